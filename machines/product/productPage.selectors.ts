/**
 * The product page's view model, read from the page actor's snapshot (its children's snapshots read through it):
 * `selectProductView` is what the view shows. The card list of the rent modal is the one part that is not here: the
 * rent child puts it in the query cache, where the view reads it.
 */
import type { SnapshotFrom } from 'xstate';
import type { LivePhase, ProductDetail } from '~/domain';
import type { productPageMachine } from './productPageMachine';
import * as rentSel from './rent.selectors';
import * as timerSel from './liveTimer.selectors';
import * as trailerSel from './trailer.selectors';
import * as voteSel from './vote.selectors';

export type ProductPageSnapshot = SnapshotFrom<typeof productPageMachine>;

export type PlayModal = 'processing' | 'rent' | 'subscribe' | 'notAvailable' | 'loginRequired' | null;

/** The rent modal's flow (while the rent modal is open and runs one). */
export interface RentState {
  selectedId: string | null;
  loadingCards: boolean;
  cardsFailed: boolean;
  /** the club takes no card payments: said in place of the cards */
  noPayments: boolean;
  busy: boolean;
  canRent: boolean;
  /** the last failure: its own message, or '' / null for product.modal_rent.error (stripe.error_connection when unavailable) */
  failure: { message: string | null; unavailable?: boolean } | null;
  /** "Add a card": the add-card target, which sends the member back to this rent with the new card selected */
  addCardHref: string;
}

export interface ProductPageView {
  product: ProductDetail;
  loggedIn: boolean;
  language: 'es' | 'en';
  /** the play button: a link to the player when there is a video, else a button that resolves (spec §4) */
  playHref: string | null;
  /** rental price > 0 and no video yet: the button offers renting */
  rentable: boolean;
  modal: PlayModal;
  /** the open modal cannot be closed now: a rent payment is on its way */
  modalLocked: boolean;
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
  /** the rent child's state, while it runs */
  rent: RentState | null;
}

const MODALS: ReadonlyArray<Exclude<PlayModal, null>> = [
  'processing',
  'rent',
  'subscribe',
  'notAvailable',
  'loginRequired',
];

export function selectModal(s: ProductPageSnapshot): PlayModal {
  if (!s.hasTag('modal')) return null;
  return MODALS.find((m) => s.matches(m)) ?? null;
}

/** A rent payment is on its way: the rent modal stays open until it has an answer. */
export const selectModalLocked = (s: ProductPageSnapshot): boolean => s.matches({ rent: { paying: 'locked' } });

export function selectRent(s: ProductPageSnapshot): RentState | null {
  const rent = s.children.rent?.getSnapshot();
  if (!rent) return null;
  return {
    selectedId: rentSel.selectSelectedId(rent),
    loadingCards: rentSel.selectLoadingCards(rent),
    cardsFailed: rentSel.selectCardsFailed(rent),
    noPayments: rentSel.selectNoPayments(rent),
    busy: rentSel.selectBusy(rent),
    canRent: rentSel.selectCanRent(rent),
    failure: rentSel.selectFailure(rent),
    addCardHref: s.context.addCardHref,
  };
}

export function selectProductView(s: ProductPageSnapshot): ProductPageView {
  const { product, viewer } = s.context;
  const vote = s.children.vote!.getSnapshot();
  const trailer = s.children.trailer!.getSnapshot();
  const timer = s.children.liveTimer!.getSnapshot();
  const hasVideo = product.video !== null;
  return {
    product,
    loggedIn: viewer.loggedIn,
    language: viewer.language,
    playHref: hasVideo ? product.pathToPlay : null,
    rentable: (product.rentalPrice ?? 0) > 0 && !hasVideo,
    modal: selectModal(s),
    modalLocked: selectModalLocked(s),
    liked: voteSel.selectLiked(vote),
    disliked: voteSel.selectDisliked(vote),
    favorite: voteSel.selectFavorite(vote),
    voting: voteSel.selectVoting(vote),
    favouriting: voteSel.selectFavouriting(vote),
    trailer: {
      src: product.trailer?.url ?? null,
      playing: trailerSel.selectPlaying(trailer),
      muted: trailerSel.selectMuted(trailer),
      run: trailerSel.selectRun(trailer),
      canReplay: trailerSel.selectCanReplay(trailer),
    },
    live: {
      phase: timerSel.selectPhase(timer),
      untilStart: timerSel.selectUntilStart(timer),
      now: timerSel.selectNow(timer),
    },
    adOpen: product.advertisement !== null && !s.context.adClosed,
    showProductTitles: viewer.showProductTitles,
    purchasesOnWeb: s.context.purchasesOnWeb,
    clubName: viewer.clubName,
    rent: selectRent(s),
  };
}
