/** The TV build's navbar: one simple row (logo, club links, search, user), operated with the remote. */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PROVIDER } from '../support/fake';
import { apiLogin } from '../support/productSession';
import { expectFocus, focusedName, focusPosition, inNavbar, qrLogin, remote, toNavbarStart } from '../support/tv';

// On TV the cookie notice takes the focus 1.5 s after load; these tests are about the navbar, so consent is given.

// a journey is many keys, each followed by a check of the focus: more time than one page's test
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    ),
  );
});

test('the TV navbar shows logo, links, search and user, with no menu button or language switch', async ({ page }) => {
  await page.goto('/?club=6');
  const navbar = page.getByRole('banner');
  await expect(navbar.getByRole('img', { name: 'Grand Prix Teams' })).toBeVisible();
  const nav = navbar.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Magazine' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(navbar.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(navbar.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(navbar.getByRole('group', { name: 'Language' })).toHaveCount(0);
});

/** The GPT home, anonymous, with focus on the navbar's first stop (reached with the remote). */
async function gptHomeAtNavbarStart(page: Page) {
  await page.goto('/?club=6');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await toNavbarStart(page);
}

test('the TV navbar is operated with the remote: Up reaches the navbar, Right reaches "Log in", OK follows it', async ({
  page,
}) => {
  const tv = remote(page);
  await gptHomeAtNavbarStart(page);
  const order: string[] = [];
  await tv.pressUntil('ArrowRight', async () => {
    order.push((await tv.focused()).name);
    return focusedName(page, /^Log in$/);
  });
  // the club's links come first, in reading order, then search, then the user
  expect(order.indexOf('Home')).toBeLessThan(order.indexOf('Magazine'));
  await tv.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
});

// spec §2 global behaviour: on TV, a GPT member's favourite teams show as logos in the navbar, each a stop of the
// remote that opens the team's page
test('GPT: the favourite teams are logos in the navbar; the remote reaches one and OK opens its page', async ({
  page,
  request,
}) => {
  await qrLogin(page, request, 6, 'member@demo.club');
  // the member reads Spanish
  const teams = page.getByRole('banner').getByRole('list', { name: /^(Favourite teams|Equipos favoritos)$/ });
  await expect(teams.getByRole('img', { name: 'Scuderia Rossa' })).toBeVisible();
  await expect(teams.getByRole('img', { name: 'Silver Arrow Racing' })).toBeVisible();
  const tv = remote(page);
  await toNavbarStart(page);
  await tv.pressUntil('ArrowRight', () => focusedName(page, /^Silver Arrow Racing$/));
  await tv.press('Enter');
  await expect(page).toHaveURL(/\/teams\/\d+\/silver-arrow-racing/);
  await expect(page.getByRole('heading', { level: 1, name: 'Silver Arrow Racing' })).toBeVisible();
  await expect(teams.getByRole('link', { name: 'Silver Arrow Racing' })).toHaveAttribute('aria-current', 'page');
});

// A re-render that replaces the navbar element under the member's focus (its list drawn anew) left focus nowhere, and
// the next key sent it to the page's first stop, in the content: once, in CI, Right presses along the navbar ended on
// a tile of the home's first row. Focus now goes back to the element drawn again, and the next key moves on from it.
test('a navbar link drawn again under the focus keeps the focus in the navbar', async ({ page }) => {
  const tv = remote(page);
  await gptHomeAtNavbarStart(page);
  await tv.pressUntil('ArrowRight', () => focusedName(page, /^Home$/));
  // what React does when it draws the link anew: the focused element leaves the page, an equal one takes its place
  await page.evaluate(() => {
    const el = document.activeElement!;
    el.replaceWith(el.cloneNode(true));
  });
  await expect.poll(() => inNavbar(page)).toBe(true);
  expect(await focusedName(page, /^Home$/)).toBe(true);
  await tv.press('ArrowRight');
  expect(await inNavbar(page)).toBe(true);
  expect(await focusedName(page, /^Magazine$/)).toBe(true);
});

// A navbar drawn again in another shape (an element added before its links, as the member's name or language
// arriving can do) while a link has focus: the link is no longer where it was, and focus used to go to the page's
// first stop (the banner). The navbar keeps its position from the focus memory.
test('a navbar drawn again in another shape under the focus keeps the focus at its place in the navbar', async ({
  page,
}) => {
  const tv = remote(page);
  await gptHomeAtNavbarStart(page);
  await tv.pressUntil('ArrowRight', () => focusedName(page, /^Magazine$/));
  const at = await focusPosition(page);
  expect(at).toMatchObject({ region: 'nav', id: 'navbar' });
  await page.evaluate(() => {
    const el = document.activeElement!;
    const list = el.parentElement!.parentElement!;
    list.parentElement!.insertBefore(document.createElement('span'), list);
    el.replaceWith(el.cloneNode(true));
  });
  await expectFocus(page, at, 'the navbar drawn again');
  expect(await focusedName(page, /^Magazine$/)).toBe(true);
  await tv.press('ArrowLeft');
  await expectFocus(page, { ...at, item: at.item - 1 }, 'Left');
});

// The QR login sends the TV to the home, whose address changes at once while its page resolves (its code and data)
// a moment later. Keys the member presses meanwhile move focus along the navbar, which stays across pages; the home,
// once resolved, used to take focus to its first stop (the banner): under CI load, focus jumped from the navbar to the
// banner mid-walk. Held here until the walk is done: the home's code.
test('keys pressed along the navbar while the next page resolves keep their focus there', async ({ page, request }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  // the home route's code (src/routes/index.tsx, split into its own chunk)
  await page.route(/\/assets\/routes-[^/]*\.js$/, async (route) => {
    holding++;
    await held;
    await route.continue();
  });
  await page.goto('/auth/login?club=6');
  const code = page.getByTestId('tv-login-code');
  await expect(code).toHaveText(/^\d{6}$/);
  const { token } = await apiLogin(request, 'member@demo.club', 6);
  const res = await request.post(`${PROVIDER}/api/tv/authorizeCode?club=6`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    data: { loginCode: Number((await code.textContent())!.trim()) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect.poll(() => holding, 'the home is resolving').toBeGreaterThan(0);
  const tv = remote(page);
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 0 }, 'the login');
  await tv.press('ArrowRight', 2);
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 2 }, 'Right along the navbar');
  release();
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expect(page.getByTestId('banner')).toBeVisible();
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 2 }, 'the home resolved');
  await tv.press('ArrowRight');
  await expectFocus(page, { region: 'nav', id: 'navbar', item: 3 }, 'Right again');
});
