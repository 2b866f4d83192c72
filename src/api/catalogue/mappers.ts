/** Catalogue mappers: products, collections, categories, home, slides, teams, news. */
import type {
  Category,
  CollectionCard,
  CollectionDetail,
  Home,
  LikeValue,
  NewsItem,
  ProductCard,
  ProductDetail,
  Slide,
  Team,
} from '../../domain';
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
} from './schemas';
import {
  categoryPath,
  collectionPath,
  newsPath,
  newsPlayPath,
  productPath,
  productPlayPath,
  productTrailerPath,
} from '../paths';
import {
  DEFAULT_CURRENCY,
  PLACEHOLDER_IMAGE,
  firstOf,
  fullTitleOf,
  mapAdvertisement,
  mapTeamRef,
  mapTeamSummary,
  text,
  url,
  link,
  type Nullish,
} from '../common/mappers';

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
  const fullTitle = fullTitleOf(raw);
  const thumbnail = url(raw.thumbnail);
  const image = url(raw.image);
  return {
    id: raw.id,
    title,
    type: raw.type?.toLowerCase() === 'personal' ? 'personal' : 'product',
    subtitle: raw.subtitle ?? '',
    fullTitle,
    thumbnail: firstOf(thumbnail, image) ?? PLACEHOLDER_IMAGE,
    image: firstOf(image, thumbnail) ?? PLACEHOLDER_IMAGE,
    // spec §2: the slug is built from the full title
    pathToDetail: collectionPath(raw.id, fullTitle),
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
    externalUrl: link(raw.externalUrl),
    videoUrl: text(raw.videoUrl),
  };
}

function mapTeamSection(raw: TeamSectionRaw): Team['sectionList'][number] {
  return {
    id: raw.id,
    name: raw.name,
    productList: mapProducts(raw.productList),
    collectionList: (raw.collectionList ?? []).map((collection) => ({
      pathToDetail: collectionPath(collection.id, fullTitleOf(collection)),
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
