// @vitest-environment jsdom
/**
 * The pure collection view (spec §2 collection): banner, title, subtitle, sanitised description, team logos only
 * when there are teams, the product slider (home and away images when both exist), the advertisement modal that is
 * open by itself and closes through `on.closeAd`, a skeleton while loading.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CollectionView } from '~/features/collection/CollectionView';
import type { CollectionVm } from '~/features/collection/useCollection';
import type { CollectionDetail, ProductCard } from '~/domain';
import { teamPath } from '~/api/urls';
import { installLayoutStandIns, renderInRouter as renderAt } from '../support/render';
import { aProductCard } from '../support/vm';

beforeAll(() => installLayoutStandIns({ matchMedia: true, resize: true, intersection: true }));

/** The view at /collection/251, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/collection/251');

const product = (id: number, withTeams = false): ProductCard =>
  aProductCard(id, { title: `Match ${id}`, teams: withTeams });

const detail = (overrides: Partial<CollectionDetail> = {}): CollectionDetail => ({
  id: 251,
  title: 'Beginner path',
  type: 'product',
  subtitle: 'All about climbing',
  fullTitle: 'Beginner path',
  thumbnail: 'https://img.example/c.png',
  image: 'https://img.example/c-big.png',
  pathToDetail: '/collection/251/beginner-path',
  numberOfProducts: 2,
  description: '<p>The <strong>best</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  productList: [product(1, true), product(2)],
  advertisement: null,
  teamList: [],
  ...overrides,
});

const vm = (overrides: Partial<CollectionVm> = {}): CollectionVm => ({
  loading: false,
  failed: false,
  collection: detail(),
  adOpen: false,
  showProductTitles: true,
  ...overrides,
});

describe('CollectionView', () => {
  it('shows a skeleton while loading', async () => {
    await renderInRouter(() => (
      <CollectionView
        vm={vm({ loading: true, collection: null })}
        on={{ closeAd: vi.fn(), failure: { retry: vi.fn() } }}
      />
    ));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('shows title, subtitle, the sanitised description and the products', async () => {
    await renderInRouter(() => <CollectionView vm={vm()} on={{ closeAd: vi.fn(), failure: { retry: vi.fn() } }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Beginner path' })).toBeTruthy();
    expect(screen.getByText('All about climbing')).toBeTruthy();
    expect(document.querySelector('.collection__description strong')?.textContent).toBe('best');
    expect(document.querySelector('.collection__description script, [onerror]')).toBeNull();
    const videos = screen.getByRole('list', { name: 'Videos' });
    expect(within(videos).getAllByRole('listitem')).toHaveLength(2);
    // home and away images when both exist
    expect(videos.querySelectorAll('.thumb__team')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull();
  });

  it('shows the team logos when the collection has teams', async () => {
    const teamList = [1, 2, 3].map((id) => ({
      id,
      name: `Team ${id}`,
      shortName: `T${id}`,
      image: `https://img.example/t${id}.png`,
      pathToDetail: teamPath(id, `Team ${id}`),
    }));
    await renderInRouter(() => (
      <CollectionView
        vm={vm({ collection: detail({ teamList }) })}
        on={{ closeAd: vi.fn(), failure: { retry: vi.fn() } }}
      />
    ));
    const teams = screen.getByRole('list', { name: 'Teams' });
    expect(within(teams).getAllByRole('link')).toHaveLength(3);
  });

  it('opens the advertisement modal by itself and closes it through on.closeAd', async () => {
    const closeAd = vi.fn();
    const advertisement = {
      id: 4904,
      title: 'League sponsor',
      description: '',
      location: 'COLLECTION',
      type: 'image' as const,
      urlRedirect: 'https://example.com/sponsor',
      script: null,
      image: 'https://img.example/ad.png',
    };
    await renderInRouter(() => (
      <CollectionView
        vm={vm({ collection: detail({ advertisement }), adOpen: true })}
        on={{ closeAd, failure: { retry: vi.fn() } }}
      />
    ));
    const dialog = screen.getByRole('dialog', { name: 'League sponsor' });
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe('https://example.com/sponsor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closeAd).toHaveBeenCalledTimes(1);
  });

  it('renders the personal style for a personal collection', async () => {
    await renderInRouter(() => (
      <CollectionView
        vm={vm({ collection: detail({ type: 'personal' }) })}
        on={{ closeAd: vi.fn(), failure: { retry: vi.fn() } }}
      />
    ));
    expect(document.querySelector('.collection--personal')).not.toBeNull();
  });
});
