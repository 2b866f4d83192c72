// @vitest-environment jsdom
/**
 * The pure magazine view (spec §2 magazine): latest news and novelties with badges and DD/MM/YYYY dates linking to
 * their detail paths, the rest in the news slider, the empty state, the failure notice, and the item's dialog
 * (sanitised description, "Play video" only with a video, close reported).
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MagazineView } from '~/features/magazine/MagazineView';
import { splitNews } from '~/features/magazine/magazine';
import type { MagazineOn, MagazineVm } from '~/features/magazine/useMagazine';
import type { NewsItem } from '~/domain';
import { newsPath, newsPlayPath } from '~/api/urls';
import { renderInRouter as renderAt } from '../support/render';
import { expectAttr } from '../support/vm';

const item = (i: number, video = false): NewsItem => ({
  id: 200 + i,
  title: `News ${i}: story`,
  description: `<p>Body of <strong>news ${i}</strong></p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">`,
  image: `https://img.example/news-${i}.png`,
  video: video ? 'https://media.example/vod.m3u8' : null,
  publicationDate: '2026-03-07T12:00:00',
  pathToDetail: newsPath(200 + i, `News ${i}: story`),
  pathToPlay: video ? newsPlayPath(200 + i) : null,
});

const vmOf = (items: NewsItem[], overrides: Partial<MagazineVm> = {}): MagazineVm => ({
  ...splitNews(items),
  loading: false,
  failed: false,
  empty: items.length === 0,
  showTitles: true,
  selected: null,
  dialogOpen: false,
  selectedLoading: false,
  more: false,
  ...overrides,
});

/** The view at /magazine, in a router. */
async function renderInRouter(ui: () => ReactNode) {
  await renderAt(ui, '/magazine');
  await screen.findByRole('heading', { level: 1, name: 'Magazine' });
}

const on = (): MagazineOn => ({ closeDialog: vi.fn(), showMore: vi.fn() });

describe('MagazineView', () => {
  it('badges the latest news and four novelties, and slides the rest', async () => {
    const items = Array.from({ length: 12 }, (_, i) => item(i + 1));
    await renderInRouter(() => <MagazineView vm={vmOf(items)} on={on()} />);
    const featured = screen.getByRole('region', { name: 'Featured news' });
    const cards = within(featured).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards[0]?.textContent).toContain('Latest news');
    expect(cards[0]?.textContent).toContain('News 1: story');
    expect(cards[0]?.textContent).toContain('07/03/2026');
    for (const card of cards.slice(1)) expect(card?.textContent).toContain('Novelty');
    expectAttr(within(cards[0] as HTMLElement).getByRole('link'), 'href', '/magazine/201/news-1%3A-story');
    const slider = screen.getByRole('region', { name: 'News' });
    const slides = within(slider).getAllByRole('link');
    expect(slides).toHaveLength(7);
    expectAttr(slides[0], 'href', '/magazine/206/news-6%3A-story');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no slider with five items or fewer', async () => {
    await renderInRouter(() => <MagazineView vm={vmOf([item(1), item(2), item(3)])} on={on()} />);
    expect(within(screen.getByRole('region', { name: 'Featured news' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
  });

  it('shows the empty state for an empty list', async () => {
    await renderInRouter(() => <MagazineView vm={vmOf([])} on={on()} />);
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured news' })).toBeNull();
  });

  it('shows the Spanish failure text on error', async () => {
    await renderInRouter(() => <MagazineView vm={vmOf([], { failed: true, empty: false })} on={on()} />);
    expect(screen.getByRole('alert')?.textContent).toContain('No se han podido obtener las noticias');
  });

  it('opens the item dialog with date, sanitised description and the play link; close is reported', async () => {
    const items = [item(1, true), item(2)];
    const handlers = on();
    await renderInRouter(() => (
      <MagazineView vm={vmOf(items, { selected: items[0] ?? null, dialogOpen: true })} on={handlers} />
    ));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'News 1: story' })).toBeTruthy();
    // the detail's code (with the sanitiser) loads with the first item opened
    await within(dialog).findByText('07/03/2026');
    expect(dialog?.textContent).toContain('07/03/2026');
    expect(dialog?.textContent).toContain('Body of news 1');
    expect(dialog.querySelector('strong')).not.toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expectAttr(within(dialog).getByRole('link', { name: 'Play video' }), 'href', '/magazine/201/play');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(handlers.closeDialog).toHaveBeenCalledTimes(1);
  });

  it('has no play link for an item without video, and a spinner while the item loads', async () => {
    const items = [item(1), item(2)];
    await renderInRouter(() => (
      <MagazineView vm={vmOf(items, { selected: items[1] ?? null, dialogOpen: true })} on={on()} />
    ));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('07/03/2026');
    expect(within(dialog).queryByRole('link', { name: 'Play video' })).toBeNull();
  });

  it('shows a spinner in the dialog while the item loads', async () => {
    await renderInRouter(() => (
      <MagazineView vm={vmOf([], { loading: true, empty: false, dialogOpen: true, selectedLoading: true })} on={on()} />
    ));
    expect(within(screen.getByRole('dialog')).getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
