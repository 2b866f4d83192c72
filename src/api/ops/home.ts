/** The home route's operations (its rows and its banner slides): they ship with the first load (DESIGN.md §11). */

import type { Api } from '../client';
import { decode } from '../decode';
import type { Home, Slide } from '../../domain';
import { mapHome, mapSlide } from '../mappers/catalogue';
import * as catalogue from '../schemas/catalogue';
import type { CallInit } from '../types';
import { club, send } from '../call';

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
