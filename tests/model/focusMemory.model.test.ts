/**
 * Model-based tests of the TV focus memory: paths generated over pages entered (a new page, a page again by its
 * history entry, the same address through a new entry), focus moves in regions and pages left with their scroll,
 * replayed on a real actor; after each path an oracle written from the rules (per page: the region last focused and
 * the scroll; per region: its last element; a page seen again finds what was left there) says what must be recalled.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  focusMemoryMachine,
  MAX_PAGES,
  type FocusMemoryEvent,
  type PageFocusMemory,
} from '~machines/tv/focusMemoryMachine';
import * as sel from '~machines/tv/focusMemory.selectors';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

/** The oracle: what a member left on each page, followed event by event without the machine. */
function oracle(events: FocusMemoryEvent[]) {
  const pages = new Map<string, PageFocusMemory>();
  const lastEntryOf = new Map<string, string>();
  let page: string | null = null;
  let left = false;
  for (const e of events) {
    if (e.type === 'page.entered') {
      if (!pages.has(e.page)) {
        const seen = lastEntryOf.get(e.href);
        const was = seen ? pages.get(seen) : undefined;
        pages.set(e.page, was ? structuredClone(was) : { region: null, regions: {}, scrollY: 0 });
      }
      lastEntryOf.set(e.href, e.page);
      page = e.page;
      left = false;
    } else if (page !== null) {
      const m = pages.get(page)!;
      // once the page is left, nothing more is remembered of it until the next page
      if (left) continue;
      if (e.type === 'focus.moved') {
        m.region = e.region;
        m.regions[e.region] = e.index;
      } else {
        m.scrollY = e.scrollY;
        left = true;
      }
    }
  }
  return { pages, page };
}

modelSuite({
  name: 'focusMemory',
  machine: focusMemoryMachine,
  events: {
    'page.entered': [
      { type: 'page.entered', page: 'home-1', href: '/' },
      { type: 'page.entered', page: 'product-1', href: '/product/7' },
      // the home again through a new history entry (a link to it rather than Back)
      { type: 'page.entered', page: 'home-2', href: '/' },
    ],
    'focus.moved': [
      { type: 'focus.moved', region: 'home-live', index: 0 },
      { type: 'focus.moved', region: 'home-live', index: 3 },
      { type: 'focus.moved', region: 'banner', index: 0 },
    ],
    'page.left': [{ type: 'page.left', scrollY: 640 }],
  } satisfies EventFixtures<typeof focusMemoryMachine>,
  actors: {},
  inputs: { 'the app starts': undefined },
  // the pages known and the one on screen tell states apart (the positions remembered would make the graph endless)
  serializeState: (snap) =>
    JSON.stringify([snap.value, snap.context.page, Object.keys(snap.context.pages).sort(), sel.selectLastRegion(snap)]),
  invariant: (snap) => {
    expect(sel.selectCurrentPageMemory(snap) !== undefined).toBe(!snap.matches('noPage'));
  },
  afterPath: (path, actor) => {
    const events = path.steps.map((s) => s.event as FocusMemoryEvent).filter((e) => !e.type.startsWith('xstate.'));
    const want = oracle(events);
    const snap = actor.getSnapshot();
    for (const [page, memory] of want.pages) {
      const href = events.find((e) => e.type === 'page.entered' && e.page === page) as { href: string };
      expect(sel.selectPageMemory(snap, page, href.href)).toEqual(memory);
    }
    if (want.page !== null) {
      const m = want.pages.get(want.page)!;
      expect(sel.selectLastRegion(snap)).toBe(m.region);
      for (const [region, index] of Object.entries(m.regions)) expect(sel.selectRegionMemory(snap, region)).toBe(index);
    }
  },
});

describe('focusMemoryMachine journeys', () => {
  it('home -> product -> Back: the home recalls its row, its tile and its scroll; the product its own', () => {
    const actor = createActor(focusMemoryMachine).start();
    actor.send({ type: 'page.entered', page: 'k1', href: '/' });
    actor.send({ type: 'focus.moved', region: 'banner', index: 0 });
    actor.send({ type: 'focus.moved', region: 'home-live', index: 0 });
    actor.send({ type: 'focus.moved', region: 'home-live', index: 4 });
    actor.send({ type: 'page.left', scrollY: 512 });
    actor.send({ type: 'page.entered', page: 'k2', href: '/product/3' });
    actor.send({ type: 'focus.moved', region: 'product-actions', index: 0 });
    expect(sel.selectLastRegion(actor.getSnapshot())).toBe('product-actions');
    actor.send({ type: 'page.entered', page: 'k1', href: '/' });
    const s = actor.getSnapshot();
    expect(sel.selectCurrentPageMemory(s)).toEqual({
      region: 'home-live',
      regions: { banner: 0, 'home-live': 4 },
      scrollY: 512,
    });
    expect(sel.selectRegionMemory(s, 'banner')).toBe(0);
    expect(sel.selectPageMemory(s, 'k2', '/product/3')?.region).toBe('product-actions');
  });

  it('focus that moves after the page was left (its elements going away) is not what the member left there', () => {
    const actor = createActor(focusMemoryMachine).start();
    actor.send({ type: 'page.entered', page: 'login', href: '/auth/login' });
    actor.send({ type: 'focus.moved', region: 'loose:/legal/cookies', index: 0 });
    actor.send({ type: 'page.left', scrollY: 0 });
    actor.send({ type: 'focus.moved', region: 'navbar', index: 0 });
    actor.send({ type: 'page.entered', page: 'policy', href: '/legal/cookies' });
    actor.send({ type: 'focus.moved', region: 'navbar', index: 0 });
    actor.send({ type: 'page.left', scrollY: 0 });
    actor.send({ type: 'page.entered', page: 'login', href: '/auth/login' });
    expect(sel.selectLastRegion(actor.getSnapshot())).toBe('loose:/legal/cookies');
  });

  it('remembers at most MAX_PAGES pages, forgetting the oldest', () => {
    const actor = createActor(focusMemoryMachine).start();
    for (let i = 0; i <= MAX_PAGES; i++) {
      actor.send({ type: 'page.entered', page: `k${i}`, href: `/p/${i}` });
      actor.send({ type: 'focus.moved', region: 'row', index: i });
    }
    const s = actor.getSnapshot();
    expect(Object.keys(s.context.pages)).toHaveLength(MAX_PAGES);
    expect(s.context.pages.k0).toBeUndefined();
    expect(sel.selectPageMemory(s, `k${MAX_PAGES}`, `/p/${MAX_PAGES}`)?.regions.row).toBe(MAX_PAGES);
  });
});
