/**
 * Every page is titled by what it shows (WCAG 2.4.2 Page Titled): "<what the page shows> | <club name>", the home
 * keeping the club's SEO title; our words follow the member's language, the club's and the content's stay as written;
 * products and news carry link-preview tags (Open Graph, Twitter card) while they are shown. Read-only against the
 * shared fake (logins only).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PROVIDER } from '../support/fake';
import { englishWithCookies } from '../support/account';

const MCT = 'Mountain Climbing Team';

test.beforeEach(async ({ page }) => englishWithCookies(page));

interface Catalogue {
  category: { id: number; name: string };
  collection: { id: number; title: string };
  product: { id: number; title: string };
  news: { id: number; title: string };
}

/** A category, a collection, a product and a news item of club 2, as the provider has them. */
async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const home = (await (await request.get(`${PROVIDER}/api/products/home?club=2`)).json()) as {
    categoryList: Array<{
      id: number;
      name: string;
      productList: Array<{ id: number; title: string | null; fullTitle: string }>;
      collectionList: Array<{ id: number; title: string | null; fullTitle: string }>;
    }>;
  };
  const category = home.categoryList.find((c) => c.collectionList.length > 0)!;
  const collection = category.collectionList[0]!;
  const product = home.categoryList.flatMap((c) => c.productList)[0]!;
  const news = (await (await request.get(`${PROVIDER}/api/news?club=2`)).json()) as {
    newsList: Array<{ id: number; title: string }>;
  };
  return {
    category: { id: category.id, name: category.name },
    collection: { id: collection.id, title: collection.title || collection.fullTitle },
    product: { id: product.id, title: product.title || product.fullTitle },
    news: news.newsList[0]!,
  };
}

async function logIn(page: Page, club: string, email = 'member@demo.club') {
  await page.goto(`/auth/login?club=${club}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
}

const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);

test('anonymous on a public club: every page has its own title', async ({ page, request }) => {
  const c = await catalogue(request);
  const pages: Array<[string, string]> = [
    ['/?club=2', `${MCT} | Videos and live events`],
    ['/auth/login', `Log in | ${MCT}`],
    ['/auth/signup', `Create your account | ${MCT}`],
    ['/auth/forgotten-password', `Forgot your password? | ${MCT}`],
    ['/auth/restore-password?token=abc', `Choose a new password | ${MCT}`],
    ['/legal/cookies', `Cookie policy | ${MCT}`],
    ['/search', `Search | ${MCT}`],
    ['/search?search=chamonix', `Search: chamonix | ${MCT}`],
    [`/category/${c.category.id}`, `${c.category.name} | ${MCT}`],
    [`/collection/${c.collection.id}`, `${c.collection.title} | ${MCT}`],
    [`/product/${c.product.id}`, `${c.product.title} | ${MCT}`],
    ['/magazine', `Magazine | ${MCT}`],
    [`/magazine/${c.news.id}`, `${c.news.title} | ${MCT}`],
    ['/trainers', `Trainers | ${MCT}`],
  ];
  const seen = new Set<string>();
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    seen.add(title);
  }
  expect(seen.size).toBe(pages.length);
  // a trainer's page, by the trainer's name (read from its heading)
  await page.goto('/trainers/25/x');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(name).not.toBe('');
  await expect(page).toHaveTitle(`${name} | ${MCT}`);
  // back home inside the app: the club's title again
  await page.getByRole('banner').getByRole('link', { name: MCT }).first().click();
  await expect(page).toHaveTitle(`${MCT} | Videos and live events`);
});

test("the club-only pages: teams (GPT), a team, live TV (FBT), and an unknown club's 404", async ({ page }) => {
  await page.goto('/teams?club=6');
  await expect(page).toHaveTitle('Teams | Grand Prix Teams');
  await page.goto('/teams/601/scuderia-rossa');
  await expect(page).toHaveTitle('Scuderia Rossa | Grand Prix Teams');
  await page.goto('/torole-tv?club=4');
  await expect(page).toHaveTitle('Live TV | Futbol Base TV');
  await page.goto('/?club=nowhere.example');
  await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
  await expect(page).toHaveTitle('Oops! Error 404');
});

// the member's language is Spanish: the app speaks it once they log in
test("a member's pages (in the member's Spanish): account, bookings, a booking's room, the player", async ({
  page,
  request,
}) => {
  const c = await catalogue(request);
  await logIn(page, '2');
  await page.goto('/account');
  await expect(page).toHaveTitle(`Mi cuenta | ${MCT}`);
  await page.goto('/account/profile');
  await expect(page).toHaveTitle(`Mi cuenta | ${MCT}`);
  await page.goto('/account/bookings');
  await expect(page).toHaveTitle(`Mis reservas | ${MCT}`);
  const room = page.getByRole('region', { name: 'Próximas sesiones' }).getByRole('link').first();
  await room.click();
  await expect(page).toHaveURL(/\/account\/bookings\/[^/]+$/);
  await expect(page).toHaveTitle(`Videollamada | ${MCT}`);
  await page.goto(`/product/${c.product.id}/play`);
  await expect(page).toHaveTitle(`${c.product.title} | ${MCT}`);
});

test('our words follow a language switch; the content keeps its own', async ({ page, request }) => {
  const c = await catalogue(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/search?club=2&search=chamonix');
  await expect(page).toHaveTitle(`Search: chamonix | ${MCT}`);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveTitle(`Búsqueda: chamonix | ${MCT}`);
  await page.goto('/magazine');
  await expect(page).toHaveTitle(`Revista | ${MCT}`);
  await page.goto(`/product/${c.product.id}`);
  await expect(page).toHaveTitle(`${c.product.title} | ${MCT}`);
});

test('products and news carry link-preview tags while they are shown, and no other page does', async ({
  page,
  request,
}) => {
  const c = await catalogue(request);
  await page.goto(`/product/${c.product.id}?club=2`);
  await expect(meta(page, 'og:title')).toHaveAttribute('content', c.product.title);
  await expect(meta(page, 'og:type')).toHaveAttribute('content', 'video.other');
  await expect(meta(page, 'og:site_name')).toHaveAttribute('content', MCT);
  await expect(meta(page, 'og:url')).toHaveAttribute('content', new URL(`/product/${c.product.id}`, page.url()).href);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\//);
  await expect(meta(page, 'og:description')).toHaveAttribute('content', /\S/);
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta(page, 'twitter:title')).toHaveAttribute('content', c.product.title);
  // the description is text, never the provider's markup
  expect(await meta(page, 'og:description').getAttribute('content')).not.toMatch(/[<>]/);

  await page.goto(`/magazine/${c.news.id}`);
  await expect(meta(page, 'og:title')).toHaveAttribute('content', c.news.title);
  await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image');
  // closing the item's dialog: the magazine's own title, and no preview of the item left behind
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/magazine');
  await expect(page).toHaveTitle(`Magazine | ${MCT}`);
  await expect(meta(page, 'og:title')).toHaveCount(0);
  await expect(meta(page, 'twitter:card')).toHaveCount(0);
});
