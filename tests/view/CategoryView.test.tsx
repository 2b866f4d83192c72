// @vitest-environment jsdom
/**
 * The pure category view (spec §2 category): skeleton while loading (and after a failure), the name as heading,
 * the advertisement, a standard product grid and a portrait collection grid (profile for personal), empty state.
 */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryView } from '~/features/category/CategoryView';
import type { CategoryVm } from '~/features/category/useCategory';
import type { CollectionCard, ProductCard } from '~/domain';
import { collectionPath } from '~/api/urls';
import { renderInRouter as renderAt } from '../support/render';
import { aProductCard } from '../support/vm';

/** The view at /category/202, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/category/202');

const product = (id: number): ProductCard => aProductCard(id, { title: `Video ${id}` });

const collection = (id: number, type: CollectionCard['type'] = 'product'): CollectionCard => ({
  id,
  title: `Collection ${id}`,
  type,
  subtitle: '',
  fullTitle: `Collection ${id}`,
  thumbnail: `https://img.example/c${id}.png`,
  image: `https://img.example/c${id}-big.png`,
  pathToDetail: collectionPath(id, `Collection ${id}`),
  numberOfProducts: 3,
});

const vm = (overrides: Partial<CategoryVm> = {}): CategoryVm => ({
  loading: false,
  name: 'Courses',
  advertisement: null,
  products: [product(1), product(2)],
  collections: [collection(51), collection(53, 'personal')],
  empty: false,
  showProductTitles: true,
  showCollectionTitles: true,
  ...overrides,
});

describe('CategoryView', () => {
  it('shows only a skeleton while loading', async () => {
    await renderInRouter(() => <CategoryView vm={vm({ loading: true, products: null, collections: null })} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('heads with the name, lists products (standard) and collections (portrait, profile for personal)', async () => {
    await renderInRouter(() => <CategoryView vm={vm()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    const videos = screen.getByRole('list', { name: 'Videos' });
    expect(videos.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(videos.querySelectorAll('.thumb--standard')).toHaveLength(2);
    const cols = screen.getByRole('list', { name: 'Collections' });
    expect(cols.querySelectorAll('.thumb--portrait')).toHaveLength(1);
    expect(cols.querySelectorAll('.thumb--profile')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Collection 51/ }).getAttribute('href')).toBe(
      '/collection/51/collection-51',
    );
  });

  it('leaves out a grid that is not shown', async () => {
    await renderInRouter(() => <CategoryView vm={vm({ collections: null })} />);
    expect(screen.getByRole('list', { name: 'Videos' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Collections' })).toBeNull();
  });

  it('shows the advertisement banner', async () => {
    const advertisement = {
      id: 9,
      title: 'Sponsor',
      description: '',
      location: 'CATEGORY',
      type: 'image' as const,
      urlRedirect: 'https://example.com/sponsor',
      script: null,
      image: 'https://img.example/ad.png',
    };
    await renderInRouter(() => <CategoryView vm={vm({ advertisement })} />);
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(ad.querySelector('a')?.getAttribute('href')).toBe('https://example.com/sponsor');
  });

  it('shows the empty state when there is nothing to show', async () => {
    await renderInRouter(() => <CategoryView vm={vm({ products: [], collections: [], empty: true })} />);
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Videos' })).toBeNull();
  });
});
