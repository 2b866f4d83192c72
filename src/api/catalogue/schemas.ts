/**
 * Catalogue shapes of the first load: products and collections as cards, categories, the home and its slides. What
 * only the lazy operations read (a product's or collection's detail, teams, news, the actions' answers) is in
 * ./schemas.lazy.ts.
 */
import * as z from 'zod/mini';
import { listIn, TeamBadge, optAdvertisement, optBoolean, optImage, optNumber, optString } from '../common/schemas';

export const Price = z.object({ amount: z.number(), currency: optString });
export const LiveSchedule = z.object({ start: z.string(), end: z.string() });

export const Product = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: optString,
  fullTitle: optString,
  thumbnail: optImage,
  thumbnailPortrait: optImage,
  image: optImage,
  imagePortrait: optImage,
  availableInUserPlan: optBoolean,
  favorite: optBoolean,
  price: z.nullish(Price),
  liveSchedule: z.nullish(LiveSchedule),
  homeTeam: z.nullish(TeamBadge),
  awayTeam: z.nullish(TeamBadge),
});

export const productList = z.nullish(z.array(Product));

export const Collection = z.object({
  id: z.number(),
  title: optString,
  subtitle: optString,
  fullTitle: optString,
  type: optString,
  thumbnail: optImage,
  image: optImage,
  numberOfProducts: optNumber,
});

export const CategoryContent = z.object({
  id: z.number(),
  name: z.string(),
  productList: productList,
  collectionList: z.nullish(z.array(Collection)),
  advertising: optAdvertisement,
});

const ProductListBlock = z.nullish(z.object({ productList: productList }));

export const HomeResponse = z.object({
  categoryList: z.array(CategoryContent),
  live: ProductListBlock,
  recents: ProductListBlock,
  favorites: ProductListBlock,
});

export const Slide = z.object({
  id: z.number(),
  title: optString,
  subtitle: optString,
  image: optImage,
  imagePortrait: optImage,
  externalUrl: optString,
  videoUrl: optString,
});
/** spec §7 "Answer: slides"; a bare array (an older reading of the provider) is accepted too. */
export const SlideList = listIn('slides', Slide);

export type ProductRaw = z.infer<typeof Product>;
export type CollectionRaw = z.infer<typeof Collection>;
export type CategoryContentRaw = z.infer<typeof CategoryContent>;
export type HomeResponseRaw = z.infer<typeof HomeResponse>;
export type SlideRaw = z.infer<typeof Slide>;
