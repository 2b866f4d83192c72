import { describe, expect, it } from 'vitest';
import { categoryGrids } from '~/features/category/grids';

describe('categoryGrids (spec §2: products if showProducts or not showCollections; collections if showCollections or not showProducts)', () => {
  it.each([
    [false, false, true, true],
    [true, false, true, false],
    [false, true, false, true],
    [true, true, true, true],
  ])('showProducts=%s showCollections=%s -> products %s, collections %s', (sp, sc, products, collections) => {
    expect(categoryGrids({ showProducts: sp, showCollections: sc })).toEqual({ products, collections });
  });

  it('always shows at least one grid', () => {
    for (const sp of [true, false])
      for (const sc of [true, false]) {
        const g = categoryGrids({ showProducts: sp, showCollections: sc });
        expect(g.products || g.collections).toBe(true);
      }
  });
});
