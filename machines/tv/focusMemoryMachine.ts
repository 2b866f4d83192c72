/**
 * The TV focus memory: per page (history entry), the region that had focus and the page's scroll; per region, the
 * element last focused in it. The TV shell invokes it and forwards what the focus engine reports; the engine reads it
 * to enter a region at its last element and to restore a page the member comes back to (Back from a product, the
 * player). Regions are keyed by the views' declared ids, elements by their position in the region.
 */
import { assign, setup } from 'xstate';

/** What is remembered of one page. */
export interface PageFocusMemory {
  /** The region that had focus last (its key), or null before anything was focused. */
  region: string | null;
  /** Per region key, the position of the element last focused in it. */
  regions: Record<string, number>;
  /** The page's vertical scroll when the member left it. */
  scrollY: number;
}

export interface FocusMemoryContext {
  /** The page (history entry key) on screen, null before the first page. */
  page: string | null;
  pages: Record<string, PageFocusMemory>;
  /** The entry last seen per address: a page reached again through a new entry finds its memory by address. */
  byHref: Record<string, string>;
}

export type FocusMemoryEvent =
  | { type: 'page.entered'; page: string; href: string }
  | { type: 'focus.moved'; region: string; index: number }
  | { type: 'page.left'; scrollY: number };

/** At most this many pages are remembered (the oldest are forgotten): a long session must not grow without bound. */
export const MAX_PAGES = 50;

const empty = (): PageFocusMemory => ({ region: null, regions: {}, scrollY: 0 });

function withPage(ctx: FocusMemoryContext, page: string, memory: PageFocusMemory): FocusMemoryContext['pages'] {
  const { [page]: _old, ...rest } = ctx.pages;
  const keys = Object.keys(rest);
  const kept = keys.length >= MAX_PAGES ? keys.slice(keys.length - MAX_PAGES + 1) : keys;
  return { ...Object.fromEntries(kept.map((k) => [k, rest[k]!])), [page]: memory };
}

export const focusMemoryMachine = setup({
  types: {
    context: {} as FocusMemoryContext,
    events: {} as FocusMemoryEvent,
  },
  actions: {
    enterPage: assign(({ context, event }) => {
      if (event.type !== 'page.entered') return {};
      const known = context.pages[event.page];
      const aliased = context.byHref[event.href];
      // a new entry for an address already seen (the home reached again by a link): what was left there
      const memory = known ?? (aliased ? context.pages[aliased] : undefined) ?? empty();
      return {
        page: event.page,
        pages: withPage(context, event.page, memory),
        byHref: { ...context.byHref, [event.href]: event.page },
      };
    }),
    rememberFocus: assign(({ context, event }) => {
      if (event.type !== 'focus.moved' || context.page === null) return {};
      const was = context.pages[context.page] ?? empty();
      const memory = { ...was, region: event.region, regions: { ...was.regions, [event.region]: event.index } };
      return { pages: withPage(context, context.page, memory) };
    }),
    rememberScroll: assign(({ context, event }) => {
      if (event.type !== 'page.left' || context.page === null) return {};
      const was = context.pages[context.page] ?? empty();
      return { pages: withPage(context, context.page, { ...was, scrollY: event.scrollY }) };
    }),
  },
}).createMachine({
  id: 'focusMemory',
  context: { page: null, pages: {}, byHref: {} },
  initial: 'noPage',
  states: {
    noPage: {
      description: 'The TV app is starting: no page shown yet',
      on: {
        'page.entered': {
          target: 'onPage',
          actions: 'enterPage',
          description: 'A page opened: its focus memory (region, element, scroll) is looked up',
        },
      },
    },
    onPage: {
      description: 'The member moves around a page: each focus move is remembered',
      on: {
        'page.entered': { actions: 'enterPage', description: 'Another page opened in place of this one' },
        'focus.moved': {
          actions: 'rememberFocus',
          description: 'Focus moved: the region and the element in it are remembered',
        },
        'page.left': {
          target: 'leaving',
          actions: 'rememberScroll',
          description: 'The member left the page: its scroll position is remembered',
        },
      },
    },
    /**
     * The member has left the page and the next one is not there yet: focus moving meanwhile (the old page's elements
     * going away) is not what they left, and is not remembered.
     */
    leaving: {
      description: 'Between two pages: focus moving now is not remembered',
      on: {
        'page.entered': {
          target: 'onPage',
          actions: 'enterPage',
          description:
            'The next page opened: focus goes back where the member left it there, if they were there before',
        },
      },
    },
  },
});
