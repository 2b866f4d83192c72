/**
 * Catalogue mappers only the lazy operations use (./ops.lazy.ts, loaded with their first call): a product's and a
 * collection's detail, teams, news.
 */
import type { CollectionDetail, LikeValue, NewsItem, ProductDetail, Team } from '~/domain';
import type { CollectionDetailRaw, NewsRaw, ProductDetailRaw, TeamRaw, TeamSectionRaw } from './schemas.lazy';
import { collectionPath, newsPath, newsPlayPath } from '../urls';
import {
  PLACEHOLDER_IMAGE,
  fullTitleOf,
  mapAdvertisement,
  mapTeamSummary,
  text,
  url,
  type Nullish,
} from '../common/mappers';
import { mapCollectionCard, mapProductCard, mapProducts } from './mappers';

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

export function mapCollectionDetail(raw: CollectionDetailRaw): CollectionDetail {
  return {
    ...mapCollectionCard(raw),
    description: raw.description ?? '',
    productList: mapProducts(raw.productList),
    advertisement: mapAdvertisement(raw.advertising),
    teamList: (raw.teamList ?? []).map(mapTeamSummary),
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
