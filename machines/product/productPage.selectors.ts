/**
 * The product page's view model, read from the page actor's snapshot alone: the children report their view facts to
 * the page, which keeps them in its context. `selectProductView` is what the view shows. The card list of the rent
 * modal is the one part that is not here: the rent child puts it in the query cache, where the view reads it.
 */
import type { SnapshotFrom } from 'xstate';
import type { LivePhase, ProductDetail } from '~/domain';
import * as sessionSel from '../session/session.selectors';
import type { productPageMachine, ProductViewer } from './productPageMachine';
import type { RentView } from './rent.selectors';

export type ProductPageSnapshot = SnapshotFrom<typeof productPageMachine>;

export type PlayModal = 'processing' | 'rent' | 'subscribe' | 'notAvailable' | 'loginRequired' | null;

/** The rent modal's flow (while the rent modal is open and runs one). */
export interface RentState extends RentView {
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

/** The rent flow's state as it last reported it, while it runs. */
export function selectRent(s: ProductPageSnapshot): RentState | null {
  const { rent, addCardHref } = s.context;
  return rent ? { ...rent, addCardHref } : null;
}

export function selectProductView(s: ProductPageSnapshot): ProductPageView {
  const { product, viewer, vote, trailer, live } = s.context;
  const hasVideo = product.video !== null;
  return {
    product,
    loggedIn: viewer.loggedIn,
    language: viewer.language,
    playHref: hasVideo ? product.pathToPlay : null,
    rentable: (product.rentalPrice ?? 0) > 0 && !hasVideo,
    modal: selectModal(s),
    modalLocked: selectModalLocked(s),
    ...vote,
    trailer: { src: product.trailer?.url ?? null, ...trailer },
    live,
    adOpen: product.advertisement !== null && !s.context.adClosed,
    showProductTitles: viewer.showProductTitles,
    purchasesOnWeb: s.context.purchasesOnWeb,
    clubName: viewer.clubName,
    rent: selectRent(s),
  };
}

/** What the page shows of the viewer, from the session: who watches, in which language, the club's switches. */
export function selectProductViewer(s: sessionSel.SessionSnapshot): ProductViewer {
  const club = sessionSel.selectClub(s);
  return {
    loggedIn: sessionSel.selectIsAuthenticated(s),
    language: sessionSel.selectLanguage(s),
    showProductTitles: club?.switches.showTitlesOnProductThumbnail ?? true,
    clubName: club?.name ?? '',
  };
}
