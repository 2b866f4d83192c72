/**
 * Home slide banner autoplay (spec §9 "Banner autoplay 10000 ms, with fade, rewind, arrows, pause on hover or
 * focus"; docs/ui.md Hero banner).
 *
 * The active slide advances every `autoplay` (10 s) while playing and rewinds from the last slide to the first.
 * It holds (state `paused`) while the pointer is over the banner, while focus is inside it, when the user prefers
 * reduced motion, while a slide's video plays (`player.play` .. `player.stop`), or when there is only one slide; it resumes with a full period when all of those end. Arrows,
 * dots and swipes (`user.next`, `user.prev`, `user.goTo`) move the slide and restart the period.
 *
 * The view shows `context.index` on top of `context.previous` (it fades in over the slide it replaces) and forwards
 * pointer, focus and media-query changes.
 */
import { assign, setup } from 'xstate';

export interface BannerInput {
  count: number;
  reducedMotion: boolean;
}

export interface BannerContext {
  index: number;
  /** the slide shown before the active one (it stays under the active slide while that fades in); null at first */
  previous: number | null;
  count: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  /** the slide's video plays inline */
  videoPlaying: boolean;
}

export type BannerEvent =
  | { type: 'user.next' }
  | { type: 'user.prev' }
  | { type: 'user.goTo'; index: number }
  | { type: 'user.pointerEnter' }
  | { type: 'user.pointerLeave' }
  | { type: 'user.focusIn' }
  | { type: 'user.focusOut' }
  | { type: 'user.reducedMotion'; reduce: boolean }
  | { type: 'player.play' }
  | { type: 'player.stop' };

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);
/** The slide at `index` (wrapped) becomes the active one; the one it replaces is remembered as `previous`. */
const moveTo = (context: BannerContext, index: number) => {
  const next = wrap(index, context.count);
  return next === context.index ? {} : { index: next, previous: context.index };
};

export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    input: {} as BannerInput,
  },
  actions: {
    next: assign(({ context }) => moveTo(context, context.index + 1)),
    prev: assign(({ context }) => moveTo(context, context.index - 1)),
    goTo: assign(({ context }, params: { index: number }) => moveTo(context, params.index)),
    setHovered: assign((_, params: { value: boolean }) => ({ hovered: params.value })),
    setFocused: assign((_, params: { value: boolean }) => ({ focused: params.value })),
    setReducedMotion: assign((_, params: { value: boolean }) => ({ reducedMotion: params.value })),
    setVideoPlaying: assign((_, params: { value: boolean }) => ({ videoPlaying: params.value })),
  },
  guards: {
    held: ({ context }) =>
      context.count <= 1 || context.hovered || context.focused || context.reducedMotion || context.videoPlaying,
  },
  delays: {
    autoplay: 10000,
  },
}).createMachine({
  id: 'banner',
  context: ({ input }) => ({
    index: 0,
    previous: null,
    count: Math.max(0, input.count),
    hovered: false,
    focused: false,
    reducedMotion: input.reducedMotion,
    videoPlaying: false,
  }),
  initial: 'deciding',
  on: {
    'user.next': { description: 'The member shows the next slide', target: '.deciding', actions: 'next' },
    'user.prev': { description: 'The member shows the previous slide', target: '.deciding', actions: 'prev' },
    'user.goTo': {
      description: 'The member picks a slide (its dot)',
      target: '.deciding',
      actions: { type: 'goTo', params: ({ event }) => ({ index: event.index }) },
    },
    'user.pointerEnter': {
      description: 'The pointer comes over the banner',
      target: '.deciding',
      actions: { type: 'setHovered', params: { value: true } },
    },
    'user.pointerLeave': {
      description: 'The pointer leaves the banner',
      target: '.deciding',
      actions: { type: 'setHovered', params: { value: false } },
    },
    'user.focusIn': {
      description: 'The banner gets the focus',
      target: '.deciding',
      actions: { type: 'setFocused', params: { value: true } },
    },
    'user.focusOut': {
      description: 'The focus leaves the banner',
      target: '.deciding',
      actions: { type: 'setFocused', params: { value: false } },
    },
    'user.reducedMotion': {
      description: 'The device asks for less motion, or no longer does',
      target: '.deciding',
      actions: { type: 'setReducedMotion', params: ({ event }) => ({ value: event.reduce }) },
    },
    'player.play': {
      description: "A slide's video starts playing",
      target: '.deciding',
      actions: { type: 'setVideoPlaying', params: { value: true } },
    },
    'player.stop': {
      description: "The slide's video stops",
      target: '.deciding',
      actions: { type: 'setVideoPlaying', params: { value: false } },
    },
  },
  states: {
    deciding: {
      description: 'Deciding whether the slides turn by themselves',
      always: [
        {
          description: 'Held (hovered, focused, less motion, a video playing or one slide): the slides stay',
          guard: 'held',
          target: 'paused',
        },
        { description: 'Nothing holds them: the slides turn', target: 'playing' },
      ],
    },
    /** The period runs; at its end the next slide shows (the last rewinds to the first) and a new period starts. */
    playing: {
      description: 'The slides turn by themselves',
      after: {
        autoplay: {
          description: 'The time is up: the next slide shows (after the last, the first)',
          target: 'playing',
          reenter: true,
          actions: 'next',
        },
      },
    },
    /** Hovered, focused, reduced motion, a video playing or a single slide: no autoplay. */
    paused: { description: 'The slide stays until the member moves on' },
  },
});
