/**
 * The positions the player keeps on this device (src/services/playbackProgress.ts) for the member (or the visitor) of the
 * club shown, read again whenever the player keeps or forgets one, and given to the pages below the root: every
 * product tile's progress bar, the home's Continue watching, the product page's Resume and Start over.
 *
 * Their code (the store, its schema, the rules) is not part of the first load: it loads at once for a signed-in
 * member, whose home starts with Continue watching, and for a visitor a second after the first screen has been drawn
 * (their tiles' bars come a moment later). Until it has loaded, no position is known.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectUser } from '~machines/session/session.selectors';
import { KeptPositionsContext, noKeptPositions } from '~/components/thumbnail/progress';
import { whenFirstScreenDrawn } from '~/performance/firstScreen';
import type * as Kept from './keptPositionsView';

type KeptModule = typeof Kept;

/** A visitor's positions load this long after the first screen has been drawn (their tiles' bars only). */
const VISITOR_DELAY_MS = 1000;

let loaded: Promise<KeptModule> | null = null;
const load = () => (loaded ??= import('./keptPositionsView'));

let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  listeners.forEach((l) => l());
};
let watching = false;
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};
const getVersion = () => version;

/** The module once loaded (null before), loading it now for a member or once the first screen is drawn. */
function useKeptModule(signedIn: boolean): KeptModule | null {
  const [module, setModule] = useState<KeptModule | null>(null);
  useEffect(() => {
    if (module) return;
    let live = true;
    const start = () =>
      void load().then(
        (m) => {
          if (!watching) {
            watching = true;
            m.subscribeKept(changed);
          }
          if (live) setModule(m);
        },
        // not loaded (offline, a stale chunk): no progress shown, as for a member with none
        () => undefined,
      );
    if (signedIn) start();
    else whenFirstScreenDrawn(() => setTimeout(start, VISITOR_DELAY_MS));
    return () => {
      live = false;
    };
  }, [module, signedIn]);
  return module;
}

export function KeptPositionsProvider({ children }: { children: ReactNode }) {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const userId = useSelector(session, (s) => selectUser(s)?.id ?? null);
  const club = endpoints.clubKey();
  const at = useSyncExternalStore(subscribe, getVersion, getVersion);
  const module = useKeptModule(userId !== null);
  const value = useMemo(
    () => (module ? module.keptPositionsView(club, userId) : noKeptPositions),
    // `at` is the store's version: read again when it changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, club, userId, at],
  );
  return <KeptPositionsContext value={value}>{children}</KeptPositionsContext>;
}
