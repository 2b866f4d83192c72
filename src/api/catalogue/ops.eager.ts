/**
 * The catalogue operations of the first load (./operations.ts 'eager'): the home route's rows and banner slides
 * (docs/performance.md). The rest of the catalogue is in ./ops.lazy.ts.
 */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Home, Slide } from '~/domain';
import { mapHome, mapSlide } from './mappers';
import * as catalogue from './schemas';
import { club, send, type CallInit } from '../call';

export async function getHome(api: Api, init?: CallInit): Promise<Home> {
  const op = 'GET /products/home';
  const data = await send(op, () => api.client.GET('/products/home', { params: { query: club(api) }, ...init }));
  return mapHome(decode(op, catalogue.HomeResponse, data));
}

export async function listSlides(api: Api, init?: CallInit): Promise<Slide[]> {
  const op = 'GET /slider/list';
  const data = await send(op, () => api.client.GET('/slider/list', { params: { query: club(api) }, ...init }));
  return decode(op, catalogue.SlideList, data).map(mapSlide);
}
