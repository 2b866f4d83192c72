/** The home rows (spec §2 route /): order, the recently-added switch, empty rows left out, the rail's content. */
import { describe, expect, it } from 'vitest';
import { homeRows, railContent } from '~/features/home/rows';
import type { Category, CollectionCard, Home, ProductCard } from '~/domain';

const product = (id: number): ProductCard => ({
  id,
  title: `P${id}`,
  subtitle: '',
  fullTitle: `P${id}`,
  thumbnail: '',
  thumbnailPortrait: '',
  image: '',
  imagePortrait: '',
  pathToPlay: '',
  pathToTrailer: '',
  pathToDetail: `/product/${id}/p${id}`,
  liveSchedule: null,
  available: true,
  favorite: false,
  rentalPrice: null,
  currency: 'EUR',
  homeTeam: null,
  awayTeam: null,
});

const collection = (id: number): CollectionCard => ({
  id,
  title: `C${id}`,
  type: 'product',
  subtitle: '',
  fullTitle: `C${id}`,
  thumbnail: '',
  image: '',
  pathToDetail: `/collection/${id}/c${id}`,
  numberOfProducts: 1,
});

const category = (id: number, overrides: Partial<Category> = {}): Category => ({
  id,
  name: `Cat ${id}`,
  pathToCategory: `/category/${id}/cat-${id}?showProducts=true&showCollections=true`,
  productList: [product(id * 10)],
  collectionList: [],
  advertisement: null,
  focus: 'product',
  ...overrides,
});

const home = (overrides: Partial<Home> = {}): Home => ({
  live: [product(1)],
  recents: [product(2)],
  favorites: [product(3)],
  categoryList: [category(401), category(402)],
  ...overrides,
});

describe('homeRows', () => {
  it('live, recently added, favourites, then the categories in their order', () => {
    const rows = homeRows(home(), true);
    expect(rows.map((r) => r.key)).toEqual(['live', 'recent', 'favorites', 'category-401', 'category-402']);
    expect(rows.map((r) => r.kind)).toEqual(['live', 'recent', 'favorites', 'category', 'category']);
  });
  it('recently added only when the club switch is on', () => {
    expect(homeRows(home(), false).map((r) => r.key)).toEqual(['live', 'favorites', 'category-401', 'category-402']);
  });
  it('fixed rows have no "See all" target; categories link to their path', () => {
    const rows = homeRows(home(), true);
    expect(rows.slice(0, 3).map((r) => r.path)).toEqual([null, null, null]);
    expect(rows[3]!.path).toBe('/category/401/cat-401?showProducts=true&showCollections=true');
    expect(rows[3]!.name).toBe('Cat 401');
  });
  it('leaves out rows with nothing to show, even with an advertisement', () => {
    const ad = {
      id: 1,
      title: 'Ad',
      description: '',
      location: 'CATEGORY',
      type: 'image' as const,
      urlRedirect: null,
      script: null,
      image: 'x',
    };
    const rows = homeRows(
      home({
        live: [],
        favorites: [],
        categoryList: [
          category(406, { productList: [], advertisement: ad }),
          category(403, { productList: [], collectionList: [collection(1)] }),
        ],
      }),
      true,
    );
    expect(rows.map((r) => r.key)).toEqual(['recent', 'category-403']);
  });
  it('nothing at all gives no rows', () => {
    expect(homeRows({ live: [], recents: [], favorites: [], categoryList: [] }, true)).toEqual([]);
  });
  it('keeps the category advertisement on its row', () => {
    const ad = {
      id: 2,
      title: '',
      description: '',
      location: '',
      type: 'script' as const,
      urlRedirect: null,
      script: '<p>x</p>',
      image: null,
    };
    expect(homeRows(home({ categoryList: [category(401, { advertisement: ad })] }), false)[2]!.advertisement).toBe(ad);
  });
});

describe('railContent', () => {
  it('the focus first, the other list when the focused one is empty', () => {
    expect(railContent({ focus: 'product', products: [product(1)], collections: [collection(1)] })).toBe('products');
    expect(railContent({ focus: 'collection', products: [product(1)], collections: [collection(1)] })).toBe(
      'collections',
    );
    expect(railContent({ focus: 'collection', products: [product(1)], collections: [] })).toBe('products');
    expect(railContent({ focus: 'product', products: [], collections: [collection(1)] })).toBe('collections');
  });
});
