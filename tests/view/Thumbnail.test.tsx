// @vitest-environment jsdom
/**
 * The thumbnail family and its companions: links to the detail path with the title as accessible name (shown or
 * not), badges with text alternatives (spec §4), the live pill, home and away teams, lazy images with a 1000px
 * margin (eager with `priority`), dominant-colour overlays (and silence when the colour fails), the skeleton grid
 * (20 items by default), the empty state and the advertisements (image in a new tab, script sandboxed).
 */
import type { ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  Advertisement,
  CollectionThumbnail,
  EmptyState,
  KeptPositionsContext,
  NewsThumbnail,
  ProductThumbnail,
  SkeletonGrid,
  TeamThumbnail,
  ThumbnailGrid,
  TrainerThumbnail,
} from '~/components/thumbnail';
import type { CollectionCard, ProductCard, Trainer } from '~/domain';
import { renderInRouter as renderAt } from '../support/render';
import { markFirstScreenDrawn } from '~/performance/firstScreen';

// long after the app's first screen: every thumbnail's image loads when near the viewport (tests/view/FirstScreen.test.tsx)
beforeAll(markFirstScreenDrawn);

const colour = vi.hoisted(() => ({ fail: false }));
vi.mock('~/components/thumbnail/averageColor', () => ({
  averageColor: () => (colour.fail ? Promise.reject(new Error('tainted')) : Promise.resolve([10, 20, 30])),
}));

afterEach(() => {
  colour.fail = false;
  vi.unstubAllGlobals();
});

/** IntersectionObserver replaced by one that records each observer (its callback and options) and never reports. */
function stubIntersectionObserver() {
  const observers: Array<{ cb: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ cb, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

/** The view at /, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/');

const product = (overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: 4004,
  title: 'Derby',
  subtitle: 'Final',
  fullTitle: 'Derby final',
  thumbnail: 'https://img.example/t.png',
  thumbnailPortrait: 'https://img.example/tp.png',
  image: 'https://img.example/i.png',
  imagePortrait: 'https://img.example/ip.png',
  pathToPlay: '/product/4004/play',
  pathToTrailer: '/product/4004/trailer',
  pathToDetail: '/product/4004/derby-final',
  liveSchedule: null,
  available: true,
  favorite: false,
  rentalPrice: null,
  currency: 'EUR',
  homeTeam: null,
  awayTeam: null,
  ...overrides,
});

describe('ProductThumbnail', () => {
  it('links to the detail path with the title as accessible name, title shown when asked', async () => {
    await renderInRouter(() => <ProductThumbnail product={product()} showTitle />);
    const link = await screen.findByRole('link', { name: 'Derby final' });
    expect(link.getAttribute('href')).toBe('/product/4004/derby-final');
    expect(link.querySelector('.thumb__title')?.textContent).toBe('Derby');
    expect(link.querySelector('.thumb__subtitle')?.textContent).toBe('Final');
    expect(link.className).toContain('thumb--standard');
  });

  it('a product with a kept position shows how far the member got: a progressbar, also said in its name', async () => {
    const kept = {
      continueIds: [],
      progressOf: (id: number) => (id === 4004 ? 40 : null),
      resumeAt: () => 0,
      forget() {},
      continueRow: () => [],
    };
    await renderInRouter(() => (
      <KeptPositionsContext value={kept}>
        <ProductThumbnail product={product()} showTitle />
        <ProductThumbnail product={product({ id: 4005, pathToDetail: '/product/4005/x' })} showTitle />
      </KeptPositionsContext>
    ));
    const link = await screen.findByRole('link', { name: 'Derby final, 40% watched' });
    const bar = link.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-label')).toBe('40% watched');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('keeps the title only in the accessible name when not shown', async () => {
    await renderInRouter(() => <ProductThumbnail product={product()} showTitle={false} />);
    const link = await screen.findByRole('link', { name: 'Derby final' });
    expect(link.textContent).not.toContain('Derby final');
  });

  it('badges: favourite and rental, with text alternatives', async () => {
    await renderInRouter(() => (
      <ProductThumbnail product={product({ rentalPrice: 3.99, available: false })} favorite showTitle />
    ));
    const link = await screen.findByRole('link', { name: 'Derby final, Favourite, Available to rent' });
    expect(link.querySelector('[data-badge="favorite"]')?.getAttribute('title')).toBe('Favourite');
    expect(link.querySelector('[data-badge="rental"]')).not.toBeNull();
    expect(link.querySelector('[data-badge="locked"]')).toBeNull();
  });

  it('a locked badge when not available and not for rent', async () => {
    await renderInRouter(() => <ProductThumbnail product={product({ available: false })} showTitle />);
    const link = await screen.findByRole('link', { name: 'Derby final, Not included in your plan' });
    expect(link.querySelector('[data-badge="locked"]')).not.toBeNull();
  });

  it('a Live pill while on air, the start date before', async () => {
    const now = Date.parse('2026-01-01T11:00:00Z');
    const live = { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z' };
    const later = { start: '2026-01-02T10:00:00Z', end: '2026-01-02T12:00:00Z' };
    await renderInRouter(() => (
      <>
        <ProductThumbnail
          product={product({ id: 1, liveSchedule: live, pathToDetail: '/product/1' })}
          showTitle
          now={now}
        />
        <ProductThumbnail
          product={product({ id: 2, liveSchedule: later, pathToDetail: '/product/2' })}
          showTitle
          now={now}
        />
      </>
    ));
    const onAir = await screen.findByRole('link', { name: 'Derby final, Live' });
    expect(onAir.querySelector('.thumb__pill--live')?.textContent).toBe('Live');
    const upcoming = screen.getAllByRole('link')[1]!;
    expect(upcoming.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-02T10:00:00.000Z');
  });

  it('home and away team images when both exist', async () => {
    await renderInRouter(() => (
      <ProductThumbnail
        product={product({
          homeTeam: { image: 'https://img.example/h.png' },
          awayTeam: { image: 'https://img.example/a.png' },
        })}
        showTitle
      />
    ));
    const link = await screen.findByRole('link');
    const imgs = [...link.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(imgs).toEqual(['https://img.example/h.png', 'https://img.example/a.png']);
  });

  it('portrait style uses the portrait thumbnail', async () => {
    await renderInRouter(() => <ProductThumbnail product={product()} style="portrait" showTitle priority />);
    const link = await screen.findByRole('link');
    expect(link.className).toContain('thumb--portrait');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('https://img.example/tp.png');
    expect(link.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('loads lazily with a 1000px margin, eagerly with priority', async () => {
    const observers = stubIntersectionObserver();
    await renderInRouter(() => (
      <>
        <ProductThumbnail product={product({ id: 1, pathToDetail: '/product/1' })} showTitle />
        <ProductThumbnail product={product({ id: 2, pathToDetail: '/product/2' })} showTitle priority />
      </>
    ));
    const [lazy, eager] = await screen.findAllByRole('link');
    expect(lazy!.querySelector('img')).toBeNull();
    expect(eager!.querySelector('img')).not.toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('1000px');
    await act(async () => {
      observers[0]!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(lazy!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('sets the 25/50/75 % overlays from the dominant colour', async () => {
    await renderInRouter(() => <ProductThumbnail product={product()} showTitle />);
    const link = await screen.findByRole('link');
    await waitFor(() => expect(link.style.getPropertyValue('--thumb-overlay-50')).toBe('rgb(10 20 30 / 0.5)'));
    expect(link.style.getPropertyValue('--thumb-overlay-25')).toBe('rgb(10 20 30 / 0.25)');
    expect(link.style.getPropertyValue('--thumb-overlay-75')).toBe('rgb(10 20 30 / 0.75)');
  });

  it('keeps the default overlay silently when the colour cannot be computed', async () => {
    colour.fail = true;
    await renderInRouter(() => <ProductThumbnail product={product()} showTitle />);
    const link = await screen.findByRole('link');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(link.style.getPropertyValue('--thumb-overlay-50')).toBe('');
  });
});

describe('other thumbnails', () => {
  const collection = (overrides: Partial<CollectionCard> = {}): CollectionCard => ({
    id: 451,
    title: 'Cup',
    type: 'product',
    subtitle: '',
    fullTitle: 'Cup 2026',
    thumbnail: 'https://img.example/c.png',
    image: 'https://img.example/cb.png',
    pathToDetail: '/collection/451/cup',
    numberOfProducts: 3,
    ...overrides,
  });
  const trainer = {
    id: 11,
    name: 'Ana',
    thumbnail: 'https://img.example/ana.png',
    image: '',
    pathToDetail: '/trainers/11/ana',
  } as Trainer;

  it('collections are portrait, personal ones profile', async () => {
    await renderInRouter(() => (
      <>
        <CollectionThumbnail collection={collection()} showTitle={false} />
        <CollectionThumbnail
          collection={collection({ id: 2, type: 'personal', pathToDetail: '/collection/2/x' })}
          showTitle
        />
      </>
    ));
    const [a, b] = await screen.findAllByRole('link');
    expect(a!.className).toContain('thumb--portrait');
    expect(a!.getAttribute('href')).toBe('/collection/451/cup');
    expect(a!.querySelector('img')?.getAttribute('src')).toBe('https://img.example/c.png');
    expect(b!.className).toContain('thumb--profile');
  });

  it('news, team and trainer tiles', async () => {
    await renderInRouter(() => (
      <>
        <NewsThumbnail
          news={{
            id: 1,
            title: 'News',
            description: '',
            image: 'n.png',
            video: null,
            publicationDate: '',
            pathToDetail: '/magazine/1/news',
            pathToPlay: null,
          }}
          showTitle
        />
        <TeamThumbnail
          team={{ id: 601, name: 'Red Bulls', shortName: 'RB', image: 'rb.png', pathToDetail: '/teams/601/red-bulls' }}
        />
        <TrainerThumbnail trainer={trainer} showTitle={false} />
      </>
    ));
    expect((await screen.findByRole('link', { name: 'News' })).getAttribute('href')).toBe('/magazine/1/news');
    const team = screen.getByRole('link', { name: 'Red Bulls' });
    expect(team.className).toContain('thumb--profile');
    expect(team.textContent).toContain('Red Bulls');
    expect(screen.getByRole('link', { name: 'Ana' }).getAttribute('href')).toBe('/trainers/11/ana');
  });

  it('a grid wraps each thumbnail in a list item with the size class of its style', async () => {
    await renderInRouter(() => (
      <ThumbnailGrid style="portrait" label="Collections">
        {[<CollectionThumbnail key="a" collection={collection()} showTitle />]}
      </ThumbnailGrid>
    ));
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(list.className).toContain('tgrid--sm');
    expect(list.querySelectorAll('li')).toHaveLength(1);
  });
});

describe('SkeletonGrid, EmptyState, Advertisement', () => {
  it('20 placeholders by default, busy and labelled', async () => {
    await renderInRouter(() => <SkeletonGrid />);
    const status = await screen.findByRole('status', { name: 'Loading' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(20);
    expect(status.querySelector('.tgrid--md')).not.toBeNull();
  });

  it('the skeleton follows the style geometry and count', async () => {
    await renderInRouter(() => <SkeletonGrid count={5} style="profile" />);
    const items = await screen.findAllByTestId('skeleton-item');
    expect(items).toHaveLength(5);
    expect(items[0]!.className).toContain('skeleton--profile');
  });

  it('an empty state: icon, the sentence and the next action', async () => {
    await renderInRouter(() => <EmptyState action={<a href="/">Go home</a>} />);
    expect(await screen.findByText('There is nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
  });

  const ad = {
    id: 1,
    title: 'Sponsor',
    description: '',
    location: 'CATEGORY',
    urlRedirect: 'https://example.com/sponsor',
    script: '<p>ad</p><script>1</script>',
    image: 'https://img.example/ad.png',
  };

  it('an image ad opens its redirect in a new tab', async () => {
    await renderInRouter(() => <Advertisement ad={{ ...ad, type: 'image' }} />);
    const region = await screen.findByRole('complementary', { name: 'Advertisement' });
    const link = region.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/sponsor');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(region.querySelector('img')?.getAttribute('alt')).toBe('Sponsor');
  });

  it("a script ad's frame is made only near the viewport, in its box's place", async () => {
    const observers = stubIntersectionObserver();
    await renderInRouter(() => <Advertisement ad={{ ...ad, type: 'script' }} />);
    const region = await screen.findByRole('complementary', { name: 'Advertisement' });
    // far from the viewport: an empty box of the frame's size, no frame (no document made, nothing loaded)
    expect(region.querySelector('iframe')).toBeNull();
    expect(region.querySelector('[data-ad-frame-pending]')?.className).toBe('ad__frame');
    await act(async () => {
      observers[0]!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    await waitFor(() => expect(region.querySelector('iframe')?.className).toBe('ad__frame'));
    expect(region.querySelector('[data-ad-frame-pending]')).toBeNull();
  });

  it('a script ad runs only in a sandboxed frame, never same-origin', async () => {
    await renderInRouter(() => <Advertisement ad={{ ...ad, type: 'script' }} />);
    const region = await screen.findByRole('complementary', { name: 'Advertisement' });
    // the frame is made in an idle period once near the viewport (src/components/ScriptAdFrame.tsx)
    const frame = await waitFor(() => {
      const made = region.querySelector('iframe');
      expect(made).not.toBeNull();
      return made!;
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    // the ad's own frame page with the HTML in the fragment (a srcdoc frame would inherit the app's CSP)
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(frame.getAttribute('src')).toBe(`/ad-frame.html?scheme=light#${encodeURIComponent(ad.script!)}`);
    expect(frame.getAttribute('title')).toBe('Advertisement: Sponsor');
  });

  it('no ad, nothing rendered', async () => {
    await renderInRouter(() => (
      <div data-testid="host">
        <Advertisement ad={null} />
        <Advertisement ad={{ ...ad, type: 'script', script: null }} />
      </div>
    ));
    expect((await screen.findByTestId('host')).children).toHaveLength(0);
  });
});
