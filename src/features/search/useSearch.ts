import { useEffect, useRef } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import * as sel from '~machines/search/search.selectors';
import * as sessionSel from '~machines/session/session.selectors';
import type { ProductCard } from '~/domain';
import { useActorRef, useFlow } from '~/app/machines';

export interface SearchVm {
  text: string;
  /** Waiting for the debounce or the answer (skeleton). */
  busy: boolean;
  results: ProductCard[];
  /** An answered search without products: "no product found". */
  empty: boolean;
  showTitles: boolean;
}

export interface SearchOn {
  type(text: string): void;
  submit(): void;
}

/** The search page: a route-scoped search actor bound to the ?search= parameter (replaced while typing). */
export function useSearch(urlText: string): { vm: SearchVm; on: SearchOn } {
  const { session } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const club = useSelector(session, sessionSel.selectClub);
  const { search } = useFlow('search');
  const actor = useActorRef(search, { input: { text: urlText } });
  const view = useSelector(actor, sel.selectSearchView, shallowEqual);

  // The URL texts this page wrote while typing and the router has not applied yet: they arrive late, one by one,
  // and must not be taken for a new search from outside.
  const written = useRef<string[]>([]);

  // a new ?search= from outside (navbar box, tag link, back/forward): search it at once
  useEffect(() => {
    const index = written.current.indexOf(urlText);
    if (index >= 0) {
      written.current = written.current.slice(index + 1);
      return;
    }
    if (urlText !== actor.getSnapshot().context.text) actor.send({ type: 'user.search', text: urlText });
  }, [urlText, actor]);

  const writeUrl = (value: string) => {
    if (value !== urlText) written.current.push(value);
    void navigate({ to: '/search', search: value === '' ? {} : { search: value }, replace: true });
  };

  return {
    vm: {
      ...view,
      showTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
    },
    on: {
      type: (value) => {
        actor.send({ type: 'user.type', text: value });
        writeUrl(value);
      },
      submit: () => {
        const value = actor.getSnapshot().context.text;
        actor.send({ type: 'user.search', text: value });
      },
    },
  };
}
