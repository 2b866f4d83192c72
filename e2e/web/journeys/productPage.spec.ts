/**
 * The product page's generated journeys (machines/product/productPageMachine.ts) on the seeded products of club 2:
 * each `product.*` variant is the page of the product (and visitor) with those facts (the page starts on 2007 with a
 * member otherwise), `play` the play button, each state what the page shows in it.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { apiLogin, newMember, startAs } from '../../support/productSession';
import { journeys, type JourneyContext } from '../../journeys/runner';

const hero = (page: Page) => page.locator('.product-hero');
const dialog = (page: Page) => page.getByRole('dialog');
const visit = (product: number, visitor: 'member' | 'newMember' | 'anonymous') => ({
  setup: (ctx: JourneyContext) => {
    ctx.data.product = product;
    ctx.data.visitor = visitor;
  },
});
const heading =
  (name: string) =>
  async ({ page }: JourneyContext) =>
    expect(dialog(page).getByRole('heading', { name })).toBeVisible();

journeys({
  flow: 'productPage',
  async start({ page, request, data }) {
    const visitor = data.visitor ?? 'member';
    const session =
      visitor === 'member'
        ? await apiLogin(request, 'trial@demo.club', 2)
        : visitor === 'newMember'
          ? await newMember(request, 2)
          : null;
    await startAs(page, 2, session);
    await page.goto(`/product/${String(data.product ?? 2007)}?club=2`);
    await expect(hero(page).locator('.product-actions__play')).toBeVisible();
  },
  events: {
    'product.video': visit(2001, 'member'),
    'product.transcoding': visit(2006, 'member'),
    'product.rentable': visit(2004, 'newMember'),
    'product.rentableAnonymous': visit(2004, 'anonymous'),
    'product.notInPlan': visit(2008, 'member'),
    play: { gesture: async ({ page }) => hero(page).locator('.product-actions__play').click() },
    close: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Close' }).first().click() },
    login: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Log in' }).click() },
  },
  states: {
    // no modal: the page as it is, or the player / the login page the button led to
    idle: async (ctx) => {
      const { page, event } = ctx;
      await expect(dialog(page)).toHaveCount(0);
      if (event === 'play' && ctx.data.product === 2001)
        await expect(page).toHaveURL((u) => /^\/product\/\d+\/play$/.test(u.pathname));
      // the play's login returns to the play, which goes on once the member is in
      if (event === 'login')
        await expect(page).toHaveURL(
          (u) => u.pathname === '/auth/login' && /^\/product\/\d+\/play$/.test(u.searchParams.get('returnTo') ?? ''),
        );
    },
    processing: heading('This video is being processed'),
    'rent.{paying.open}': heading('Rent this video'),
    'loginRequired.toPlay': heading('Log in to continue'),
    subscribe: heading('Subscribers only'),
    notAvailable: heading('Not available yet'),
  },
  notInBrowser: {
    'productPage.starting': 'eventless: the page starts in it and leaves it at once',
    'productPage.resolving':
      '?resolve=play: e2e/web/product-play.spec.ts (the play and trailer routes without a video)',
    'productPage.loginRequired.toAct':
      "an anonymous visitor's vote or favourite (sent by the vote child): e2e/web/product-play.spec.ts",
    'productPage.rent.opening': 'eventless: the rent modal decides between the payment flow and the web-only note',
    'productPage.rent.webOnly': 'TV only (renting is web only): e2e/tv/product-modals.spec.ts',
    'productPage.rent.paying.locked':
      'a payment on its way (sent by the rent child): the rent journey and e2e/web/product-actions.spec.ts',
  },
});
