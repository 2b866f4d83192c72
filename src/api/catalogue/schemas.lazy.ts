/**
 * Catalogue shapes only the lazy operations read (./ops.lazy.ts, loaded with their first call): a product's and a
 * collection's detail, teams, news, and the answers of the product actions (vote, favourite, visualisation).
 */
import * as z from 'zod/mini';
import {
  MediaSource,
  NamedRef,
  TeamSummary,
  optAdvertisement,
  optBoolean,
  optImage,
  optLevel,
  optNumber,
  optString,
} from '../common/schemas';
import { Collection, Product, productList } from './schemas';

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

export const CollectionDetail = z.extend(Collection, {
  description: optString,
  productList: productList,
  advertising: optAdvertisement,
  teamList: z.nullish(z.array(TeamSummary)),
});

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

export type ProductDetailRaw = z.infer<typeof ProductDetail>;
export type CollectionDetailRaw = z.infer<typeof CollectionDetail>;
export type TeamRaw = z.infer<typeof Team>;
export type TeamSectionRaw = z.infer<typeof TeamSection>;
export type NewsRaw = z.infer<typeof News>;
