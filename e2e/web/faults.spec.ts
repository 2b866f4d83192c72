/**
 * Faults in the production build (never blank, always a way out): blocked storage,
 * hanging and failing start-up calls, a 401 in mid-session, offline navigation, a stale chunk after a deploy. Calls
 * are made to hang or fail with page.route, scoped to the page, so nothing shared in the fake changes.
 */
import { expect, test } from '../support/test';
import type { Page, Route } from '@playwright/test';
import { englishWithCookies, logIn, registerUser } from '../support/account';
import { PROVIDER } from '../support/fake';

const GENERIC = 'Oops! something unexpected has happened. Please try again in a few moments.';
const OFFLINE = 'You are offline. The page will load when the connection returns.';
const brand = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name }).first();
const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null') as { state: { token: unknown } });

test.describe('storage', () => {
  test('a browser that refuses site data (storage getters throw) still shows the home page, logged out', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        const get = () => {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        };
        for (const target of [window, Window.prototype]) {
          try {
            Object.defineProperty(target, name, { get, configurable: true });
          } catch {
            /* not configurable here: the other target holds it */
          }
        }
      }
    });
    await page.goto('/?club=2');
    await expect(brand(page, 'Mountain Climbing Team')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    // the page really cannot reach storage
    expect(
      await page.evaluate(() =>
        Promise.resolve()
          .then(() => window.localStorage)
          .then(
            () => 'ok',
            () => 'blocked',
          ),
      ),
    ).toBe('blocked');
    expect(errors).toEqual([]);
  });
});

test.describe('start-up', () => {
  test('a club configuration that never answers: the splash, then after 15 s the retry page, which recovers', async ({
    page,
  }) => {
    await englishWithCookies(page);
    await page.clock.install();
    const held: Route[] = [];
    const configuration = '**/api/configuration/club?*';
    await page.route(configuration, (route) => void held.push(route));
    await page.goto('/?club=2');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(page.getByRole('heading', { name: GENERIC })).toBeVisible();
    await page.unroute(configuration);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(brand(page, 'Mountain Climbing Team')).toBeVisible();
  });

  test('a failed club configuration at start-up shows the retry page and forgets the stored token (spec §4)', async ({
    page,
    request,
  }) => {
    await englishWithCookies(page);
    const email = await registerUser(request, 2, 'faults-config');
    await logIn(page, email, 2, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: /Eva/ })).toBeVisible();
    expect((await storedSession(page)).state.token).toEqual(expect.any(String));

    const configuration = '**/api/configuration/club?*';
    await page.route(configuration, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error', code: 'INTERNAL', status: 500 } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: GENERIC })).toBeVisible();
    expect((await storedSession(page)).state.token).toBeNull();

    await page.unroute(configuration);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

/** A member of club 2 whose account is in `language`. */
async function member(request: Parameters<typeof registerUser>[0], language: 'en' | 'es') {
  if (language === 'en') return registerUser(request, 2, 'faults-401');
  const email = `faults-401-es-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const res = await request.post(`${PROVIDER}/api/register?club=2`, {
    headers: { 'Accept-Language': 'es' },
    data: {
      email,
      password: 'Demo1234!',
      firstName: 'Eva',
      lastName: 'Tester',
      gender: 'female',
      genderType: 'female',
      birthdate: '1990-05-17',
      country: 'ES',
      language: 'es',
      companyCode: 'MCT',
      clubId: 2,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

test.describe('401 in mid-session (spec §8: treated as 440)', () => {
  for (const [language, expected] of [
    ['en', 'Your session has expired. Please log in again.'],
    ['es', 'Tu sesión ha caducado. Vuelve a iniciar sesión.'],
  ] as const) {
    test(`${language}: the expiry message in the member's language, the session ends, never "Unauthorized"`, async ({
      page,
      request,
    }) => {
      await englishWithCookies(page);
      const email = await member(request, language);
      await logIn(page, email, 2, '/');
      await expect(page.getByRole('banner').getByRole('button', { name: /Eva/ })).toBeVisible();

      // the provider no longer knows the token, and the member's search is the call that finds out. Only that call
      // answers 401: a call the app makes by itself meanwhile (the switch to the member's language refetches the page
      // with the token) would end the session before the search, which then left the login page (seen once in a
      // fresh-clone CI run)
      await page.route(`${PROVIDER}/api/products/search**`, (route) =>
        route.request().headers()['authorization']
          ? route.fulfill({ status: 401, json: { message: 'Unauthorized', code: 'UNAUTHORIZED', status: 401 } })
          : route.fallback(),
      );
      const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
      await search.fill('rope');
      await search.press('Enter');

      await expect(page.getByText(expected)).toBeVisible();
      await expect(page.getByText('Unauthorized')).toHaveCount(0);
      await expect(page).toHaveURL(/\/auth\/login/);
      expect((await storedSession(page)).state.token).toBeNull();
    });
  }
});

test.describe('offline', () => {
  test('a notice while offline; a page whose code is not loaded says so with a way out; back online it works', async ({
    page,
    context,
  }) => {
    await englishWithCookies(page);
    await page.goto('/?club=2');
    await expect(brand(page, 'Mountain Climbing Team')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toHaveText(OFFLINE);

    await page.getByRole('navigation').getByRole('link', { name: 'Magazine' }).first().click();
    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: OFFLINE })).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(error.getByRole('button', { name: 'Home' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/magazine/);
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });

  test('a product opened offline says it waits for the network, and loads when it returns (no reload)', async ({
    page,
    context,
  }) => {
    await englishWithCookies(page);
    await page.goto('/?club=2');
    const products = page.locator('main a[href^="/product/"]');
    await expect(products.first()).toBeVisible();
    const hrefs = [...new Set(await products.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    const ids = [...new Set(hrefs.map((h) => h.split('/')[2]))];
    expect(ids.length).toBeGreaterThan(1);
    // the product page's code is loaded by a first visit
    await page.locator(`main a[href^="/product/${ids[0]}/"]`).first().click();
    // the product page is there (its code loaded), not only "no skeleton yet": going back before the chunk arrived
    // left it to load offline, and a chunk that fails to load reloads the page (stale-chunk rule): seen once in CI
    await expect(page).toHaveURL(new RegExp(`/product/${ids[0]}/`));
    await expect(page.locator('.product-hero__title')).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    await page.goBack();
    await expect(products.first()).toBeVisible();

    let loads = 0;
    page.on('load', () => (loads += 1));
    await context.setOffline(true);
    await page.locator(`main a[href^="/product/${ids[1]}/"]`).first().click();
    await expect(page.getByRole('main').getByText(OFFLINE)).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('main').getByText(OFFLINE)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toBe(0);
  });
});

test.describe('stale chunk after a deploy', () => {
  test('a route chunk that is gone reloads the page once, then shows the error page with Try again', async ({
    page,
  }) => {
    await englishWithCookies(page);
    const loaded = new Set<string>();
    page.on('requestfinished', (r) => void loaded.add(r.url()));
    await page.goto('/?club=2');
    await expect(brand(page, 'Mountain Climbing Team')).toBeVisible();
    // the footer's code loads a second after the first frame (lazyView): had the deploy come first, its chunk would be
    // gone and reload the page on its own, before the Magazine click (seen once in CI)
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // nothing of the old build still on its way (a chunk in flight when the deploy happens would be neither loaded
    // nor gone): the deploy happens once the page has settled
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('route-error')).toHaveCount(0);

    // the new deploy: every chunk this page has not loaded yet is gone
    const gone = (url: URL) =>
      url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !loaded.has(url.href);
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('navigation').getByRole('link', { name: 'Magazine' }).first().click();
    // the page reloads once (the router may show its error for a moment first), then the error page stays
    await expect.poll(() => loads).toBe(1);
    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: GENERIC })).toBeVisible();
    expect(loads).toBe(1);
    await expect(error.getByRole('button', { name: 'Home' })).toBeVisible();

    // the chunks are back (the tab now runs the deployed build): Try again shows the page
    await page.unroute(gone);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/magazine/);
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });
});

test.describe('money screens tell the truth', () => {
  test.beforeEach(async ({ page }) => englishWithCookies(page));

  for (const [label, answer] of [
    ['a 500', { status: 500, json: { message: 'Internal error', code: 'INTERNAL', status: 500 } }],
    ['an answer that does not parse', { status: 200, json: { status: 42, plan: 'not a plan' } }],
  ] as const) {
    test(`a subscription load that fails (${label}) shows the error and Try again, not the wizard; the retry shows it`, async ({
      page,
    }) => {
      const subscription = '**/api/users/*/subscription?*';
      await page.route(subscription, (route) => route.fulfill(answer));
      await logIn(page, 'trial@demo.club', 2, '/account/subscription');
      const sub = page.getByRole('region', { name: 'Subscription' });
      await expect(sub.getByRole('alert')).toContainText(GENERIC);
      await expect(sub.getByRole('radio')).toHaveCount(0);
      await expect(sub.getByText('Free trial', { exact: true })).toHaveCount(0);

      await page.unroute(subscription);
      await sub.getByRole('button', { name: 'Try again' }).click();
      await expect(sub.getByText('Free trial', { exact: true })).toBeVisible();
      await expect(sub.getByRole('alert')).toHaveCount(0);
    });
  }

  test('plans and cards that fail to load: errors with Try again, never an empty list that looks real', async ({
    page,
    request,
  }) => {
    const email = await registerUser(request, 2, 'faults-lists');
    const lists = ['**/api/plans/list?*', '**/api/subscriptions/users/cards?*'];
    for (const list of lists)
      await page.route(list, (route) =>
        route.fulfill({ status: 503, json: { message: 'Unavailable', code: 'UNAVAILABLE', status: 503 } }),
      );
    await logIn(page, email, 2, '/account');
    const sub = page.getByRole('region', { name: 'Subscription' });
    const cards = page.getByRole('region', { name: 'Payment methods' });
    await expect(sub.getByRole('alert')).toContainText(GENERIC);
    await expect(sub.getByRole('radio')).toHaveCount(0);
    await expect(cards.getByRole('alert')).toContainText('Your payment methods could not be loaded');
    await expect(cards.getByRole('button', { name: 'Add a card' })).toBeDisabled();

    for (const list of lists) await page.unroute(list);
    await cards.getByRole('button', { name: 'Try again' }).click();
    await expect(sub.getByRole('radio').first()).toBeVisible();
    await expect(cards.getByRole('alert')).toHaveCount(0);
    await expect(cards.getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });
});
