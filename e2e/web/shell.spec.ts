/**
 * The shell a member meets on every page (spec §2 Global behaviour): navbar (logo, club links, search, user menu,
 * language), its collapse below xl (1200 px), the footer with the cookie policy and, on the home route, the club's
 * footer advertisement.
 *
 * Tests run in parallel against one fake provider: nothing here changes provider state except logins (a language
 * switch is only exercised anonymously, which stays in the browser).
 */
import { tabClearOf } from '../support/layout';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const navbar = (page: Page) => page.getByRole('banner');

// English, cookies already answered (the consent notice is another flow and must not cover the shell), unless the
// test stored its own choice (the language test reloads with Spanish).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('club.configuration') === null)
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
  });
});
const mainNav = (page: Page) => navbar(page).getByRole('navigation', { name: 'Main' });

async function logIn(page: Page, club: string, email: string) {
  await page.goto(`/auth/login?club=${club}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo1234!');
  await form.getByRole('button', { name: /^(Log in|Iniciar sesión)$/ }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
}

test.describe('navbar (club 2, 1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('anonymous: logo home, club links, search and "Log in"', async ({ page }) => {
    await page.goto('/?club=2');
    const logo = navbar(page).getByRole('img', { name: 'Mountain Climbing Team' });
    await expect(logo).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Mountain Climbing Team' })).toHaveAttribute('href', '/');

    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Magazine' })).toHaveAttribute('href', '/magazine');
    const shop = mainNav(page).getByRole('link', { name: /Official shop/ });
    await expect(shop).toHaveAttribute('href', 'https://example.com/shop');
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(navbar(page).getByRole('button', { name: 'Menu' })).toBeHidden();
    const login = navbar(page).getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', '/auth/login');
    await login.click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  });

  // a private club's anonymous navbar has no links; language and login still sit at the right
  test('a private club, anonymous: the language switch and "Log in" sit at the right, not bunched by the logo', async ({
    page,
  }) => {
    await page.goto('/auth/login?club=1');
    const login = navbar(page).getByRole('link', { name: 'Log in' });
    await expect(login).toBeVisible();
    const bar = (await navbar(page).boundingBox())!;
    const box = (await login.boundingBox())!;
    expect(bar.x + bar.width - (box.x + box.width)).toBeLessThan(bar.width * 0.1);
  });

  test('the search box submits to /search?search=<text>', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/?club=2');
    const search = navbar(page).getByRole('search');
    await search.getByRole('searchbox', { name: 'Search' }).fill('rope work');
    await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
    // the /search page is another flow: until it exists the catch-all sends the visitor home, so the
    // navigation itself is what this checks
    await expect
      .poll(() =>
        visited
          .map((u) => new URL(u))
          .find((u) => u.pathname === '/search')
          ?.searchParams.get('search'),
      )
      .toBe('rope work');
  });

  test('member@demo.club: greeted by first name in their language, with the account menu', async ({ page }) => {
    await logIn(page, '2', 'member@demo.club');
    // the member's language is Spanish: the session switches to it on login
    const menu = navbar(page).getByRole('button', { name: 'Hola, María José' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar(page).getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link')).toHaveText([
      'Perfil',
      'Suscripción',
      'Métodos de pago',
      'Mis reservas',
      'Cerrar sesión',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('an English member: "Hi, <first name>", account links, log out', async ({ page }) => {
    await logIn(page, '2', 'trial@demo.club');
    const menu = navbar(page).getByRole('button', { name: 'Hi, Tina' });
    await menu.click();
    const list = navbar(page).locator('.user-menu__list');
    await expect(list).toBeVisible();
    await expect(list.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account/profile');
    await expect(list.getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/account/subscription');
    await expect(list.getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'href',
      '/account/payment-methods',
    );
    // keyboard: Tab walks into the open menu; focus leaving it closes it
    await menu.focus();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Profile' })).toBeFocused();
    await list.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: /Hi,/ })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null'));
    expect(stored).toMatchObject({ state: { token: null, user: null } });
  });

  test('the language switch translates the page and persists across a reload', async ({ page }) => {
    await page.goto('/?club=2');
    const english = navbar(page).getByRole('button', { name: 'English' });
    const spanish = navbar(page).getByRole('button', { name: 'Español' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await spanish.click();
    await expect(spanish).toHaveAttribute('aria-pressed', 'true');
    await expect(navbar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(navbar(page).getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('club.configuration') ?? 'null'))).toMatchObject({
      state: { lang: 'es' },
    });

    await page.reload();
    await expect(navbar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

    await navbar(page).getByRole('button', { name: 'English' }).click();
    await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('the sticky navbar never covers the keyboard focus', () => {
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    test(`${width}x${height}: tabbing back up a product page scrolls each stop below the navbar`, async ({ page }) => {
      // WCAG 2.4.11 (focus not obscured): from the page's end, Shift+Tab walks back up under the sticky navbar
      await page.setViewportSize({ width, height });
      await page.goto('/product/2014?club=2');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const footerLink = page.getByRole('contentinfo').getByRole('link').last();
      await footerLink.focus();
      const clear = await tabClearOf(page, '.navbar', 'Shift+Tab', 30);
      // most stops were on screen below the navbar (the rest: in the navbar itself, reached at the page's top)
      expect(clear).toBeGreaterThanOrEqual(12);
    });
  }
});

test.describe('navbar at the narrowest full width', () => {
  for (const width of [1200, 1280]) {
    test(`${width} px, Spanish, club 2 (four links): no club link runs under the search box`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() =>
        localStorage.setItem(
          'club.configuration',
          JSON.stringify({ version: 1, state: { lang: 'es', acceptedCookies: true } }),
        ),
      );
      await page.goto('/?club=2');
      const links = navbar(page).getByRole('navigation', { name: 'Principal' }).getByRole('link');
      await expect(links.last()).toHaveText('Entrenadores');
      const search = navbar(page).getByRole('searchbox');
      const last = (await links.last().boundingBox())!;
      const box = (await search.boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(box.x);
      // the box keeps room for its icon and a few letters, and the language switch and "Iniciar sesión" stay inside
      expect(box.width).toBeGreaterThanOrEqual(120);
      const login = (await navbar(page).getByRole('link', { name: 'Iniciar sesión' }).boundingBox())!;
      expect(login.x + login.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('navbar below xl (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('collapses into a menu button that opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/?club=2');
    const toggle = navbar(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Magazine' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: 'Magazine' })).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Magazine' })).toBeHidden();

    // Space toggles too, and following a link closes the menu
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Magazine' })).toBeHidden();
  });

  test('nothing scrolls sideways on a phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // a page of the shell alone: the home rows are another flow
    await page.goto('/legal/cookies?club=2');
    await navbar(page).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Magazine' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const panel = await navbar(page).getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
  });
});

test.describe('footer', () => {
  test('lists the cookie policy and the club copyright', async ({ page }) => {
    await page.goto('/?club=2');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/© \d{4} Mountain Climbing Team/)).toBeVisible();
    await footer.getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/legal\/cookies$/);
  });

  test('club 4 shows its footer advertisement on home only', async ({ page }) => {
    await page.goto('/?club=4');
    const ad = page.getByRole('contentinfo').getByRole('complementary', { name: 'Advertisement' });
    await expect(ad).toBeVisible();
    await expect(ad.getByText('Advertisement')).toBeVisible();
    // a lazy image below the rows: it loads as the member scrolls down to it
    await ad.scrollIntoViewIfNeeded();
    const image = ad.getByRole('img', { name: 'Equipaciones Base' });
    await expect(image).toBeVisible();
    const link = ad.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://example.com/sponsor');
    await expect(link).toHaveAttribute('target', '_blank');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/legal\/cookies$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  });

  test('club 2 has no footer advertisement', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie policy' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  });
});

// the app's own pages with an entry where members look for them: the navbar, after the club's links, only where the
// page would open for this visitor
test.describe("the navbar's entries for the app's own pages (1440 px)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('teams (GPT, club 6): anonymous on the public club and members; no other club has the entry', async ({
    page,
  }) => {
    await page.goto('/?club=6');
    const teams = mainNav(page).getByRole('link', { name: 'Teams', exact: true });
    await expect(teams).toHaveAttribute('href', '/teams');
    await teams.click();
    await expect(page).toHaveURL((url) => url.pathname === '/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
    await expect(teams).toHaveAttribute('aria-current', 'page');
    // the member's language (Spanish) once logged in
    await logIn(page, '6', 'member@demo.club');
    const principal = navbar(page).getByRole('navigation', { name: 'Principal' });
    await expect(principal.getByRole('link', { name: 'Equipos', exact: true })).toHaveAttribute('href', '/teams');
    await page.goto('/?club=2');
    await expect(navbar(page).getByRole('link', { name: 'Magazine' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: /^(Teams|Equipos)$/ })).toHaveCount(0);
  });

  test('live TV (FBT, club 4): a member opens the live stream from the navbar; anonymous visitors see the entry too', async ({
    page,
  }) => {
    await page.goto('/?club=4');
    await expect(mainNav(page).getByRole('link', { name: 'Live TV' })).toHaveAttribute('href', '/torole-tv');
    await logIn(page, '4', 'member@demo.club');
    await navbar(page)
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'TV en directo' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/torole-tv');
    await expect(page.locator('video')).toBeAttached();
    await page.goto('/?club=2');
    await expect(navbar(page).getByRole('link', { name: 'Magazine' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: /^(Live TV|TV en directo)$/ })).toHaveCount(0);
  });

  test('a private club shows the entries to no anonymous visitor', async ({ page }) => {
    await page.goto('/auth/login?club=1');
    await expect(navbar(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(navbar(page).getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

// the navbar speaks the member's language where the words are ours; the club's own links keep the club's words
test('Spanish on an English club (club 2): the app entries in Spanish, the club links as the club wrote them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'es', acceptedCookies: true } }),
    ),
  );
  await page.goto('/?club=2');
  const nav = navbar(page).getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Entrenadores' })).toBeVisible();
  // the club's words, marked as the club's language so that a screen reader reads them as such
  const magazine = nav.getByRole('link', { name: 'Magazine' });
  await expect(magazine).toHaveAttribute('lang', 'en');
  await expect(nav.getByRole('link', { name: 'Entrenadores' })).not.toHaveAttribute('lang', /./);
  // switching to English: the app's entry follows, the club's stay
  await navbar(page).getByRole('button', { name: 'English' }).click();
  await expect(
    navbar(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trainers' }),
  ).toBeVisible();
  await expect(
    navbar(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Magazine' }),
  ).toHaveAttribute('lang', 'en');
});

test.describe('the app entries fit the navbar at its narrowest full width', () => {
  for (const [club, entry] of [
    ['4', 'TV en directo'],
    ['6', 'Equipos'],
  ] as const) {
    test(`club ${club} in Spanish at 1200 px: "${entry}" ends before the search box`, async ({ page }) => {
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.addInitScript(() =>
        localStorage.setItem(
          'club.configuration',
          JSON.stringify({ version: 1, state: { lang: 'es', acceptedCookies: true } }),
        ),
      );
      await page.goto(`/?club=${club}`);
      const link = navbar(page).getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: entry });
      await expect(link).toBeVisible();
      const last = (await link.boundingBox())!;
      const box = (await navbar(page).getByRole('searchbox').boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(box.x);
    });
  }
});
