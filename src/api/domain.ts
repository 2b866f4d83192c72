/**
 * Domain entities of spec §3, as the app uses them after the zod mappers of `src/api/mappers` have parsed and
 * normalised a provider response (fallbacks applied, derived fields computed). Machines may import these *types*.
 */

export type Language = 'es' | 'en';
export type DeviceType = 'web' | 'tv';
export type CompanyCode = 'TTT' | 'MCT' | 'SPT' | 'FBT' | 'KNC' | 'GPT';
export type Role = 'USER' | (string & {});
export type Gender = 'male' | 'female' | 'do_not_say';
export type Level = 'LOW' | 'MEDIUM' | 'HIGH';
export type LikeValue = 1 | 0 | -1;
export type Interval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'LIFE';

export interface ImageRef {
  url: string;
}

export interface Advertisement {
  id: number;
  title: string;
  description: string;
  location: string;
  type: 'image' | 'script';
  /** Where a click on an image advertisement goes (provider `redirect`). */
  urlRedirect: string | null;
  script: string | null;
  image: string | null;
}

export interface NavigationLink {
  text: string;
  url: string;
  openTarget: '_self' | '_blank';
}

export interface ClubLogos {
  imageLight: string | null;
  imageDark: string | null;
  imageSquareLight: string | null;
  imageSquareDark: string | null;
}

export interface ClubStyle {
  clubTheme: 'dark' | 'light';
  primaryColor: string;
  fontFamilyBase: string | null;
  fontFamilyText: string | null;
}

export interface ClubSwitches {
  showTitlesOnTrainerThumbnail: boolean;
  showAddedRecentlyCategory: boolean;
  showTitlesOnCollectionThumbnail: boolean;
  showTitlesOnPanoramic: boolean;
  showTitlesOnNewThumbnail: boolean;
  showTitlesOnProductThumbnail: boolean;
}

export interface Club {
  id: number;
  name: string;
  companyCode: CompanyCode | (string & {});
  domain: string | null;
  language: Language;
  publicAccess: boolean;
  navigation: NavigationLink[];
  logos: ClubLogos;
  style: ClubStyle;
  switches: ClubSwitches;
  payments: { publicKey: string | null; connectedAccount: string | null };
  externalSubscription: string | null;
  externalPaymentMethods: string | null;
  externalSignup: string | null;
  allowSignup: boolean;
  /** The signup link the login page offers (spec §2: only when allowed and present). */
  signupLink: string | null;
  loginAdvertisement: Advertisement | null;
  footerAdvertisement: Advertisement | null;
  seo: { title: string; description: string; favicon: string | null; measurementId: string | null };
}

export interface FavoriteTeam {
  id: number;
  name: string;
  shortName: string;
  image: string;
  pathToDetail: string;
}

export interface User {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** YYYY-MM-DD or '' */
  birthdate: string;
  gender: Gender | null;
  language: Language;
  roles: Role[];
  favoriteTeams: FavoriteTeam[];
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

export interface Plan {
  id: number;
  name: string;
  active: boolean;
  description: string;
  currency: string;
  price: number;
  interval: Interval;
  extendable: boolean;
  providerPlanId: string | null;
  trialDays: number;
}

export type SubscriptionAction = 'payment_error' | 'resume' | 'cancel';

export interface Subscription {
  id: number;
  plan: Pick<Plan, 'id' | 'name' | 'price' | 'interval' | 'currency' | 'description'> & {
    active: boolean;
    providerPlanId: string | null;
  };
  price: number;
  discount: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  trialingDateEnd: string | null;
  nextDayPayment: string | null;
  coupon: string | null;
  clientSecret: string | null;
  paymentMethod: string | null;
  actions: SubscriptionAction[];
}

export interface Card {
  id: string;
  selected: boolean;
  /** star groups plus last4, e.g. "**** **** **** 4242" */
  number: string;
  expiration: string;
  brand: string;
}

export interface Coupon {
  id: string;
  name: string;
  valid: boolean;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
}

export interface Template {
  id: number;
  templateName: string;
  categoryName: string;
  level: Level | null;
  price: number;
  description: string;
  extraDescription: string;
  image: string;
  /** provider value; the UI shows maxParticipants - 1 */
  maxParticipants: number;
}

export interface Trainer {
  id: number;
  name: string;
  description: string;
  email: string;
  image: string;
  thumbnail: string;
  templateIdList: number[];
  productIdList: number[];
  templates: Template[];
  pathToDetail: string;
  allowsMeeting: boolean;
  hasProducts: boolean;
}

export interface AvailabilityPart {
  start: string;
  end: string;
  meeting: Meeting | null;
}

export interface Availability {
  dailyScheduleList: Array<{ day: string; parts: AvailabilityPart[] }>;
}

export interface Meeting {
  meetingId: number;
  start: string;
  end: string;
  categoryName: string;
  image: string;
  code: string | null;
  price: number;
  description: string;
  extraDescription: string;
  participants: number;
  maxParticipants: number;
}

export interface VisualizationReport {
  duration: number;
  playtime: number;
  completionPercentage: number;
  visualizationId: number | null;
}
