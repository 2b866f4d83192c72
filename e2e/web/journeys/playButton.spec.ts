/**
 * The play button's generated journeys (machines/product/playButtonMachine.ts) on the seeded products of club 2:
 * each `user.play` variant is the product (and visitor) with those facts, each state what the page shows in it.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { apiLogin, newMember, startAs } from '../../support/productSession';
import { journeys, type JourneyContext } from '../../journeys/runner';

const hero = (page: Page) => page.locator('.product-hero');
const dialog = (page: Page) => page.getByRole('dialog');
const visit = (product: number, visitor: 'member' | 'newMember' | 'anonymous') => (ctx: JourneyContext) => {
  ctx.data.product = product;
  ctx.data.visitor = visitor;
};
const heading =
  (name: string) =>
  async ({ page }: JourneyContext) =>
    expect(dialog(page).getByRole('heading', { name })).toBeVisible();

journeys({
  flow: 'playButton',
  async start({ page, request, data }) {
    const visitor = data.visitor;
    const session =
      visitor === 'member'
        ? await apiLogin(request, 'trial@demo.club', 2)
        : visitor === 'newMember'
          ? await newMember(request, 2)
          : null;
    await startAs(page, 2, session);
    await page.goto(`/product/${String(data.product)}?club=2`);
    await expect(hero(page).locator('.product-actions__play')).toBeVisible();
  },
  events: {
    'play.video': {
      setup: visit(2001, 'member'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    'play.transcoding': {
      setup: visit(2006, 'member'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    'play.rentable': {
      setup: visit(2004, 'newMember'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    'play.rentableAnonymous': {
      setup: visit(2004, 'anonymous'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    'play.notInPlan': {
      setup: visit(2008, 'member'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    'play.noVideo': {
      setup: visit(2007, 'member'),
      gesture: async ({ page }) => hero(page).locator('.product-actions__play').click(),
    },
    close: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Close' }).first().click() },
    login: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Log in' }).click() },
  },
  states: {
    // no modal: the page as it is, or the player / the login page the button led to
    idle: async ({ page, event }) => {
      await expect(dialog(page)).toHaveCount(0);
      if (event === 'play.video') await expect(page).toHaveURL((u) => /^\/product\/\d+\/play$/.test(u.pathname));
      if (event === 'login') await expect(page).toHaveURL((u) => u.pathname === '/auth/login');
    },
    processing: heading('This video is being processed'),
    rent: heading('Rent this video'),
    loginRequired: heading('Log in to continue'),
    subscribe: heading('Subscribers only'),
    notAvailable: heading('Not available yet'),
  },
});
