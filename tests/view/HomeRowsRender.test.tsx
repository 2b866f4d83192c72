// @vitest-environment jsdom
/**
 * The home's rows drawn one per transition render each row once: a transition that adds a row must not
 * render the rows drawn before it again (their tiles and links), which made 36 row renders of 8 rows.
 */
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '~/domain';
import { HomeView } from '~/features/home/HomeView';
import { homeRows, type HomeRow } from '~/features/home/rows';
import { renderInRouter } from '../support/render';
import { aHomeVm, aProductCard } from '../support/vm';
import type * as Thumbnails from '~/components/thumbnail';

const renders = vi.hoisted(() => new Map<number, number>());

vi.mock('~/components/thumbnail', async (importOriginal) => {
  const actual = await importOriginal<typeof Thumbnails>();
  return {
    ...actual,
    ProductThumbnail: (props: Parameters<typeof actual.ProductThumbnail>[0]) => {
      renders.set(props.product.id, (renders.get(props.product.id) ?? 0) + 1);
      return <actual.ProductThumbnail {...props} />;
    },
  };
});

const product = (id: number): ProductCard =>
  aProductCard(id, { fullTitle: `Product ${id}`, pathToDetail: `/product/${id}/product-${id}` });

describe('HomeView rows', () => {
  it('a row drawn once is not rendered again when the next one is drawn', async () => {
    let arrive: (rows: HomeRow[]) => void = () => {};
    function Home() {
      const [rows, setRows] = useState<HomeRow[]>([]);
      arrive = setRows;
      return <HomeView vm={aHomeVm({ rows })} on={{ retry: () => {}, removeFromContinue: () => {} }} />;
    }
    await renderInRouter(() => <Home />);
    const rows = homeRows(
      {
        live: [product(1), product(2)],
        recents: [product(3), product(4)],
        favorites: [product(5), product(6)],
        categoryList: [
          {
            id: 401,
            name: 'Category 401',
            pathToCategory: '/category/401/category-401',
            productList: [product(7), product(8)],
            collectionList: [],
            advertisement: null,
            focus: 'product',
          },
        ],
      },
      true,
    );
    expect(rows).toHaveLength(4);
    act(() => arrive(rows));
    // drawn one per transition: the first row at once, the others after it
    await waitFor(() => expect(screen.getAllByTestId('home-row')).toHaveLength(4));
    // every tile rendered as often as a tile of the last row drawn (once, twice under StrictMode), not once more for
    // each row drawn after its own
    const last = renders.get(8)!;
    expect(last).toBeGreaterThan(0);
    expect([...renders.values()]).toEqual(Array(8).fill(last));
  });
});
