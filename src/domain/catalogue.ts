/** The catalogue (spec §3): products, collections, categories, the home, teams, news, playback reports. */
import type { Advertisement } from './club';

export type Level = 'LOW' | 'MEDIUM' | 'HIGH';

export type LikeValue = 1 | 0 | -1;

export interface ImageRef {
  url: string;
}

export interface LiveSchedule {
  start: string;
  end: string;
}

/** Where a live event stands: none (no schedule), future (before its start), current (start to end), past. */
export type LivePhase = 'none' | 'future' | 'current' | 'past';

/** A schedule's start and end in ms (null when absent or unreadable). */
export interface LiveTimes {
  start: number | null;
  end: number | null;
}

const ms = (iso: string | null | undefined): number | null => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? null : t;
};

export function liveTimes(schedule: { start?: string | null; end?: string | null } | null | undefined): LiveTimes {
  return { start: ms(schedule?.start), end: ms(schedule?.end) };
}

/**
 * The one live rule: current while now is between start and end (both included), future before the start, past
 * after the end; an event without a readable start is none, one without a readable end stays current once started.
 */
export function livePhase({ start, end }: LiveTimes, now: number): LivePhase {
  if (start === null) return 'none';
  if (now < start) return 'future';
  if (end !== null && now > end) return 'past';
  return 'current';
}

export interface TeamRef {
  image: string;
}

export interface ProductCard {
  id: number;
  title: string;
  subtitle: string;
  fullTitle: string;
  thumbnail: string;
  thumbnailPortrait: string;
  image: string;
  imagePortrait: string;
  pathToPlay: string;
  pathToTrailer: string;
  pathToDetail: string;
  liveSchedule: LiveSchedule | null;
  available: boolean;
  favorite: boolean;
  rentalPrice: number | null;
  currency: string;
  homeTeam: TeamRef | null;
  awayTeam: TeamRef | null;
}

export interface MediaRef {
  url: string;
  hash: string | null;
}

export interface ProductDetail extends ProductCard {
  tags: string[];
  level: Level | null;
  physicalLevel: Level | null;
  technicalLevel: Level | null;
  mentalLevel: Level | null;
  video: MediaRef | null;
  trailer: MediaRef | null;
  isTranscodifying: boolean;
  relatedProducts: ProductCard[];
  description: string;
  like: LikeValue;
  advertisement: Advertisement | null;
}

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  imagePortrait: string;
  externalUrl: string | null;
  videoUrl: string | null;
}

export type CollectionType = 'product' | 'personal';

export interface CollectionCard {
  id: number;
  title: string;
  type: CollectionType;
  subtitle: string;
  fullTitle: string;
  thumbnail: string;
  image: string;
  pathToDetail: string;
  numberOfProducts: number;
}

export interface TeamSummary {
  id: number;
  name: string;
  shortName: string;
  image: string;
  pathToDetail: string;
}

export interface CollectionDetail extends CollectionCard {
  description: string;
  productList: ProductCard[];
  advertisement: Advertisement | null;
  teamList: TeamSummary[];
}

export type CategoryFocus = 'collection' | 'product';

export interface Category {
  id: number;
  name: string;
  pathToCategory: string;
  productList: ProductCard[];
  collectionList: CollectionCard[];
  advertisement: Advertisement | null;
  focus: CategoryFocus;
}

export interface Home {
  categoryList: Category[];
  live: ProductCard[];
  recents: ProductCard[];
  favorites: ProductCard[];
}

export interface TeamSection {
  id: number;
  name: string;
  productList: ProductCard[];
  collectionList: Array<{ pathToDetail: string; title: string }>;
}

export interface Team extends TeamSummary {
  jerseyHome: string | null;
  jerseyAway: string | null;
  sectionList: TeamSection[];
}

export interface NewsItem {
  id: number;
  title: string;
  description: string;
  image: string;
  video: string | null;
  publicationDate: string;
  pathToDetail: string;
  pathToPlay: string | null;
}

export interface VisualizationReport {
  duration: number;
  playtime: number;
  completionPercentage: number;
  visualizationId: number | null;
}
