/** Pure rules of the home page rows (spec §2 route /: live, recently added, favourites, then the categories). */
import type { Advertisement, CategoryFocus, CollectionCard, Home, ProductCard } from '~/domain';

export type HomeRowKind = 'continue' | 'live' | 'recent' | 'favorites' | 'category';

export interface HomeRow {
  key: string;
  kind: HomeRowKind;
  /** the category's name; null for the fixed rows, whose headings the view translates */
  name: string | null;
  /** "See all" target (the category path); null for the fixed rows */
  path: string | null;
  products: ProductCard[];
  collections: CollectionCard[];
  advertisement: Advertisement | null;
  focus: CategoryFocus;
}

/**
 * The rows in order (after Continue watching, which the home puts first for a signed-in member): live, recently added (only when the club's showAddedRecentlyCategory is on), favourites, then
 * the categories; rows with nothing to show are left out (an advertisement alone does not make a row).
 */
export function homeRows(home: Home, showAddedRecently: boolean): HomeRow[] {
  const rows: HomeRow[] = [
    fixedRow('live', home.live),
    ...(showAddedRecently ? [fixedRow('recent', home.recents)] : []),
    fixedRow('favorites', home.favorites),
    ...home.categoryList.map((c): HomeRow => ({
      key: `category-${c.id}`,
      kind: 'category',
      name: c.name,
      path: c.pathToCategory || null,
      products: c.productList,
      collections: c.collectionList,
      advertisement: c.advertisement,
      focus: c.focus,
    })),
  ];
  return rows.filter((r) => r.products.length > 0 || r.collections.length > 0);
}

/** A row the app makes (its heading translated by the view, no "See all"), of products. */
export function fixedRow(kind: Exclude<HomeRowKind, 'category'>, products: ProductCard[]): HomeRow {
  return {
    key: kind,
    kind,
    name: null,
    path: null,
    products,
    collections: [],
    advertisement: null,
    focus: 'product',
  };
}

/** What a row's rail shows: the category's focus first, the other list when the focused one is empty. */
export function railContent(row: Pick<HomeRow, 'products' | 'collections' | 'focus'>): 'products' | 'collections' {
  if (row.focus === 'collection') return row.collections.length > 0 ? 'collections' : 'products';
  return row.products.length > 0 ? 'products' : 'collections';
}
