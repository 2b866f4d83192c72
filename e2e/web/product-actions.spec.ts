/**
 * Renting end to end and vote/favourite with rollback (spec §4, §5, §7, §8), each on a fresh user (clubs 2 and 4)
 * so the shared fake's seeded users stay as they are. Failures are injected with faults scoped to club 4, which only
 * the failure tests of this file use for these calls, and limited to one call.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { injectFault } from '../support/fake';
import { addCard, apiLogin, newMember, startAs } from '../support/productSession';

const hero = (page: Page) => page.locator('.product-hero');
const playButton = (page: Page) => hero(page).locator('.product-actions__play');
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page) => page.locator('[data-sonner-toast]');

test('rent end to end: the default card is chosen, the payment confirmed, then the button plays', async ({
  page,
  request,
}) => {
  const user = await newMember(request, 2);
  await addCard(request, user, 2, `pm_fake_visa_4242_${user.userId}`);
  await addCard(request, user, 2, `pm_fake_mastercard_4444_${user.userId}`);
  await startAs(page, 2, user);
  await page.goto('/product/2005?club=2');
  await expect(playButton(page)).toHaveText('Rent · 1.50 €');
  await playButton(page).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Rent this video' })).toBeVisible();
  await expect(modal.getByText('Access may take a few minutes')).toBeVisible();
  const cards = modal.getByRole('radio');
  await expect(cards).toHaveCount(2);
  // the first saved card is the default one
  await expect(cards.first()).toBeChecked();
  await modal.getByRole('radio', { name: /4444/ }).check();
  await expect(cards.nth(1)).toBeChecked();
  const rent = page.waitForRequest((r) => r.url().includes('/api/subscriptions/rent') && r.method() === 'POST');
  await modal.getByRole('button', { name: 'Rent for 1.50 €' }).click();
  expect((await rent).postDataJSON()).toEqual({
    productId: 2005,
    paymentMethodId: `pm_fake_mastercard_4444_${user.userId}`,
  });
  await expect(toast(page).filter({ hasText: 'Product rented' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // the product is reloaded: it now has a video and the button plays it
  await expect(playButton(page)).toHaveText('Play');
  await expect(playButton(page)).toHaveAttribute('href', '/product/2005/play');
});

test('the rent modal closes while choosing, but not while the payment is on its way: the rental is never lost', async ({
  page,
  request,
}) => {
  const user = await newMember(request, 2);
  await addCard(request, user, 2, `pm_fake_visa_4242_${user.userId}`);
  await startAs(page, 2, user);
  await page.goto('/product/2005?club=2');
  await playButton(page).click();
  const modal = dialog(page);
  await expect(modal.getByRole('radio').first()).toBeChecked();
  // choosing: Escape closes it, nothing paid
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await playButton(page).click();
  await expect(modal.getByRole('radio').first()).toBeChecked();
  // the rent call is held until the member has tried to close the modal
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/api/subscriptions/rent'),
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  const rent = page.waitForRequest((r) => r.url().includes('/api/subscriptions/rent') && r.method() === 'POST');
  await modal.getByRole('button', { name: 'Rent for 1.50 €' }).click();
  await rent;
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal.getByRole('heading', { name: 'Rent this video' })).toBeVisible();
  release();
  await expect(toast(page).filter({ hasText: 'Product rented' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(playButton(page)).toHaveAttribute('href', '/product/2005/play');
});

test('a refused rent keeps the modal open with the chosen card and shows the message; a retry succeeds', async ({
  page,
  request,
}) => {
  const user = await newMember(request, 4);
  await addCard(request, user, 4, `pm_fake_visa_4242_${user.userId}`);
  await addCard(request, user, 4, `pm_fake_amex_0005_${user.userId}`);
  await startAs(page, 4, user);
  await page.goto('/product/4004?club=4');
  await playButton(page).click();
  const modal = dialog(page);
  await modal.getByRole('radio', { name: /0005/ }).check();
  await injectFault(request, {
    method: 'POST',
    path: '/subscriptions/rent',
    club: '4',
    status: 402,
    times: 1,
    body: { message: 'The bank refused this payment', code: 'PAYMENT_REFUSED', status: 402 },
  } as never);
  await modal.getByRole('button', { name: 'Rent for 3.99 €' }).click();
  await expect(toast(page).filter({ hasText: 'The bank refused this payment' })).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText('The bank refused this payment');
  await expect(modal.getByRole('radio').nth(1)).toBeChecked();
  await modal.getByRole('button', { name: 'Rent for 3.99 €' }).click();
  await expect(toast(page).filter({ hasText: 'Product rented' })).toBeVisible();
  await expect(playButton(page)).toHaveAttribute('href', '/product/4004/play');
});

test('like, dislike and favourite apply at once and persist', async ({ page, request }) => {
  await startAs(page, 2, await newMember(request, 2));
  await page.goto('/product/2015?club=2');
  const like = hero(page).getByRole('button', { name: 'I like it' });
  const dislike = hero(page).getByRole('button', { name: 'I do not like it' });
  const favourite = hero(page).getByRole('button', { name: 'Favourite' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const put = page.waitForRequest((r) => r.url().includes('/products/2015/user/like/1') && r.method() === 'PUT');
  await like.click();
  await put;
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  const minus = page.waitForRequest((r) => r.url().includes('/products/2015/user/like/-1'));
  await dislike.click();
  await minus;
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(dislike).not.toHaveAttribute('aria-busy', 'true');
  const zero = page.waitForRequest((r) => r.url().includes('/products/2015/user/like/0'));
  await dislike.click();
  await zero;
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
  await expect(dislike).not.toHaveAttribute('aria-busy', 'true');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).not.toHaveAttribute('aria-busy', 'true');
  await like.click();
  await expect(like).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(hero(page).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hero(page).getByRole('button', { name: 'I like it' })).toHaveAttribute('aria-pressed', 'true');
});

test('a dislike pressed while the like is being saved shows at once and is the vote kept', async ({
  page,
  request,
}) => {
  await startAs(page, 2, await newMember(request, 2));
  // the like's call is held until the dislike has been pressed
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldCalls = 0;
  await page.route(/\/products\/2016\/user\/like\/1(\?|$)/, async (route) => {
    heldCalls += 1;
    await held;
    await route.continue();
  });
  await page.goto('/product/2016?club=2');
  const like = hero(page).getByRole('button', { name: 'I like it' });
  const dislike = hero(page).getByRole('button', { name: 'I do not like it' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const put = page.waitForRequest((r) => r.url().includes('/products/2016/user/like/1') && r.method() === 'PUT');
  await like.click();
  await put;
  await expect(dislike).toHaveAttribute('aria-busy', 'true');
  const minus = page.waitForRequest((r) => r.url().includes('/products/2016/user/like/-1') && r.method() === 'PUT');
  let sentEarly = false;
  void minus.then(() => (sentEarly = !released));
  let released = false;
  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(heldCalls).toBe(1);
  released = true;
  release();
  await minus;
  // the dislike went out only once the like was saved
  expect(sentEarly).toBe(false);
  await expect(dislike).not.toHaveAttribute('aria-busy', 'true');
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(hero(page).getByRole('button', { name: 'I do not like it' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hero(page).getByRole('button', { name: 'I like it' })).toHaveAttribute('aria-pressed', 'false');
});

test('a failed vote or favourite rolls back with the error toast', async ({ page, request }) => {
  await startAs(page, 4, await newMember(request, 4));
  await page.goto('/product/4016?club=4');
  const like = hero(page).getByRole('button', { name: 'I like it' });
  const favourite = hero(page).getByRole('button', { name: 'Favourite' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  // PUT only: the CORS preflight (OPTIONS) of the same path must not take the fault
  await injectFault(request, {
    method: 'PUT',
    path: '/products/4016/user/like',
    club: '4',
    status: 500,
    times: 1,
    delayMs: 300,
    body: { message: 'Votes are resting', status: 500 },
  } as never);
  await like.click();
  // applied at once, then rolled back when the call fails
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page).filter({ hasText: 'Votes are resting' })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await injectFault(request, { method: 'PUT', path: '/products/update-favorite', club: '4', status: 500, times: 1 });
  await favourite.click();
  // the provider's message when it sends one (the fake's injected fault says so)
  await expect(toast(page).filter({ hasText: 'Injected fault 500' })).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
});

test('a card payment Stripe declines keeps the modal open with Stripe’s message', async ({ page, request }) => {
  const user = await newMember(request, 2);
  await addCard(request, user, 2, `pm_fake_visa_4242_${user.userId}`);
  await startAs(page, 2, user);
  // the fake Stripe declines a payment whose secret says "fail": hand it one for this rental
  await page.route(
    (url) => url.pathname.endsWith('/api/subscriptions/rent'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as { piSecret: string };
      await route.fulfill({ response, json: { ...json, piSecret: `${json.piSecret}_fail` } });
    },
  );
  await page.goto('/product/2004?club=2');
  await playButton(page).click();
  const modal = dialog(page);
  await expect(modal.getByRole('radio')).toBeChecked();
  await modal.getByRole('button', { name: 'Rent for 3.99 €' }).click();
  await expect(toast(page).filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(modal.getByRole('radio')).toBeChecked();
  await expect(modal.getByRole('button', { name: 'Rent for 3.99 €' })).toBeEnabled();
});

test('a club without card payments (SPT): said before any card is picked, nothing to pick or rent', async ({
  page,
  request,
}) => {
  await startAs(page, 3, await apiLogin(request, 'trial@demo.club', 3));
  // the rent call must not be made when no payment can follow (the fake would activate the rental)
  let rentCalls = 0;
  await page.route(
    (url) => url.pathname.endsWith('/api/subscriptions/rent'),
    (route) => {
      rentCalls++;
      return route.fulfill({ json: { piSecret: 'pi_e2e_secret_nostripe' } });
    },
  );
  await page.goto('/product/3004?club=3');
  await playButton(page).click();
  const modal = dialog(page);
  // the member's saved card is not offered: the modal says at once that the club cannot take the payment
  const unavailable = 'The payment provider could not be reached. You cannot pay until it is back.';
  await expect(modal.getByRole('alert')).toHaveText(unavailable);
  await expect(modal.getByRole('radio')).toHaveCount(0);
  const rent = modal.getByRole('button', { name: /^Rent for / });
  await expect(rent).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('rent-no-payments.png') });
  expect(rentCalls).toBe(0);
});
