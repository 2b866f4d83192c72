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
