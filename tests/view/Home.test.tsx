// @vitest-environment jsdom
/**
 * The pure home views: rows in order with headings, "See all" links to the category path and the category's
 * advertisement; the loading skeleton, the empty state and the failure state with its retry; the banner with its
 * slides (only the active one exposed), arrows, dots, the slide action and the pause/focus callbacks.
 */
import type { ReactNode } from 'react';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeView, useShownRows } from '~/features/home/HomeView';
import type { HomeVm } from '~/features/home/useHome';
import { fixedRow, homeRows } from '~/features/home/rows';
import { BannerView } from '~/features/banner/BannerView';
import type { BannerOn, BannerVm } from '~/features/banner/useBannerCarousel';
import type { Category, ProductCard, Slide } from '~/domain';
import { renderInRouter as renderAt } from '../support/render';
import { aHomeVm, aProductCard } from '../support/vm';

/** The view at /, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/');

const product = (id: number, overrides: Partial<ProductCard> = {}): ProductCard =>
  aProductCard(id, {
    fullTitle: `Product ${id}`,
    thumbnail: `https://img.example/${id}.png`,
    pathToDetail: `/product/${id}/product-${id}`,
    ...overrides,
  });

const category = (id: number, overrides: Partial<Category> = {}): Category => ({
  id,
  name: `Category ${id}`,
  pathToCategory: `/category/${id}/category-${id}?showProducts=true&showCollections=true`,
  productList: [product(id * 10 + 1), product(id * 10 + 2)],
  collectionList: [],
  advertisement: null,
  focus: 'product',
  ...overrides,
});

const baseVm: HomeVm = aHomeVm();

describe('HomeView', () => {
  it('rows in order with headings, See all links and the category advertisement', async () => {
    const rows = homeRows(
      {
        live: [product(1)],
        recents: [product(2)],
        favorites: [product(3, { favorite: true })],
        categoryList: [
          category(401, {
            advertisement: {
              id: 9,
              title: 'Sponsor',
              description: '',
              location: 'CATEGORY',
              type: 'script',
              urlRedirect: null,
              script: '<p>ad</p>',
              image: null,
            },
          }),
          category(402),
        ],
      },
      true,
    );
    await renderInRouter(() => (
      <HomeView vm={{ ...baseVm, rows }} on={{ retry: vi.fn(), removeFromContinue: vi.fn() }} />
    ));
    // rows in hand when the home mounts are all drawn at once
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Live',
        'Recently added',
        'My favourites',
        'Category 401',
        'Category 402',
      ]),
    );
    expect(document.querySelector('.rows')?.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Futbol Base TV' })).toBeTruthy();
    const seeAll = screen.getAllByRole('link', { name: /^See all/ });
    expect(seeAll.map((a) => a.getAttribute('href'))).toEqual([
      '/category/401/category-401?showProducts=true&showCollections=true',
      '/category/402/category-402?showProducts=true&showCollections=true',
    ]);
    expect(seeAll[0]!.textContent).toContain('Category 401');
    const cat = screen.getByRole('region', { name: 'Category 401' });
    await waitFor(() =>
      expect(cat.querySelector('iframe')?.getAttribute('sandbox')).toBe('allow-scripts allow-popups'),
    );
    expect(screen.getByRole('link', { name: 'Product 3, Favourite' })).toBeTruthy();
    // rails are lists named by their row, the first row loads eagerly
    const live = screen.getByRole('list', { name: 'Live' });
    expect(live.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it("rows: the first screen's first, then one more per render; all at once where a scroll position may come back", () => {
    const drawn = (progressive: boolean, mountWith: number, restore = false) => {
      const seen: number[] = [];
      const { rerender } = renderHook(
        ({ total }) => {
          const shown = useShownRows(total, progressive, restore);
          if (seen.at(-1) !== shown) seen.push(shown);
          return shown;
        },
        { initialProps: { total: mountWith } },
      );
      act(() => rerender({ total: 5 }));
      return seen;
    };
    // rows that arrive while the home shows
    expect(drawn(true, 0)).toEqual([0, 1, 2, 3, 4, 5]);
    // a first load, its rows awaited by the loader: the first row with the first paint, then the others
    expect(drawn(true, 5)).toEqual([1, 2, 3, 4, 5]);
    // back on the home with the rows in the cache: all at once, so the scroll position can be restored
    expect(drawn(true, 5, true)).toEqual([5]);
    // TV: every row at once, the remote moves through them from the first press
    expect(drawn(false, 0)).toEqual([0, 5]);
    expect(drawn(false, 5)).toEqual([5]);
  });

  it('rails are measured for their arrows only where a fine pointer can hover', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    let fine = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(hover: hover) and (pointer: fine)' && fine;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
    try {
      const rows = homeRows({ live: [product(1)], recents: [], favorites: [], categoryList: [] }, false);
      await renderInRouter(() => (
        <HomeView vm={{ ...baseVm, rows }} on={{ retry: vi.fn(), removeFromContinue: vi.fn() }} />
      ));
      await screen.findByRole('list', { name: 'Live' });
      // a phone: the arrows never show, nothing is measured
      expect(observed).toEqual([]);
      // a mouse is plugged in: the rail is measured from then on
      fine = true;
      act(() => listeners.forEach((fn) => fn()));
      expect(observed).toContain(screen.getByRole('list', { name: 'Live' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Continue watching: first, without See all, each tile with a remove button for its product', async () => {
    const removeFromContinue = vi.fn();
    const rows = [
      fixedRow('continue', [product(7), product(8)]),
      ...homeRows({ live: [product(1)], recents: [], favorites: [], categoryList: [] }, false),
    ];
    await renderInRouter(() => <HomeView vm={{ ...baseVm, rows }} on={{ retry: vi.fn(), removeFromContinue }} />);
    const first = screen.getAllByTestId('home-row')[0]!;
    expect(first.getAttribute('data-row')).toBe('continue');
    expect(screen.getByRole('heading', { level: 2, name: 'Continue watching' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 8 from Continue watching' }));
    expect(removeFromContinue).toHaveBeenCalledWith(8);
    // the other rows have none
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  });

  it('a skeleton while loading', async () => {
    await renderInRouter(() => (
      <HomeView vm={{ ...baseVm, loading: true }} on={{ retry: vi.fn(), removeFromContinue: vi.fn() }} />
    ));
    expect(document.querySelector('[aria-busy="true"] .skeleton')).not.toBeNull();
  });

  it('the empty state when nothing is there', async () => {
    await renderInRouter(() => (
      <HomeView vm={{ ...baseVm, empty: true }} on={{ retry: vi.fn(), removeFromContinue: vi.fn() }} />
    ));
    expect(await screen.findByText('There is nothing here yet.')).toBeTruthy();
  });

  it('on failure the page keeps the banner and offers a retry', async () => {
    const retry = vi.fn();
    await renderInRouter(() => (
      <HomeView
        vm={{ ...baseVm, failed: true }}
        on={{ retry, removeFromContinue: vi.fn() }}
        banner={<div data-testid="banner-slot" />}
      />
    ));
    expect(screen.getByTestId('banner-slot')).toBeTruthy();
    expect(screen.getByText('Nothing can be shown right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

const slide = (id: number, overrides: Partial<Slide> = {}): Slide => ({
  id,
  title: `Slide ${id}`,
  subtitle: `Sub ${id}`,
  image: `https://img.example/s${id}.png`,
  imagePortrait: `https://img.example/s${id}p.png`,
  externalUrl: null,
  videoUrl: null,
  ...overrides,
});

const bannerOn = (): BannerOn => ({
  next: vi.fn(),
  prev: vi.fn(),
  goTo: vi.fn(),
  pointerEnter: vi.fn(),
  pointerLeave: vi.fn(),
  focusIn: vi.fn(),
  focusOut: vi.fn(),
  playVideo: vi.fn(),
  stopVideo: vi.fn(),
});

describe('BannerView', () => {
  const slides = [
    slide(1),
    slide(2, { externalUrl: 'https://example.com/shop' }),
    slide(3, { videoUrl: 'https://v.example/m.m3u8' }),
  ];
  const vm = (overrides: Partial<BannerVm> = {}): BannerVm => ({
    slides,
    index: 1,
    previous: null,
    playing: true,
    hasControls: true,
    videoSlideId: null,
    restShown: true,
    ...overrides,
  });

  it('exposes only the active slide, with its title and external action in a new tab', async () => {
    await renderInRouter(() => <BannerView vm={vm()} on={bannerOn()} />);
    const active = screen.getByRole('group', { name: '2 of 3: Slide 2' });
    expect(active.getAttribute('aria-hidden')).toBeNull();
    expect(screen.getAllByTestId('banner-slide').filter((s) => s.getAttribute('aria-hidden') === 'true')).toHaveLength(
      2,
    );
    const more = screen.getByRole('link', { name: /Find out more/ });
    expect(more.getAttribute('href')).toBe('https://example.com/shop');
    expect(more.getAttribute('target')).toBe('_blank');
    expect(active.querySelector('source')?.getAttribute('srcset')).toBe('https://img.example/s2p.png');
    expect(screen.getByTestId('banner').getAttribute('data-active-index')).toBe('1');
  });

  it("before the page's first screen is drawn, only the active slide has its image (the largest paint, timed)", async () => {
    await renderInRouter(() => <BannerView vm={vm({ index: 0, restShown: false })} on={bannerOn()} />);
    const pictures = screen.getAllByTestId('banner-slide').map((s) => s.querySelector('img'));
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0]?.getAttribute('elementtiming')).toBe('first-screen');
    expect(pictures.slice(1)).toEqual([null, null]);
  });

  it('arrows and dots call back; the current dot is marked', async () => {
    const on = bannerOn();
    await renderInRouter(() => <BannerView vm={vm()} on={on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(on.next).toHaveBeenCalledOnce();
    expect(on.prev).toHaveBeenCalledOnce();
    expect(on.goTo).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('forwards focus entering and leaving the banner', async () => {
    const on = bannerOn();
    await renderInRouter(() => (
      <>
        <BannerView vm={vm()} on={on} />
        <button type="button">outside</button>
      </>
    ));
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(on.focusIn).toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    expect(on.focusOut).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    expect(on.focusOut).toHaveBeenCalledOnce();
  });

  it('a video slide offers to play it inline', async () => {
    const on = bannerOn();
    await renderInRouter(() => <BannerView vm={vm({ index: 2 })} on={on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(on.playVideo).toHaveBeenCalledWith(3);
  });

  it('no arrows or dots for a single slide', async () => {
    await renderInRouter(() => (
      <BannerView vm={vm({ slides: [slide(1)], index: 0, hasControls: false })} on={bannerOn()} />
    ));
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });
});
