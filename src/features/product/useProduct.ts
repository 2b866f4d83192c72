import { useCallback, useEffect, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectProductView, selectProductViewer, type ProductPageView } from '~machines/product/productPage.selectors';
import type { ProductDetail } from '~/domain';
import { productPath } from '~/api/urls';
import { productQuery } from '~/api/queries';
import { cardsQuery } from '~/api/queries.lazy';
import { useActorRef, useFlow } from '~/app/machines';
import { mediaMatches, REDUCED_MOTION } from '~/services/media';
import { useKeptPositions } from '~/components/thumbnail';
import { shareLink } from '~/services/share';
import type { RentOn, RentVm } from './useRent';

export interface ProductQueryVm {
  loading: boolean;
  failed: boolean;
  /** Offline: the query waits for the network. */
  waiting: boolean;
  product: ProductDetail | null;
  /** asks for the product again (Try again on the failure) */
  retry(): void;
}

/**
 * The product (spec §7 GET /products/{id}) from the query cache, the one place the page observes it; a failure toasts
 * once and shows the empty state.
 */
export function useProductQuery(productId: number): ProductQueryVm {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const { productFailed } = useFlow('product');
  const query = useQuery(productQuery(endpoints, productId));
  const { error, isError } = query;
  useEffect(() => {
    if (isError) productFailed(error, productId);
  }, [isError, error, productId, productFailed]);
  const product = query.data ?? null;
  // offline, the query waits for the network (paused): the page says so instead of an endless skeleton
  const waiting = !product && query.fetchStatus === 'paused';
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { loading: query.isPending, failed: isError && !product, waiting, product, retry };
}

export type ProductVm = Omit<ProductPageView, 'rent'> & {
  /**
   * The member stopped part-way through this product's video on this device: the play button resumes there ("Resume
   * from 3:12") and Start over plays it from the beginning. Null otherwise (never for a live event).
   */
  resume: { at: number; progress: number | null } | null;
  /** Share (web): the share sheet or the link copied; TV browsers have neither */
  canShare: boolean;
};

export interface ProductOn {
  play(): void;
  closeModal(): void;
  login(): void;
  like(): void;
  dislike(): void;
  favorite(): void;
  replayTrailer(): void;
  toggleMute(): void;
  trailerEnded(): void;
  trailerError(): void;
  closeAd(): void;
  /** forgets the kept position before the player opens (the play link then starts at 0) */
  startOver(): void;
  share(): void;
}

/**
 * The product page's actor (vote and favourite, trailer, live timer, play button and its modals, rent), mounted once
 * per product (keyed by id), so it starts from that product's facts; it observes the product query and the session
 * itself to stay in step with them. `resolvePlay` (the play and trailer routes send people here with ?resolve=play when there
 * is no video) makes the page resolve the play button once on start.
 */
export function useProduct(
  product: ProductDetail,
  options: { resolvePlay: boolean; addedCard: string | null; addCardHref: string },
): { vm: ProductVm; on: ProductOn; rent: { vm: RentVm; on: RentOn } | null } {
  const { session, endpoints, device } = useRouteContext({ from: '__root__' });
  const { productPage } = useFlow('product');
  const [input] = useState(() => ({
    product,
    viewer: selectProductViewer(session.getSnapshot()),
    returnTo: productPath(product.id, product.fullTitle),
    purchasesOnWeb: device === 'tv',
    resolvePlay: options.resolvePlay,
    addedCard: options.addedCard,
    addCardHref: options.addCardHref,
    reducedMotion: mediaMatches(REDUCED_MOTION),
    now: Date.now(),
  }));
  // the page learns a reloaded product (after a rental, a vote elsewhere) and a changed session by itself
  const page = useActorRef(productPage, { input });
  const view = useSelector(page, selectProductView);
  // the rent child fills the card list in the cache; this only reads it
  const cards = useQuery({ ...cardsQuery(endpoints), enabled: false });

  const kept = useKeptPositions();
  const resumeAt = product.liveSchedule || !view.playHref ? 0 : kept.resumeAt(product.id);
  const resume = resumeAt > 0 ? { at: resumeAt, progress: kept.progressOf(product.id) } : null;
  const share = useShare(product);

  const on = useMemo<ProductOn>(
    () => ({
      play: () => page.send({ type: 'user.play' }),
      closeModal: () => page.send({ type: 'user.close' }),
      login: () => page.send({ type: 'user.login' }),
      like: () => page.send({ type: 'user.like' }),
      dislike: () => page.send({ type: 'user.dislike' }),
      favorite: () => page.send({ type: 'user.favorite' }),
      replayTrailer: () => page.send({ type: 'user.replay' }),
      toggleMute: () => page.send({ type: 'user.toggleMute' }),
      trailerEnded: () => page.send({ type: 'player.ended' }),
      trailerError: () => page.send({ type: 'player.error' }),
      closeAd: () => page.send({ type: 'user.closeAd' }),
      startOver: () => kept.forget(product.id),
      share: () => void share(),
    }),
    [page, kept, product.id, share],
  );
  const rentOn = useMemo<RentOn>(
    () => ({
      select: (id) => page.send({ type: 'user.select', id }),
      rent: () => page.send({ type: 'user.rent' }),
      retry: () => page.send({ type: 'user.retry' }),
    }),
    [page],
  );

  const { rent, ...pageVm } = view;
  const vm = { ...pageVm, resume, canShare: device !== 'tv' };
  return { vm, on, rent: rent ? { vm: { ...rent, cards: cards.data ?? [] }, on: rentOn } : null };
}

export const LINK_COPIED = msg({ id: 'product.share.copied', message: 'Link copied to the clipboard.' });
export const LINK_NOT_COPIED = msg({ id: 'product.share.failed', message: 'The link could not be copied.' });

/**
 * Share: the product's public address (its page's path on this club's site) through the browser's share sheet, else
 * copied to the clipboard with a toast saying so; closing the sheet says nothing.
 */
function useShare(product: ProductDetail): () => Promise<void> {
  const { toasts } = useRouteContext({ from: '__root__' });
  const { fullTitle, id, title } = product;
  return useCallback(async () => {
    const url = new URL(productPath(id, fullTitle), window.location.href).href;
    const outcome = await shareLink({ title: title || fullTitle, url });
    if (outcome === 'copied') toasts.success(LINK_COPIED);
    else if (outcome === 'failed') toasts.errorMessage(LINK_NOT_COPIED);
  }, [fullTitle, id, title, toasts]);
}
