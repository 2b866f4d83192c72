/**
 * Provider shapes (parsed by `./schemas/*`) -> domain entities (`./domain`), with every fallback and derived field
 * of spec §3. Pure functions; the schemas have already checked the types, so nothing here can throw.
 *
 * Fallback rules (also in the report of the API work):
 * - Product images: each of thumbnail, thumbnailPortrait, image, imagePortrait falls back to the images of the same
 *   orientation first, then the others, then PLACEHOLDER_IMAGE:
 *     thumbnail         -> image, thumbnailPortrait, imagePortrait
 *     thumbnailPortrait -> imagePortrait, thumbnail, image
 *     image             -> thumbnail, imagePortrait, thumbnailPortrait
 *     imagePortrait     -> thumbnailPortrait, image, thumbnail
 *   Collections (thumbnail <-> image), slides (image <-> imagePortrait) and trainers (image <-> thumbnail) likewise.
 *   An image with an empty url counts as missing.
 * - Club logos: imageLight <-> imageDark and imageSquareLight <-> imageSquareDark each fall back to the counterpart,
 *   then to the other pair (light before dark); null only when the club has no logo at all.
 * - fullTitle, when absent or empty: title and subtitle joined by one space.
 */
import type {
  Advertisement,
  Availability,
  Card,
  Category,
  Club,
  CollectionCard,
  CollectionDetail,
  Coupon,
  FavoriteTeam,
  Gender,
  Home,
  Interval,
  Language,
  LikeValue,
  Meeting,
  NavigationLink,
  NewsItem,
  Plan,
  ProductCard,
  ProductDetail,
  Role,
  Slide,
  Subscription,
  SubscriptionAction,
  Team,
  TeamRef,
  TeamSummary,
  Template,
  Trainer,
  User,
} from './domain';
import type { AdvertisementRaw, ImageRaw, TeamBadgeRaw, TeamSummaryRaw } from './schemas/common';
import type {
  CategoryContentRaw,
  CollectionDetailRaw,
  CollectionRaw,
  HomeResponseRaw,
  NewsRaw,
  ProductDetailRaw,
  ProductRaw,
  SlideRaw,
  TeamRaw,
  TeamSectionRaw,
} from './schemas/catalogue';
import type { ClubRaw, UserRaw } from './schemas/account';
import type { CardRaw, CouponRaw, PlanRaw, SubscriptionRaw } from './schemas/billing';
import type { AvailabilityRaw, MeetingRaw, TemplateRaw, TrainerRaw } from './schemas/trainers';
import {
  categoryPath,
  collectionPath,
  newsPath,
  newsPlayPath,
  productPath,
  productPlayPath,
  productTrailerPath,
  teamPath,
  trainerPath,
} from './paths';

/** Neutral grey 16:9 image shown when a product (or other card) has no image at all. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%238a8a8a'/%3E%3C/svg%3E";

/** Primary colour of a club that sets none (or sets something that is not a hex colour). */
export const DEFAULT_PRIMARY_COLOR = '#0d6efd';
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_ROLES: readonly Role[] = ['USER'];
const SIGNUP_COMPANIES: readonly string[] = ['FBT', 'KNC', 'MCT', 'TTT'];
const SIGNUP_PATH = '/auth/signup';

type Nullish<T> = T | null | undefined;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A non-empty string, else null. */
function text(value: Nullish<string>): string | null {
  return value !== null && value !== undefined && value.trim() !== '' ? value : null;
}

function url(image: Nullish<ImageRaw>): string | null {
  return text(image?.url);
}

function firstOf(...candidates: Array<string | null>): string | null {
  for (const candidate of candidates) if (candidate !== null) return candidate;
  return null;
}

function fullTitleOf(raw: {
  title?: Nullish<string>;
  subtitle?: Nullish<string>;
  fullTitle?: Nullish<string>;
}): string {
  return text(raw.fullTitle) ?? [raw.title, raw.subtitle].filter((part) => text(part) !== null).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

export function mapAdvertisement(raw: Nullish<AdvertisementRaw>): Advertisement | null {
  if (!raw) return null;
  const type = raw.type.toUpperCase();
  if (type !== 'IMAGE' && type !== 'SCRIPT') return null;
  return {
    id: raw.id,
    title: raw.title ?? '',
    description: raw.description ?? '',
    location: raw.location ?? '',
    type: type === 'SCRIPT' ? 'script' : 'image',
    urlRedirect: text(raw.redirect),
    script: text(raw.script),
    image: url(raw.image),
  };
}

function mapTeamRef(raw: Nullish<TeamBadgeRaw>): TeamRef | null {
  const image = url(raw?.image);
  return image === null ? null : { image };
}

export function mapTeamSummary(raw: TeamSummaryRaw): TeamSummary {
  return {
    id: raw.id,
    name: raw.name,
    shortName: text(raw.shortName) ?? raw.name,
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    pathToDetail: teamPath(raw.id, raw.name),
  };
}

export const mapFavoriteTeam: (raw: TeamSummaryRaw) => FavoriteTeam = mapTeamSummary;

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

export function mapProductCard(raw: ProductRaw): ProductCard {
  const thumbnail = url(raw.thumbnail);
  const thumbnailPortrait = url(raw.thumbnailPortrait);
  const image = url(raw.image);
  const imagePortrait = url(raw.imagePortrait);
  const fullTitle = fullTitleOf(raw);
  return {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle ?? '',
    fullTitle,
    thumbnail: firstOf(thumbnail, image, thumbnailPortrait, imagePortrait) ?? PLACEHOLDER_IMAGE,
    thumbnailPortrait: firstOf(thumbnailPortrait, imagePortrait, thumbnail, image) ?? PLACEHOLDER_IMAGE,
    image: firstOf(image, thumbnail, imagePortrait, thumbnailPortrait) ?? PLACEHOLDER_IMAGE,
    imagePortrait: firstOf(imagePortrait, thumbnailPortrait, image, thumbnail) ?? PLACEHOLDER_IMAGE,
    pathToPlay: productPlayPath(raw.id),
    pathToTrailer: productTrailerPath(raw.id),
    pathToDetail: productPath(raw.id, fullTitle),
    liveSchedule: raw.liveSchedule ? { start: raw.liveSchedule.start, end: raw.liveSchedule.end } : null,
    available: raw.availableInUserPlan ?? false,
    favorite: raw.favorite ?? false,
    rentalPrice: raw.price ? raw.price.amount : null,
    currency: text(raw.price?.currency)?.toUpperCase() ?? DEFAULT_CURRENCY,
    homeTeam: mapTeamRef(raw.homeTeam),
    awayTeam: mapTeamRef(raw.awayTeam),
  };
}

function mapProducts(list: Nullish<readonly ProductRaw[]>): ProductCard[] {
  return (list ?? []).map(mapProductCard);
}

function likeValue(value: Nullish<number>): LikeValue {
  return value === 1 ? 1 : value === -1 ? -1 : 0;
}

export function mapProductDetail(raw: ProductDetailRaw): ProductDetail {
  const videoUrl = text(raw.video?.url);
  const trailerUrl = text(raw.trailer?.url);
  return {
    ...mapProductCard(raw),
    tags: (raw.tags ?? []).map((tag) => tag.name).filter((name) => name.trim() !== ''),
    level: raw.level ?? null,
    physicalLevel: raw.physicalLevel ?? null,
    technicalLevel: raw.technicalLevel ?? null,
    mentalLevel: raw.mentalLevel ?? null,
    video: videoUrl !== null ? { url: videoUrl, hash: text(raw.video?.hash) } : null,
    trailer: trailerUrl !== null ? { url: trailerUrl, hash: text(raw.trailer?.hash) } : null,
    isTranscodifying: videoUrl === null && text(raw.transcodingId) !== null,
    relatedProducts: mapProducts(raw.relatedProducts),
    description: raw.description ?? '',
    like: likeValue(raw.like),
    advertisement: mapAdvertisement(raw.advertising),
  };
}

export function mapCollectionCard(raw: CollectionRaw): CollectionCard {
  const title = raw.title ?? '';
  const thumbnail = url(raw.thumbnail);
  const image = url(raw.image);
  return {
    id: raw.id,
    title,
    type: raw.type?.toLowerCase() === 'personal' ? 'personal' : 'product',
    subtitle: raw.subtitle ?? '',
    fullTitle: fullTitleOf(raw),
    thumbnail: firstOf(thumbnail, image) ?? PLACEHOLDER_IMAGE,
    image: firstOf(image, thumbnail) ?? PLACEHOLDER_IMAGE,
    pathToDetail: collectionPath(raw.id, title),
    numberOfProducts: raw.numberOfProducts ?? 0,
  };
}

export function mapCollectionDetail(raw: CollectionDetailRaw): CollectionDetail {
  return {
    ...mapCollectionCard(raw),
    description: raw.description ?? '',
    productList: mapProducts(raw.productList),
    advertisement: mapAdvertisement(raw.advertising),
    teamList: (raw.teamList ?? []).map(mapTeamSummary),
  };
}

export function mapCategory(raw: CategoryContentRaw): Category {
  const collectionList = (raw.collectionList ?? []).map(mapCollectionCard);
  return {
    id: raw.id,
    name: raw.name,
    pathToCategory: categoryPath(raw.id, raw.name),
    productList: mapProducts(raw.productList),
    collectionList,
    advertisement: mapAdvertisement(raw.advertising),
    focus: collectionList.length > 0 ? 'collection' : 'product',
  };
}

export function mapHome(raw: HomeResponseRaw): Home {
  return {
    categoryList: raw.categoryList.map(mapCategory),
    live: mapProducts(raw.live?.productList),
    recents: mapProducts(raw.recents?.productList),
    favorites: mapProducts(raw.favorites?.productList),
  };
}

export function mapSlide(raw: SlideRaw): Slide {
  const image = url(raw.image);
  const imagePortrait = url(raw.imagePortrait);
  return {
    id: raw.id,
    title: raw.title ?? '',
    subtitle: raw.subtitle ?? '',
    image: firstOf(image, imagePortrait) ?? PLACEHOLDER_IMAGE,
    imagePortrait: firstOf(imagePortrait, image) ?? PLACEHOLDER_IMAGE,
    externalUrl: text(raw.externalUrl),
    videoUrl: text(raw.videoUrl),
  };
}

function mapTeamSection(raw: TeamSectionRaw): Team['sectionList'][number] {
  return {
    id: raw.id,
    name: raw.name,
    productList: mapProducts(raw.productList),
    collectionList: (raw.collectionList ?? []).map((collection) => ({
      pathToDetail: collectionPath(collection.id, collection.title ?? ''),
      title: collection.title ?? '',
    })),
  };
}

export function mapTeam(raw: TeamRaw): Team {
  return {
    ...mapTeamSummary(raw),
    jerseyHome: url(raw.jerseyHome),
    jerseyAway: url(raw.jerseyAway),
    sectionList: (raw.sectionList ?? []).map(mapTeamSection),
  };
}

export function mapNews(raw: NewsRaw): NewsItem {
  const video = text(raw.video?.url);
  return {
    id: raw.id,
    title: raw.title,
    description: raw.description ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    video,
    publicationDate: raw.publicationDate ?? '',
    pathToDetail: newsPath(raw.id, raw.title),
    pathToPlay: video === null ? null : newsPlayPath(raw.id),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Club and user

function mapNavigation(list: ClubRaw['clubMenuList']): NavigationLink[] {
  const items = (list ?? []).map((item, index) => ({ item, index }));
  // `position` orders the menu when given (stable: entries without one keep their order, after those with one).
  items.sort((a, b) => (a.item.position ?? Infinity) - (b.item.position ?? Infinity) || a.index - b.index);
  return items.map(({ item }) => ({ text: item.name, url: item.url, openTarget: item.openTarget ?? '_self' }));
}

export function mapClub(raw: ClubRaw): Club {
  const light = url(raw.imageLight);
  const dark = url(raw.imageDark);
  const squareLight = url(raw.imageSquareLight);
  const squareDark = url(raw.imageSquareDark);
  const primaryColor = text(raw.primaryColor)?.trim() ?? '';
  const allowSignup = raw.allowSignup ?? false;
  const externalSignup = text(raw.externalSignup);
  return {
    // The schema guarantees one of them is a number.
    id: (raw.clubId ?? raw.id) as number,
    name: raw.name,
    companyCode: raw.companyCode,
    domain: text(raw.domain),
    language: raw.language ?? DEFAULT_LANGUAGE,
    publicAccess: raw.isPublicAccess ?? false,
    navigation: mapNavigation(raw.clubMenuList),
    logos: {
      imageLight: firstOf(light, dark, squareLight, squareDark),
      imageDark: firstOf(dark, light, squareDark, squareLight),
      imageSquareLight: firstOf(squareLight, squareDark, light, dark),
      imageSquareDark: firstOf(squareDark, squareLight, dark, light),
    },
    style: {
      clubTheme: raw.clubTheme === 'LIGHT' ? 'light' : 'dark',
      primaryColor: HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR,
      fontFamilyBase: text(raw.fontFamilyBase),
      fontFamilyText: text(raw.fontFamilyText),
    },
    switches: {
      showTitlesOnTrainerThumbnail: raw.showTitlesOnTrainerThumbnail ?? false,
      showAddedRecentlyCategory: raw.showAddedRecentlyCategory ?? false,
      showTitlesOnCollectionThumbnail: raw.showTitlesOnCollectionThumbnail ?? false,
      showTitlesOnPanoramic: raw.showTitlesOnPanoramic ?? false,
      showTitlesOnNewThumbnail: raw.showTitlesOnNewThumbnail ?? false,
      showTitlesOnProductThumbnail: raw.showTitlesOnProductThumbnail ?? false,
    },
    payments: { publicKey: text(raw.stripePublicKey), connectedAccount: text(raw.stripeConnectedAccount) },
    externalSubscription: text(raw.externalSubscription),
    externalPaymentMethods: text(raw.externalPaymentMethods),
    externalSignup,
    allowSignup,
    // The external registration page when the club has one (spec §1), else the app's own signup route, which
    // exists only for the signup companies (spec §6). Whether it is offered also depends on allowSignup.
    signupLink: externalSignup ?? (SIGNUP_COMPANIES.includes(raw.companyCode) ? SIGNUP_PATH : null),
    loginAdvertisement: mapAdvertisement(raw.loginAdvertisement),
    footerAdvertisement: mapAdvertisement(raw.footerAdvertisement),
    seo: {
      title: text(raw.seoTitle) ?? raw.name,
      description: raw.seoDescription ?? '',
      favicon: url(raw.favicon),
      measurementId: text(raw.googleAnalyticsId),
    },
  };
}

function isoDay(value: Nullish<string>): string {
  const match = value ? /^\d{4}-\d{2}-\d{2}/.exec(value) : null;
  return match ? match[0] : '';
}

/** `favorites` replaces the user's own list when given (login answers carry it next to the user). */
export function mapUser(raw: UserRaw, favorites?: Nullish<readonly TeamSummaryRaw[]>): User {
  const roles = (raw.roles ?? []).filter((role) => role.trim() !== '');
  const teams = raw.spdTeamUserFavoritesList?.length ? raw.spdTeamUserFavoritesList : (favorites ?? []);
  const gender: Gender | null = raw.gender ?? raw.genderType ?? null;
  return {
    id: raw.id,
    email: raw.email,
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    phone: raw.phone ?? '',
    address: raw.address ?? '',
    city: raw.city ?? '',
    postalCode: raw.postalCode ?? '',
    country: (raw.country ?? '').toUpperCase(),
    birthdate: isoDay(raw.birthdate),
    gender,
    language: raw.language ?? DEFAULT_LANGUAGE,
    roles: roles.length > 0 ? roles : [...DEFAULT_ROLES],
    favoriteTeams: teams.map(mapFavoriteTeam),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Plans, subscriptions, cards, coupons

export function mapPlan(raw: PlanRaw): Plan {
  return {
    id: raw.id,
    name: raw.name,
    active: raw.active ?? false,
    description: raw.description ?? '',
    currency: text(raw.currency)?.toUpperCase() ?? DEFAULT_CURRENCY,
    price: raw.price ?? 0,
    interval: (raw.interval ?? 'LIFE') satisfies Interval,
    extendable: raw.extendable ?? false,
    providerPlanId: text(raw.stripePlanId),
    trialDays: raw.trialDays ?? 0,
  };
}

/**
 * Spec §4 Subscription, exactly:
 * - `payment_error` when the status is INCOMPLETE and there is a clientSecret (payment pending);
 * - `cancel` when the plan has a provider plan id, the status is not INCOMPLETE and there is no end date;
 * - `resume` when there is an end date and the plan is not active ("Resume is allowed only when the plan is not
 *   active and an end date exists").
 */
export function subscriptionActions(subscription: {
  status: string;
  clientSecret: string | null;
  endDate: string | null;
  plan: { active: boolean; providerPlanId: string | null };
}): SubscriptionAction[] {
  const actions: SubscriptionAction[] = [];
  const incomplete = subscription.status.toUpperCase() === 'INCOMPLETE';
  if (incomplete && subscription.clientSecret) actions.push('payment_error');
  if (subscription.plan.providerPlanId && !incomplete && !subscription.endDate) actions.push('cancel');
  if (subscription.endDate && !subscription.plan.active) actions.push('resume');
  return actions;
}

export function mapSubscription(raw: SubscriptionRaw): Subscription {
  const plan = mapPlan(raw.plan);
  const base = {
    id: raw.subscriptionId,
    plan: {
      id: plan.id,
      name: plan.name,
      price: plan.price,
      interval: plan.interval,
      currency: plan.currency,
      description: plan.description,
      active: plan.active,
      providerPlanId: plan.providerPlanId,
    },
    price: raw.price ?? plan.price,
    discount: raw.discount ?? 0,
    status: raw.status,
    startDate: text(raw.startDate),
    endDate: text(raw.endDate),
    trialingDateEnd: text(raw.trialingDateEnd),
    nextDayPayment: text(raw.nextDayPayment),
    coupon: text(raw.coupon?.name),
    clientSecret: text(raw.clientSecret),
    paymentMethod: raw.paymentMethod ? raw.paymentMethod.cardId : null,
  };
  return { ...base, actions: subscriptionActions(base) };
}

function twoDigits(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)) % 100);
  return digits.length < 2 ? `0${digits}` : digits;
}

/** `**** **** **** 4242` */
export function maskCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** `MM/YY`, '' when the month or year is unknown. */
export function cardExpiration(month: Nullish<number>, year: Nullish<number>): string {
  if (month === null || month === undefined || year === null || year === undefined) return '';
  return `${twoDigits(month)}/${twoDigits(year)}`;
}

export function mapCard(raw: CardRaw): Card {
  return {
    id: raw.cardId,
    selected: raw.isDefault ?? false,
    number: maskCardNumber(raw.last4),
    expiration: cardExpiration(raw.expMonth, raw.expYear),
    brand: raw.cardBrand ?? '',
  };
}

export function mapCoupon(raw: CouponRaw): Coupon {
  return {
    id: raw.id,
    name: raw.name,
    valid: raw.valid,
    percentOff: raw.percentOff ?? null,
    amountOff: raw.amountOff ?? null,
    currency: text(raw.currency)?.toUpperCase() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Trainers and meetings

export function mapTemplate(raw: TemplateRaw): Template {
  return {
    id: raw.id,
    templateName: raw.templateName,
    categoryName: raw.category?.name ?? '',
    level: raw.level ?? null,
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    maxParticipants: raw.maxParticipants ?? 1,
  };
}

export function mapTrainer(raw: TrainerRaw): Trainer {
  const image = url(raw.image);
  const thumbnail = url(raw.thumbnail);
  const templates = (raw.templates ?? []).map(mapTemplate);
  const templateIdList = raw.templateIdList ?? templates.map((template) => template.id);
  const productIdList = raw.productIdList ?? [];
  return {
    id: raw.id,
    name: raw.name,
    description: raw.description ?? '',
    email: raw.email ?? '',
    image: firstOf(image, thumbnail) ?? PLACEHOLDER_IMAGE,
    thumbnail: firstOf(thumbnail, image) ?? PLACEHOLDER_IMAGE,
    templateIdList,
    productIdList,
    templates,
    pathToDetail: trainerPath(raw.id, raw.name),
    // "allowsMeeting (has templates)": the embedded templates, or their ids when the list omits them.
    allowsMeeting: templates.length > 0 || templateIdList.length > 0,
    hasProducts: productIdList.length > 0,
  };
}

/**
 * The meeting code is the last non-empty path segment of the room url (query and fragment ignored):
 * `https://meet.example.com/rooms/abc-123?x=1` -> `abc-123`; a bare code is its own code; no path -> null.
 */
export function meetingCodeFromUrl(value: Nullish<string>): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let path = trimmed.split(/[?#]/)[0] ?? '';
  const authority = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/]*/i.exec(path);
  if (authority) path = path.slice(authority[0].length);
  const segments = path.split('/').filter((part) => part !== '');
  const last = segments[segments.length - 1];
  if (last === undefined) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function mapMeeting(raw: MeetingRaw): Meeting {
  return {
    meetingId: raw.meetingId,
    start: raw.start,
    end: raw.end,
    categoryName: raw.category?.name ?? '',
    image: url(raw.image) ?? PLACEHOLDER_IMAGE,
    code: meetingCodeFromUrl(raw.url),
    price: raw.price ?? 0,
    description: raw.description ?? '',
    extraDescription: raw.extraDescription ?? '',
    participants: raw.participants ?? 0,
    maxParticipants: raw.maxParticipants ?? 0,
  };
}

export function mapAvailability(raw: AvailabilityRaw): Availability {
  return {
    dailyScheduleList: (raw.dailyScheduleList ?? []).map((day) => ({
      day: day.day,
      parts: (day.parts ?? []).map((part) => ({
        start: part.start,
        end: part.end,
        meeting: part.meeting ? mapMeeting(part.meeting) : null,
      })),
    })),
  };
}
