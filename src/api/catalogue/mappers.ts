/**
 * Catalogue mappers of the first load: product and collection cards, categories, the home, slides. A product's and a
 * collection's detail, teams and news are mapped in ./mappers.lazy.ts, with the lazy operations.
 */
import type { Category, CollectionCard, Home, ProductCard, Slide } from '../../domain';
import type { CategoryContentRaw, CollectionRaw, HomeResponseRaw, ProductRaw, SlideRaw } from './schemas';
import { categoryPath, collectionPath, productPath, productPlayPath, productTrailerPath } from '../urls';
import {
  DEFAULT_CURRENCY,
  PLACEHOLDER_IMAGE,
  firstOf,
  fullTitleOf,
  mapAdvertisement,
  mapTeamRef,
  text,
  url,
  link,
  type Nullish,
} from '../common/mappers';

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

/**
 * A product's four images, each with its fallbacks (same orientation first, then the others, then the placeholder).
 * index.html's boot script picks the image it preloads with it too.
 */
export function productImages(
  raw: Pick<ProductRaw, 'thumbnail' | 'thumbnailPortrait' | 'image' | 'imagePortrait'>,
): Pick<ProductCard, 'thumbnail' | 'thumbnailPortrait' | 'image' | 'imagePortrait'> {
  const thumbnail = url(raw.thumbnail);
  const thumbnailPortrait = url(raw.thumbnailPortrait);
  const image = url(raw.image);
  const imagePortrait = url(raw.imagePortrait);
  return {
    thumbnail: firstOf(thumbnail, image, thumbnailPortrait, imagePortrait) ?? PLACEHOLDER_IMAGE,
    thumbnailPortrait: firstOf(thumbnailPortrait, imagePortrait, thumbnail, image) ?? PLACEHOLDER_IMAGE,
    image: firstOf(image, thumbnail, imagePortrait, thumbnailPortrait) ?? PLACEHOLDER_IMAGE,
    imagePortrait: firstOf(imagePortrait, thumbnailPortrait, image, thumbnail) ?? PLACEHOLDER_IMAGE,
  };
}

export function mapProductCard(raw: ProductRaw): ProductCard {
  const fullTitle = fullTitleOf(raw);
  return {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle ?? '',
    fullTitle,
    ...productImages(raw),
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

export function mapProducts(list: Nullish<readonly ProductRaw[]>): ProductCard[] {
  return (list ?? []).map(mapProductCard);
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

/** A slide's two images, each falling back to the other, then to the placeholder (the boot script's preload too). */
export function slideImages(raw: Pick<SlideRaw, 'image' | 'imagePortrait'>): Pick<Slide, 'image' | 'imagePortrait'> {
  const image = url(raw.image);
  const imagePortrait = url(raw.imagePortrait);
  return {
    image: firstOf(image, imagePortrait) ?? PLACEHOLDER_IMAGE,
    imagePortrait: firstOf(imagePortrait, image) ?? PLACEHOLDER_IMAGE,
  };
}

export function mapSlide(raw: SlideRaw): Slide {
  return {
    id: raw.id,
    title: raw.title ?? '',
    subtitle: raw.subtitle ?? '',
    ...slideImages(raw),
    externalUrl: link(raw.externalUrl),
    videoUrl: text(raw.videoUrl),
  };
}
