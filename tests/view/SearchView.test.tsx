// @vitest-environment jsdom
/**
 * The pure search view (spec §2 search?search=): the box sends what is typed, a skeleton while waiting, the results
 * grid, "No product found" for an answered empty search, nothing after a failure.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchView } from '~/features/search/SearchView';
import type { SearchOn, SearchVm } from '~/features/search/useSearch';
import type { ProductCard } from '~/domain';
import { renderInRouter as renderAt } from '../support/render';
import { aProductCard } from '../support/vm';

/** The view at /search, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/search');

const product = (id: number, title: string): ProductCard => aProductCard(id, { title });

const vm = (overrides: Partial<SearchVm> = {}): SearchVm => ({
  text: '',
  busy: false,
  results: [],
  empty: false,
  showTitles: true,
  ...overrides,
});
const on = (): SearchOn => ({ type: vi.fn(), submit: vi.fn() });

describe('SearchView', () => {
  it('sends every change of the box and the submit intent', async () => {
    const handlers = on();
    await renderInRouter(() => <SearchView vm={vm({ text: 'ice' })} on={handlers} />);
    const box = screen.getByRole('searchbox', { name: 'Search videos' }) as HTMLInputElement;
    expect(box.value).toBe('ice');
    fireEvent.change(box, { target: { value: 'ice c' } });
    expect(handlers.type).toHaveBeenCalledWith('ice c');
    fireEvent.submit(box.closest('form')!);
    expect(handlers.submit).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while waiting', async () => {
    await renderInRouter(() => <SearchView vm={vm({ text: 'ice', busy: true })} on={on()} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
  });

  it('lists the results as product links', async () => {
    const results = [product(2014, 'Ice climbing in Chamonix'), product(2028, 'Ice climbing again')];
    await renderInRouter(() => <SearchView vm={vm({ text: 'ice', results })} on={on()} />);
    const list = screen.getByRole('list', { name: 'Results' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Ice climbing in Chamonix/ }).getAttribute('href')).toBe(
      '/product/2014/ice-climbing-in-chamonix',
    );
    expect(screen.queryByText('No product found')).toBeNull();
  });

  it('says "No product found" for an answered empty search, and nothing otherwise', async () => {
    await renderInRouter(() => <SearchView vm={vm({ text: 'zzz', empty: true })} on={on()} />);
    expect(screen.getByText('No product found')).toBeTruthy();
  });

  it('shows neither results nor the empty text after a failure (results cleared)', async () => {
    await renderInRouter(() => <SearchView vm={vm({ text: 'x' })} on={on()} />);
    expect(screen.queryByText('No product found')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
  });
});
