/**
 * Which grids a category page shows (spec §2 category/{categoryId}): the products grid if showProducts or not
 * showCollections; the collections grid if showCollections or not showProducts. So no flag (or both) shows both.
 */
export interface CategoryGridFlags {
  showProducts: boolean;
  showCollections: boolean;
}

export function categoryGrids({ showProducts, showCollections }: CategoryGridFlags): {
  products: boolean;
  collections: boolean;
} {
  return { products: showProducts || !showCollections, collections: showCollections || !showProducts };
}
