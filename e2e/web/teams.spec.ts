/**
 * Teams (spec §2 teams, company GPT only): logo tiles, a team page (name header, faded image, sections with a
 * scroller of collection links and a product list), the `:title` route finding the team by its slug, and the
 * company rule sending another club home, and the error toast. Read-only; the only fault is scoped to the club key
 * 'gpt.localhost' and GET /team/list and used up by the test itself, so the spec is safe in parallel with others.
 */
import { expect, test } from '../support/test';
import { injectFault } from '../support/fake';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

const TEAMS = [
  'Scuderia Rossa',
  'Silver Arrow Racing',
  'Blue Bull Racing',
  'Papaya Motorsport',
  'Green Lion F1',
  'Alpine Bleu',
];

test('club 6: the teams as logo tiles, each linking to its team page', async ({ page }) => {
  await page.goto('/teams?club=6');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Teams' });
  await expect(list.getByRole('link')).toHaveCount(TEAMS.length);
  for (const name of TEAMS) await expect(list.getByRole('link', { name })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Scuderia Rossa' })).toHaveAttribute('href', '/teams/601/scuderia-rossa');
});

test('a team page: name, sections with collection links and products', async ({ page }) => {
  await page.goto('/teams?club=6');
  await page.getByRole('link', { name: 'Silver Arrow Racing' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/teams/602/silver-arrow-racing');
  await expect(page.getByRole('heading', { level: 1, name: 'Silver Arrow Racing' })).toBeVisible();
  // team 602 (the second) has three sections
  const sections = page.getByRole('main').getByRole('region');
  await expect(sections).toHaveCount(3);
  const first = page.getByRole('region', { name: 'Highlights' });
  const collections = first.getByRole('navigation', { name: 'Collections of Highlights' }).getByRole('link');
  expect(await collections.count()).toBeGreaterThan(0);
  await expect(collections.first()).toHaveAttribute('href', /^\/collection\/\d+/);
  const products = first.getByRole('list', { name: 'Videos of Highlights' }).getByTestId('thumbnail');
  expect(await products.count()).toBeGreaterThan(0);
  await expect(products.first()).toHaveAttribute('href', /^\/product\/\d+/);
  await expect(page.getByRole('region', { name: 'Onboard' })).toBeVisible();
});

test('/teams/<slug> finds the team by its slug', async ({ page }) => {
  await page.goto('/teams/papaya-motorsport?club=6');
  await expect(page.getByRole('heading', { level: 1, name: 'Papaya Motorsport' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
});

test('an unknown slug shows team.error and a way back, not a blank page', async ({ page }) => {
  await page.goto('/teams/no-such-team?club=6');
  await expect(page.getByRole('alert').filter({ hasText: 'The team could not be loaded.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All teams' })).toBeVisible();
});

test('club 2 (company MCT, not GPT): /teams goes home', async ({ page }) => {
  await page.goto('/teams?club=2');
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mountain Climbing Team' })).toBeVisible();
});

test('a failing team list shows the teams.error toast (or the server message) and the page', async ({
  page,
  request,
}) => {
  const club = 'gpt.localhost';
  // exactly the two requests the page makes (a 5xx is retried once): nothing is left behind to clear
  await injectFault(request, { method: 'GET', path: '/team/list', club, status: 500, times: 2 });
  await page.goto(`/teams?club=${club}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  // the server's message wins over teams.error
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Injected fault 500' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The teams could not be loaded.' })).toBeVisible();
});
