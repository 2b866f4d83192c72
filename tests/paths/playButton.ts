/** The product page's play button: each `user.play` variant is a seeded product of club 2 with those facts. */
import type { PathModel } from './types';

const facts = (over: Record<string, boolean>) => ({
  hasVideo: false,
  isTranscoding: false,
  rentable: false,
  available: true,
  loggedIn: true,
  ...over,
});

export const model: PathModel = {
  flow: 'playButton',
  events: [
    { key: 'play.video', event: { type: 'user.play', ...facts({ hasVideo: true }) }, browser: true },
    { key: 'play.transcoding', event: { type: 'user.play', ...facts({ isTranscoding: true }) }, browser: true },
    {
      key: 'play.rentable',
      event: { type: 'user.play', ...facts({ rentable: true, available: false }) },
      browser: true,
    },
    {
      key: 'play.rentableAnonymous',
      event: { type: 'user.play', ...facts({ rentable: true, available: false, loggedIn: false }) },
      browser: true,
    },
    { key: 'play.notInPlan', event: { type: 'user.play', ...facts({ available: false }) }, browser: true },
    { key: 'play.noVideo', event: { type: 'user.play', ...facts({ available: true }) }, browser: true },
    {
      key: 'play.anonymousNoPlan',
      event: { type: 'user.play', ...facts({ available: false, loggedIn: false }) },
      browser: 'the same login modal as play.rentableAnonymous',
    },
    { key: 'close', event: { type: 'user.close' }, browser: true },
    { key: 'login', event: { type: 'user.login' }, browser: true },
    {
      key: 'requireLogin',
      event: { type: 'user.requireLogin' },
      browser: 'sent by the favourite and vote buttons of an anonymous visitor: e2e/web/product-actions.spec.ts',
    },
    {
      key: 'rented',
      event: { type: 'product.rented' },
      browser: 'a paid rental through Stripe: e2e/web/product-actions.spec.ts and the rent journey',
    },
  ],
};
