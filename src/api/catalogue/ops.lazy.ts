/**
 * The catalogue operations that load with their first call (./operations.ts 'lazy'): categories, collections,
 * products and their actions, search, news, teams. The home's are in ./ops.eager.ts.
 */

import type { Api } from '../client';
import { decode } from '../decode';
import type {
  Category,
  CollectionDetail,
  LikeValue,
  NewsItem,
  ProductCard,
  ProductDetail,
  Team,
  VisualizationReport,
} from '~/domain';
import { mapCategory, mapProductCard } from './mappers';
import { mapCollectionDetail, mapNews, mapProductDetail, mapTeam } from './mappers.lazy';
import * as cards from './schemas';
import * as catalogue from './schemas.lazy';
import { club, send, type CallInit, type Schemas } from '../call';

export interface VisualizationResult {
  visualizationId: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

export async function getCategoryContent(api: Api, id: number, init?: CallInit): Promise<Category> {
  const op = 'GET /categories/{id}/content';
  const data = await send(op, () =>
    api.client.GET('/categories/{id}/content', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapCategory(decode(op, cards.CategoryContent, data));
}

export async function getProduct(api: Api, id: number, init?: CallInit): Promise<ProductDetail> {
  const op = 'GET /products/{id}';
  const data = await send(op, () =>
    api.client.GET('/products/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapProductDetail(decode(op, catalogue.ProductDetail, data));
}

/** Like 1, dislike -1, none 0; answers the stored vote. */
export async function voteProduct(api: Api, id: number, value: LikeValue, init?: CallInit): Promise<LikeValue> {
  const op = 'PUT /products/{id}/user/like/{value}';
  const data = await send(op, () =>
    api.client.PUT('/products/{id}/user/like/{value}', { params: { path: { id, value }, query: club(api) }, ...init }),
  );
  const like = decode(op, catalogue.VoteResponse, data).like;
  return like === 1 ? 1 : like === -1 ? -1 : 0;
}

/** Answers the stored favourite flag. */
export async function updateFavorite(
  api: Api,
  productId: number,
  isFavorite: boolean,
  init?: CallInit,
): Promise<boolean> {
  const op = 'PUT /products/update-favorite';
  const data = await send(op, () =>
    api.client.PUT('/products/update-favorite', {
      params: { query: club(api) },
      body: { productId, isFavorite },
      ...init,
    }),
  );
  return decode(op, catalogue.FavoriteResponse, data).favorite;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Playback report; completionPercentage is clamped to 0..100 and rounded to 2 decimals (spec §7). */
export async function reportVisualization(
  api: Api,
  productId: number,
  report: VisualizationReport,
  init?: CallInit,
): Promise<VisualizationResult> {
  const op = 'POST /products/{id}/visualizations';
  const body: Schemas['VisualizationRequest'] = {
    duration: nonNegative(report.duration),
    playtime: nonNegative(report.playtime),
    completionPercentage: Math.round(Math.min(100, nonNegative(report.completionPercentage)) * 100) / 100,
    visualizationId: report.visualizationId,
  };
  const data = await send(op, () =>
    api.client.POST('/products/{id}/visualizations', {
      params: { path: { id: productId }, query: club(api) },
      body,
      ...init,
    }),
  );
  return { visualizationId: decode(op, catalogue.VisualizationResponse, data).id };
}

/** Product search; an empty (or blank) query answers [] without a call (the contract needs minLength 1). */
export async function searchProducts(api: Api, query: string, init?: CallInit): Promise<ProductCard[]> {
  const op = 'GET /products/search';
  if (query.trim() === '') return [];
  const data = await send(op, () =>
    api.client.GET('/products/search', { params: { query: { ...club(api), query } }, ...init }),
  );
  return (decode(op, catalogue.ProductListResponse, data).productList ?? []).map(mapProductCard);
}

export async function getCollection(api: Api, id: number, init?: CallInit): Promise<CollectionDetail> {
  const op = 'GET /collections/{id}';
  const data = await send(op, () =>
    api.client.GET('/collections/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapCollectionDetail(decode(op, catalogue.CollectionDetail, data));
}

// ---------------------------------------------------------------------------------------------------------------
// News

export async function listNews(api: Api, init?: CallInit): Promise<NewsItem[]> {
  const op = 'GET /news';
  const data = await send(op, () => api.client.GET('/news', { params: { query: club(api) }, ...init }));
  return (decode(op, catalogue.NewsListResponse, data).newsList ?? []).map(mapNews);
}

export async function getNews(api: Api, id: number, init?: CallInit): Promise<NewsItem> {
  const op = 'GET /news/{id}';
  const data = await send(op, () =>
    api.client.GET('/news/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapNews(decode(op, catalogue.News, data));
}

// ---------------------------------------------------------------------------------------------------------------
// Teams

export async function getTeam(api: Api, id: number, init?: CallInit): Promise<Team> {
  const op = 'GET /team/{id}';
  const data = await send(op, () =>
    api.client.GET('/team/{id}', { params: { path: { id }, query: club(api) }, ...init }),
  );
  return mapTeam(decode(op, catalogue.Team, data));
}

export async function listTeams(api: Api, init?: CallInit): Promise<Team[]> {
  const op = 'GET /team/list';
  const data = await send(op, () => api.client.GET('/team/list', { params: { query: club(api) }, ...init }));
  return (decode(op, catalogue.TeamList, data) ?? []).map(mapTeam);
}
