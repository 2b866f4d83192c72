import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { msg } from '@lingui/core/macro';
import * as sessionSel from '../../../machines/session/session.selectors';
import * as playSel from '../../../machines/product/playButton.selectors';
import * as voteSel from '../../../machines/product/vote.selectors';
import * as trailerSel from '../../../machines/product/trailer.selectors';
import * as timerSel from '../../../machines/product/liveTimer.selectors';
import { liveTimerMachine } from '../../../machines/product/liveTimerMachine';
import { trailerMachine } from '../../../machines/product/trailerMachine';
import type { ProductDetail } from '../../domain';
import { productPath } from '../../api/paths';
import { productQuery } from '../../api/queries';
import { appEnv } from '../../app/env';
import { toastError } from '../../app/notify';
import { providePlayButton, provideVote } from '../../app/provide/product';
import { useActorRef } from '../../app/inspect';

export const PRODUCT_ERROR = msg({ id: 'product.error', message: 'The video could not be loaded.' });

export interface ProductQueryVm {
  loading: boolean;
  failed: boolean;
  /** Offline: the query waits for the network. */
  waiting: boolean;
  product: ProductDetail | null;
}

/** The product (spec §7 GET /products/{id}) from the query cache; a failure toasts once and shows the empty state. */
export function useProductQuery(productId: number): ProductQueryVm {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const query = useQuery(productQuery(endpoints, productId));
  const { error, isError } = query;
  useEffect(() => {
    if (isError) toastError(error, PRODUCT_ERROR, { id: `product.error.${productId}` });
  }, [isError, error, productId]);
  const product = query.data ?? null;
  // offline, the query waits for the network (paused): the page says so instead of an endless skeleton
  const waiting = !product && query.fetchStatus === 'paused';
  return { loading: query.isPending, failed: isError && !product, waiting, product };
}

export type LivePhase = timerSel.LivePhase;

export interface ProductVm {
  product: ProductDetail;
  loggedIn: boolean;
  language: 'es' | 'en';
  /** the play button: a link to the player when there is a video, else a button that resolves (spec §4) */
  playHref: string | null;
  /** rental price > 0 and no video yet: the button offers renting */
  rentable: boolean;
  modal: playSel.PlayModal;
  liked: boolean;
  disliked: boolean;
  favorite: boolean;
  voting: boolean;
  favouriting: boolean;
  trailer: {
    src: string | null;
    playing: boolean;
    muted: boolean;
    run: number;
    canReplay: boolean;
  };
  live: { phase: LivePhase; untilStart: number | null; now: number };
  adOpen: boolean;
  showProductTitles: boolean;
  /**
   * TV: purchases need card entry, which is web only (spec §6 "obtainable only on the web"), so the rent and subscribe
   * modals point the member to the club's web app instead of offering a card picker or the plans.
   */
  purchasesOnWeb: boolean;
  clubName: string;
}

export interface ProductOn {
  play(): void;
  closeModal(): void;
  login(): void;
  rented(): void;
  like(): void;
  dislike(): void;
  favorite(): void;
  replayTrailer(): void;
  toggleMute(): void;
  trailerEnded(): void;
  trailerError(): void;
  closeAd(): void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/**
 * The flows of a loaded product page: play button, vote and favourite, trailer, live timer, advertisement modal.
 * Mounted once per product (keyed by id), so every machine starts from that product's facts.
 * `resolvePlay` (the play and trailer routes send people here with ?resolve=play when there is no video) runs the
 * play button's resolution once on load, then `clearResolve` drops the parameter.
 */
export function useProduct(
  product: ProductDetail,
  options: { resolvePlay: boolean; clearResolve(): void },
): { vm: ProductVm; on: ProductOn } {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggedIn = useSelector(session, sessionSel.selectIsAuthenticated);
  const language = useSelector(session, sessionSel.selectLanguage);
  const club = useSelector(session, sessionSel.selectClub);

  const [playMachine] = useState(() =>
    providePlayButton({
      navigate: (href) => void navigate({ href }),
      productId: product.id,
      returnTo: productPath(product.id, product.fullTitle),
    }),
  );
  const play = useActorRef(playMachine);

  const [voteMachine] = useState(() =>
    provideVote({ endpoints, queryClient, requireLogin: () => play.send({ type: 'user.requireLogin' }) }),
  );
  const vote = useActorRef(voteMachine, {
    input: { productId: product.id, like: product.like, favorite: product.favorite, loggedIn },
  });

  const trailer = useActorRef(trailerMachine, {
    input: { hasTrailer: product.trailer !== null, reducedMotion: prefersReducedMotion() },
  });

  const watch = product.relatedProducts.some((p) => p.liveSchedule !== null);
  const timer = useActorRef(liveTimerMachine, {
    input: {
      start: product.liveSchedule?.start ?? null,
      end: product.liveSchedule?.end ?? null,
      now: Date.now(),
      watch,
    },
  });

  // hidden tabs slow timers down: resynchronise the live timer when the page shows again
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'visible') timer.send({ type: 'clock.set', now: Date.now() });
    };
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [timer]);

  // the product was reloaded (after a rental, a vote elsewhere): bring the server's values in
  useEffect(() => {
    vote.send({ type: 'product.synced', like: product.like, favorite: product.favorite });
  }, [vote, product.like, product.favorite]);

  const facts = {
    hasVideo: product.video !== null,
    isTranscoding: product.isTranscodifying,
    rentable: (product.rentalPrice ?? 0) > 0,
    available: product.available,
    loggedIn,
  };
  const factsRef = useRef(facts);
  factsRef.current = facts;

  // ?resolve=play from the play or trailer route: resolve once on load (only when there is no video)
  const resolved = useRef(false);
  const { resolvePlay, clearResolve } = options;
  useEffect(() => {
    if (!resolvePlay || resolved.current) return;
    resolved.current = true;
    if (!factsRef.current.hasVideo) play.send({ type: 'user.play', ...factsRef.current });
    clearResolve();
  }, [resolvePlay, clearResolve, play]);

  const [adClosed, setAdClosed] = useState(false);

  const modal = useSelector(play, playSel.selectModal);
  const liked = useSelector(vote, voteSel.selectLiked);
  const disliked = useSelector(vote, voteSel.selectDisliked);
  const favorite = useSelector(vote, voteSel.selectFavorite);
  const voting = useSelector(vote, voteSel.selectVoting);
  const favouriting = useSelector(vote, voteSel.selectFavouriting);
  const trailerPlaying = useSelector(trailer, trailerSel.selectPlaying);
  const muted = useSelector(trailer, trailerSel.selectMuted);
  const run = useSelector(trailer, trailerSel.selectRun);
  const canReplay = useSelector(trailer, trailerSel.selectCanReplay);
  const phase = useSelector(timer, timerSel.selectPhase);
  const untilStart = useSelector(timer, timerSel.selectUntilStart);
  const now = useSelector(timer, timerSel.selectNow);

  // a live event that starts while the page is open: reload the product, whose stream the provider hands out now
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === 'future' && phase === 'current') {
      void queryClient.invalidateQueries({ queryKey: productQuery(endpoints, product.id).queryKey });
    }
    previousPhase.current = phase;
  }, [phase, queryClient, endpoints, product.id]);

  const on = useMemo<ProductOn>(
    () => ({
      play: () => play.send({ type: 'user.play', ...factsRef.current }),
      closeModal: () => play.send({ type: 'user.close' }),
      login: () => play.send({ type: 'user.login' }),
      rented: () => play.send({ type: 'product.rented' }),
      like: () => vote.send({ type: 'user.like' }),
      dislike: () => vote.send({ type: 'user.dislike' }),
      favorite: () => vote.send({ type: 'user.favorite' }),
      replayTrailer: () => trailer.send({ type: 'user.replay' }),
      toggleMute: () => trailer.send({ type: 'user.toggleMute' }),
      trailerEnded: () => trailer.send({ type: 'player.ended' }),
      trailerError: () => trailer.send({ type: 'player.error' }),
      closeAd: () => setAdClosed(true),
    }),
    [play, vote, trailer],
  );

  return {
    vm: {
      product,
      loggedIn,
      language,
      playHref: facts.hasVideo ? `/product/${product.id}/play` : null,
      rentable: facts.rentable && !facts.hasVideo,
      modal,
      liked,
      disliked,
      favorite,
      voting,
      favouriting,
      trailer: { src: product.trailer?.url ?? null, playing: trailerPlaying, muted, run, canReplay },
      live: { phase, untilStart, now },
      adOpen: product.advertisement !== null && !adClosed,
      showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
      purchasesOnWeb: appEnv.device === 'tv',
      clubName: club?.name ?? '',
    },
    on,
  };
}
