// Internal record types of the fake provider. Public shapes come from the generated contract types.
import type { components } from '../schema';

export type S = components['schemas'];
export type Img = S['Image'] | null;
export type Level = S['Level'];
export type Language = S['Language'];
export type Gender = S['Gender'];

/** Placeholder origin used in seed data; replaced by the request's public origin when a response is sent. */
export const BASE = 'http://fake-base.invalid';

export interface ClubRec {
  club: S['Club'];
  companyCode: string;
  domain: string;
}

export interface ProductRec {
  id: number;
  clubId: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  thumbnail: Img;
  thumbnailPortrait: Img;
  image: Img;
  imagePortrait: Img;
  video: S['MediaSource'] | null;
  trailer: S['MediaSource'] | null;
  transcodingId: string | null;
  tags: string[];
  level: Level | null;
  physicalLevel: Level | null;
  technicalLevel: Level | null;
  mentalLevel: Level | null;
  price: S['Price'] | null;
  liveSchedule: S['LiveSchedule'] | null;
  homeTeam: S['TeamBadge'] | null;
  awayTeam: S['TeamBadge'] | null;
  /** Free for everyone, anonymous included. */
  free: boolean;
  /** Included in the club plans (subscribers can play it). Rentals and "outside plan" products are not. */
  inPlan: boolean;
  related: number[];
  advertising: S['Advertisement'] | null;
  /** Order of addition (higher = more recent). */
  addedAt: number;
}

export interface CollectionRec {
  id: number;
  clubId: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  type: 'PRODUCT' | 'PERSONAL';
  thumbnail: Img;
  image: Img;
  productIds: number[];
  teamIds: number[];
  advertising: S['Advertisement'] | null;
}

export interface CategoryRec {
  id: number;
  clubId: number;
  name: string;
  productIds: number[];
  collectionIds: number[];
  advertising: S['Advertisement'] | null;
}

export interface TeamRec {
  id: number;
  clubId: number;
  name: string;
  shortName: string;
  image: Img;
  jerseyHome: Img;
  jerseyAway: Img;
  sections: Array<{ id: number; name: string; productIds: number[]; collectionIds: number[] }>;
}

export interface TemplateRec {
  id: number;
  clubId: number;
  trainerId: number;
  templateName: string;
  category: string;
  level: Level;
  price: number;
  description: string;
  extraDescription: string | null;
  image: Img;
  maxParticipants: number;
  durationMin: number;
}

export interface TrainerRec {
  id: number;
  clubId: number;
  name: string;
  description: string;
  email: string;
  image: Img;
  thumbnail: Img;
  productIds: number[];
  templateIds: number[];
  /** Group session price (EUR) and category. */
  groupPrice: number;
  groupCategory: string;
}

export interface UserRec {
  id: number;
  clubId: number;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  birthdate: string | null;
  gender: Gender | null;
  language: Language;
  roles: string[];
  favoriteTeamIds: number[];
}

export interface CardRec {
  cardId: string;
  cardBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SubscriptionRec {
  subscriptionId: number;
  userId: number;
  planId: number;
  status: S['SubscriptionStatus'];
  price: number;
  discount: number | null;
  couponName: string | null;
  startDate: string | null;
  endDate: string | null;
  trialingDateEnd: string | null;
  nextDayPayment: string | null;
  clientSecret: string | null;
  cardId: string | null;
}

export interface NewsRec {
  id: number;
  clubId: number;
  title: string;
  description: string;
  image: Img;
  video: S['MediaSource'] | null;
  publicationDate: string;
}

export interface SlideRec {
  id: number;
  clubId: number;
  title: string | null;
  subtitle: string | null;
  image: Img;
  imagePortrait: Img;
  externalUrl: string | null;
  videoUrl: string | null;
}

export interface MeetingRec {
  meetingId: number;
  userId: number;
  clubId: number;
  trainerId: number;
  start: string;
  end: string;
  category: string;
  image: Img;
  url: string | null;
  price: number;
  description: string | null;
  extraDescription: string | null;
  participants: number;
  maxParticipants: number;
}

export interface Seed {
  clubs: ClubRec[];
  users: UserRec[];
  products: ProductRec[];
  collections: CollectionRec[];
  categories: CategoryRec[];
  teams: TeamRec[];
  trainers: TrainerRec[];
  templates: TemplateRec[];
  news: NewsRec[];
  slides: SlideRec[];
  plans: Array<S['Plan'] & { clubId: number }>;
  cards: Map<number, CardRec[]>;
  defaultCard: Map<number, string>;
  subscriptions: Map<number, SubscriptionRec>;
  favorites: Map<number, Set<number>>;
  votes: Map<number, Map<number, -1 | 0 | 1>>;
  meetings: MeetingRec[];
}
