/**
 * The product page's play button (spec §4 "Product and playback"), every branch on the seeded products of club 2
 * (MCT, public, English): 2001 live now, 2002 live in 2 h, 2003 ended, 2004 rental, 2006 transcoding, 2007 no video
 * in plan, 2008 no video outside the plans, 2014 regular. Read-only on the shared fake (trial@demo.club has a plan,
 * a fresh user has none, anonymous visitors browse the public club).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { apiLogin, newMember, startAs } from '../support/productSession';
import { registerUser } from '../support/account';

/** The login page's form (the member was sent there by the login modal). */
async function logInWithForm(page: Page, email: string) {
  await expect(page).toHaveURL((u) => u.pathname === '/auth/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
}

const hero = (page: Page) => page.locator('.product-hero');
const playButton = (page: Page) => hero(page).locator('.product-actions__play');
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('a member whose plan includes the catalogue', () => {
  test.beforeEach(async ({ page, request }) => {
    await startAs(page, 2, await apiLogin(request, 'trial@demo.club', 2));
  });

  test('a video opens the player: the button is a link to /product/{id}/play', async ({ page }) => {
    await page.goto('/product/2001?club=2');
    await expect(hero(page).getByTestId('live-timer')).toHaveText('Live now');
    await expect(playButton(page)).toHaveAttribute('href', '/product/2001/play');
    await expect(playButton(page)).toHaveText('Play');
    await playButton(page).click();
    await expect(page).toHaveURL((u) => u.pathname === '/product/2001/play');
  });

  test('a live event that has not started: the not-available modal with the schedule and the countdown', async ({
    page,
  }) => {
    await page.goto('/product/2002?club=2');
    const timer = hero(page).getByTestId('live-timer');
    await expect(timer).toHaveText(/^Starts in 1:5\d:\d\d$/);
    // the timer ticks every second
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!);
    await playButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Not available yet' })).toBeVisible();
    await expect(dialog(page).getByTestId('live-schedule')).toHaveText(
      /^Live event from \d\d\/\d\d\/\d{4} \d\d:\d\d to \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    await expect(dialog(page).getByTestId('live-countdown')).toHaveText(/^Starts in 1:5\d:\d\d$/);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('an ended live event says so and still plays its recording', async ({ page }) => {
    await page.goto('/product/2003?club=2');
    await expect(hero(page).getByTestId('live-timer')).toHaveText('This live event has ended');
    await expect(playButton(page)).toHaveAttribute('href', '/product/2003/play');
  });

  test('transcoding: the being-processed modal', async ({ page }) => {
    await page.goto('/product/2006?club=2');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'This video is being processed' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('in the plan but without a video yet: not available (no schedule)', async ({ page }) => {
    await page.goto('/product/2007?club=2');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Not available yet' })).toBeVisible();
    await expect(dialog(page).getByTestId('live-schedule')).toHaveCount(0);
  });

  test('outside the plans: the subscribe modal links to the subscription page', async ({ page }) => {
    await page.goto('/product/2008?club=2');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Subscribers only' })).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
  });
});

test.describe('a member without a plan', () => {
  test('a regular video offers the subscribe modal; a rental offers the rent modal', async ({ page, request }) => {
    await startAs(page, 2, await newMember(request, 2));
    await page.goto('/product/2014?club=2');
    await expect(playButton(page)).toHaveText('Play');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Subscribers only' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/product/2004?club=2');
    await expect(playButton(page)).toHaveText('Rent · 3.99 €');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Rent this video' })).toBeVisible();
    await expect(dialog(page).getByText('The rental lasts 3 days')).toBeVisible();
    await expect(dialog(page).getByText('You have no saved cards.')).toBeVisible();
    // the add-card target, which brings the member back to this rent
    await expect(dialog(page).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      /^\/account\/payment-methods\?returnTo=%2Fproduct%2F2004/,
    );
    // no card chosen: renting is not possible
    await expect(dialog(page).getByRole('button', { name: 'Rent for 3.99 €' })).toBeDisabled();
  });
});

test.describe('an anonymous visitor of a public club', () => {
  test.beforeEach(async ({ page }) => {
    await startAs(page, 2, null);
  });

  test('content without a video for them: the login modal, never "not available" (a live on air, in a plan, ended, regular)', async ({
    page,
  }) => {
    for (const id of [2001, 2003, 2007, 2008, 2014]) {
      await page.goto(`/product/${id}?club=2`);
      await playButton(page).click();
      await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
      await expect(dialog(page).getByRole('heading', { name: 'Not available yet' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
  });

  test('every public club: its live on air and its in-plan video ask the visitor to log in', async ({ page }) => {
    for (const club of [2, 3, 4, 6] as const) {
      for (const n of [1, 7]) {
        await page.goto(`/product/${club * 1000 + n}?club=${club}`);
        await playButton(page).click();
        await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
    }
  });

  test('a free video plays', async ({ page }) => {
    await page.goto('/product/2009?club=2');
    await expect(playButton(page)).toHaveAttribute('href', '/product/2009/play');
  });

  test('logging in from the play: the play goes on (a member whose plan has it plays it)', async ({ page }) => {
    await page.goto('/product/2001?club=2');
    await expect(hero(page).getByTestId('live-timer')).toHaveText('Live now');
    await playButton(page).click();
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/product/2001/play');
    await logInWithForm(page, 'trial@demo.club');
    await expect(page).toHaveURL((u) => u.pathname === '/product/2001/play');
    // the player plays, and stays: the product fetched while logged out (no video) is not what decides
    await expect(page.locator('video.player__video')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/product/2001/play');
  });

  test('a deep link to the play: the login modal, then the answer that applies to the member (subscribe)', async ({
    page,
    request,
  }) => {
    const email = await registerUser(request, 2, 'deep-play');
    await page.goto('/product/2014/play?club=2');
    await expect(page).toHaveURL((u) => /^\/product\/2014\/[^/]+$/.test(u.pathname));
    await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await logInWithForm(page, email);
    // no plan: the play resolves for them on the product page
    await expect(dialog(page).getByRole('heading', { name: 'Subscribers only' })).toBeVisible();
    await expect(page).toHaveURL((u) => /^\/product\/2014\/[^/]+$/.test(u.pathname) && !u.searchParams.has('resolve'));
  });

  test('renting needs a login: the login modal returns them to the rent afterwards', async ({ page }) => {
    await page.goto('/product/2004?club=2');
    await playButton(page).click();
    await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/product/2004/play');
    await logInWithForm(page, 'trial@demo.club');
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/product/2004/premiere'));
    await expect(dialog(page).getByRole('heading', { name: 'Rent this video' })).toBeVisible();
    await expect(playButton(page)).toHaveText('Rent · 3.99 €');
  });

  test('voting and favouriting need a login too', async ({ page }) => {
    await page.goto('/product/2014?club=2');
    await hero(page).getByRole('button', { name: 'I like it' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');
    await hero(page).getByRole('button', { name: 'Favourite' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('the play and trailer routes without a video', () => {
  test('?resolve=play runs the same resolution once on load and is then dropped', async ({ page }) => {
    await startAs(page, 2, null);
    await page.goto('/product/2006?club=2&resolve=play');
    await expect(dialog(page).getByRole('heading', { name: 'This video is being processed' })).toBeVisible();
    await expect(page).toHaveURL((u) => !u.searchParams.has('resolve'));
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('with a video, ?resolve=play opens nothing', async ({ page, request }) => {
    await startAs(page, 2, await apiLogin(request, 'trial@demo.club', 2));
    await page.goto('/product/2014?club=2&resolve=play');
    await expect(playButton(page)).toHaveAttribute('href', '/product/2014/play');
    await expect(page).toHaveURL((u) => !u.searchParams.has('resolve'));
    await expect(dialog(page)).toHaveCount(0);
  });
});
