/**
 * The TV back key (spec §2 Global behaviour): on the home or login route it asks to close the app; elsewhere it
 * goes back. Remote keys arrive normalised as `key.*` events from the key-listener actor (src/tv/keys.ts).
 */
import { setup } from 'xstate';

export type TvBackEvent =
  { type: 'key.back'; atRoot: boolean } | { type: 'user.confirmExit' } | { type: 'user.cancelExit' };

export const tvBackMachine = setup({
  types: { events: {} as TvBackEvent },
  actions: {
    goBack: () => {},
    closeApp: () => {},
  },
  guards: {
    atRoot: ({ event }) => event.type === 'key.back' && event.atRoot,
  },
}).createMachine({
  id: 'tvBack',
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'key.back': [{ guard: 'atRoot', target: 'confirmingExit' }, { actions: 'goBack' }],
      },
    },
    confirmingExit: {
      tags: ['modal'],
      on: {
        'user.confirmExit': { target: 'browsing', actions: 'closeApp' },
        'user.cancelExit': { target: 'browsing' },
        // back again while asking: stay in the app
        'key.back': { target: 'browsing' },
      },
    },
  },
});
