/**
 * A session that expires under a member's action (status 440, or 401 on a call made with the token): the member reads
 * one message, "Your session has expired. Please log in again.", never a second, generic one from the failed call,
 * and logging in again brings them back to where they were. The expiry is simulated per page (every call that
 * carries the token answers 440 or 401), so the shared fake's tokens stay valid for the other tests.
 */
import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { PROVIDER } from '../support/fake';
import { newMember, startAs, type ApiSession } from '../support/productSession';

const EXPIRED = 'Your session has expired. Please log in again.';
const GENERIC = 'Oops! something unexpected has happened. Please try again in a few moments.';
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** From now on every call of the page made with a token answers `status`: the provider no longer knows it. */
async function expireSession(page: Page, status: 440 | 401, only = '**') {
  await page.route(`${PROVIDER}/api/${only}`, (route) =>
    route.request().headers()['authorization']
      ? route.fulfill({ status, json: { message: 'Unauthorized', code: 'UNAUTHORIZED', status } })
      : route.fallback(),
  );
}

/**
 * Records the text of every toast the page shows, as it appears (toasts close after 5 s: counting what is on screen
 * would depend on timing). A toast replaced under its id (the expiry's one alert) is one element, recorded once.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const recorded = new WeakSet<Element>();
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of [node, ...node.querySelectorAll('[data-sonner-toast]')])
              if (toast.matches('[data-sonner-toast]') && !recorded.has(toast)) {
                recorded.add(toast);
                seen.push(toast.textContent?.trim() ?? '');
              }
    }).observe(document, { childList: true, subtree: true });
  });
}
const shownToasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

/** The member is on the login page with the expiry's alert. */
async function onLoginWithTheAlert(page: Page) {
  await expect(page).toHaveURL((u) => u.pathname === '/auth/login');
  await expect(toasts(page).filter({ hasText: EXPIRED })).toBeVisible();
  await expect(page.locator('main form input[name="email"]')).toBeVisible();
}

/** Everything the member was told, from the expiry to being back: the expiry's alert alone. */
async function toldOnlyTheExpiry(page: Page) {
  const shown = await shownToasts(page);
  expect(shown, 'toasts shown').toEqual([EXPIRED]);
  expect(shown.join()).not.toContain(GENERIC);
  expect(shown.join()).not.toContain('Unauthorized');
}

/** A new member of club 2, logged in, on `path`, with every toast recorded. */
async function memberOn(page: Page, request: APIRequestContext, path: string): Promise<ApiSession> {
  const member = await newMember(request, 2);
  await startAs(page, 2, member);
  await recordToasts(page);
  await page.goto(path);
  return member;
}

async function logInAgain(page: Page, member: ApiSession) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.locator('input[name="email"]').fill(member.email);
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
}

test('favourite with an expired session (440): one toast, the login, and back on the product after logging in', async ({
  page,
  request,
}) => {
  const member = await memberOn(page, request, '/product/2021?club=2');
  const favourite = page.locator('.product-hero').getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const here = new URL(page.url());
  const product = here.pathname;

  await expireSession(page, 440);
  await favourite.click();
  await onLoginWithTheAlert(page);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`${here.pathname}${here.search}`);

  await logInAgain(page, member);
  await expect(page).toHaveURL((u) => u.pathname === product);
  await expect(page.locator('.product-hero').getByRole('button', { name: 'Favourite' })).toBeVisible();
  await toldOnlyTheExpiry(page);
});

test('search with a 401 on a call made with the token: one toast, and back on the results after logging in', async ({
  page,
  request,
}) => {
  const member = await memberOn(page, request, '/?club=2');
  await expect(page.getByRole('banner').getByRole('search').getByRole('searchbox')).toBeVisible();

  await expireSession(page, 401, 'products/search**');
  const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
  await search.fill('rope');
  await search.press('Enter');
  await onLoginWithTheAlert(page);
  expect(new URL(page.url()).searchParams.get('returnTo')).toMatch(/^\/search\?search=rope/);

  await logInAgain(page, member);
  await expect(page).toHaveURL((u) => u.pathname === '/search' && u.searchParams.get('search') === 'rope');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await toldOnlyTheExpiry(page);
});
