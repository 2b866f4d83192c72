/** Catalogue shapes: products, collections, categories, home, slides, teams, news, playback reports. */
import * as z from 'zod/mini';
import {
  listIn,
  MediaSource,
  NamedRef,
  TeamBadge,
  TeamSummary,
  optAdvertisement,
  optBoolean,
  optImage,
  optLevel,
  optNumber,
  optString,
} from '../common/schemas';

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

const productList = z.nullish(z.array(Product));

export const ProductDetail = z.extend(Product, {
  description: optString,
  video: z.nullish(MediaSource),
  trailer: z.nullish(MediaSource),
  transcodingId: optString,
  tags: z.nullish(z.array(NamedRef)),
  level: optLevel,
  physicalLevel: optLevel,
  technicalLevel: optLevel,
  mentalLevel: optLevel,
  like: optNumber,
  relatedProducts: productList,
  advertising: optAdvertisement,
});

export const ProductListResponse = z.object({ productList: productList });

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

export const CollectionDetail = z.extend(Collection, {
  description: optString,
  productList: productList,
  advertising: optAdvertisement,
  teamList: z.nullish(z.array(TeamSummary)),
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
/** spec §5 "Answer: slides"; a bare array (an older reading of the provider) is accepted too. */
export const SlideList = listIn('slides', Slide);

export const TeamSection = z.object({
  id: z.number(),
  name: z.string(),
  productList: productList,
  collectionList: z.nullish(z.array(Collection)),
});

export const Team = z.object({
  id: z.number(),
  name: z.string(),
  shortName: optString,
  jerseyHome: optImage,
  jerseyAway: optImage,
  image: optImage,
  sectionList: z.nullish(z.array(TeamSection)),
});
export const TeamList = z.nullish(z.array(Team));

export const News = z.object({
  id: z.number(),
  title: z.string(),
  description: optString,
  image: optImage,
  video: z.nullish(MediaSource),
  publicationDate: optString,
});
export const NewsListResponse = z.object({ newsList: z.nullish(z.array(News)) });

export const VoteResponse = z.object({ productId: optNumber, like: z.number() });
export const FavoriteResponse = z.object({ productId: optNumber, favorite: z.boolean() });
export const VisualizationResponse = z.object({ ok: optBoolean, id: z.number() });

export type ProductRaw = z.infer<typeof Product>;
export type ProductDetailRaw = z.infer<typeof ProductDetail>;
export type CollectionRaw = z.infer<typeof Collection>;
export type CollectionDetailRaw = z.infer<typeof CollectionDetail>;
export type CategoryContentRaw = z.infer<typeof CategoryContent>;
export type HomeResponseRaw = z.infer<typeof HomeResponse>;
export type SlideRaw = z.infer<typeof Slide>;
export type TeamRaw = z.infer<typeof Team>;
export type TeamSectionRaw = z.infer<typeof TeamSection>;
export type NewsRaw = z.infer<typeof News>;
