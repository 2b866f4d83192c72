/**
 * Product search (spec §2 search?search=, §5 only non-empty text with a 500 ms debounce, §8 product_search.error).
 * Club 2 (public); the fault test uses the club key 'mct.search-fault.localhost' (club 2 by company prefix) that no other test uses, so
 * its scoped fault cannot reach a parallel test.
 */
import { expect, test } from '../support/test';
import type { Page, Request } from '@playwright/test';
import { clearFaults, PROVIDER } from '../support/fake';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

const main = (page: Page) => page.getByRole('main');
const box = (page: Page) => main(page).getByRole('searchbox', { name: 'Search videos' });
const results = (page: Page) => main(page).getByRole('list', { name: 'Results' });

/** Every search call the page makes, with its query. */
function recordSearches(page: Page): Array<{ query: string | null; at: number }> {
  const calls: Array<{ query: string | null; at: number }> = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/products/search')) calls.push({ query: url.searchParams.get('query'), at: Date.now() });
  });
  return calls;
}

test.describe('search (club 2)', () => {
  test('typing searches once, after the debounce, and keeps the text in the URL', async ({ page }) => {
    await page.goto('/search?club=2');
    await expect(box(page)).toBeVisible();
    const calls = recordSearches(page);
    const answer = page.waitForResponse(
      (r) => r.url().includes('/products/search') && new URL(r.url()).searchParams.get('query') === 'chamonix',
    );
    // timings measured in the page: every input event and the start of every search request
    await page.evaluate(() => {
      const w = window as unknown as { __inputs: Array<{ t: number; value: string }> };
      w.__inputs = [];
      document.addEventListener(
        'input',
        (e) => w.__inputs.push({ t: performance.now(), value: (e.target as HTMLInputElement).value }),
        true,
      );
    });
    await box(page).pressSequentially('chamonix', { delay: 40 });
    await answer;
    await expect(
      results(page)
        .getByRole('link', { name: /Ice climbing in Chamonix/ })
        .first(),
    ).toBeVisible();
    const timeline = await page.evaluate(() => {
      const w = window as unknown as { __inputs: Array<{ t: number; value: string }> };
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/products/search'))
        .map((e) => ({ t: e.startTime, query: new URL(e.name).searchParams.get('query') }));
      return { inputs: w.__inputs, calls };
    });
    // the last call is for the whole text; every call starts 500 ms after the keystroke before it, for that text
    // (on a loaded machine two keystrokes may be more than 500 ms apart: that pause is searched, as it should be)
    expect(timeline.calls.at(-1)?.query).toBe('chamonix');
    for (const call of timeline.calls) {
      const before = timeline.inputs.filter((i) => i.t <= call.t).at(-1)!;
      expect(call.t - before.t).toBeGreaterThanOrEqual(495);
      expect(call.query).toBe(before.value);
    }
    expect(calls.map((c) => c.query).at(-1)).toBe('chamonix');
    await expect(page).toHaveURL(/[?&]search=chamonix/);
    await expect(box(page)).toHaveValue('chamonix');
  });

  test('an empty box never calls the provider', async ({ page }) => {
    // the page's clock, moved past the debounce on purpose: no waiting for a call that should not come
    await page.clock.install();
    await page.goto('/search?club=2');
    await expect(box(page)).toBeVisible();
    const calls = recordSearches(page);
    await box(page).fill('   ');
    await page.clock.runFor(900);
    await expect(main(page).getByText('No product found')).toHaveCount(0);
    // a word typed afterwards is searched: had the blanks been searched, their call would come before it
    const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('query') === 'chamonix');
    await box(page).fill('chamonix');
    await page.clock.runFor(900);
    await answer;
    expect(calls.map((c) => c.query)).toEqual(['chamonix']);
  });

  test('nonsense finds nothing: "No product found"', async ({ page }) => {
    await page.goto('/search?club=2');
    await box(page).fill('zzqqxxnothing');
    await expect(main(page).getByText('No product found')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    // the empty state sits in the page's centre, not in a narrow left column
    const empty = await main(page).locator('.empty-state').boundingBox();
    const area = await main(page).boundingBox();
    expect(Math.abs(empty!.x + empty!.width / 2 - (area!.x + area!.width / 2))).toBeLessThan(24);
  });

  test('a #tag search from the URL runs at once', async ({ page }) => {
    const request = page.waitForRequest(
      (r) => r.url().includes('/products/search') && new URL(r.url()).searchParams.get('query') === '#beginner',
    );
    await page.goto('/search?club=2&search=%23beginner');
    await request;
    await expect(box(page)).toHaveValue('#beginner');
    await expect(
      results(page)
        .getByRole('link', { name: /Crimp strength/ })
        .first(),
    ).toBeVisible();
  });

  test('the navbar search box lands here with the text', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1200, 'the navbar search is in the collapsed menu below xl');
    await page.goto('/?club=2');
    const navSearch = page.getByRole('banner').getByRole('searchbox').first();
    await navSearch.fill('chamonix');
    await navSearch.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*search=chamonix/);
    await expect(box(page)).toHaveValue('chamonix');
    // one search box on the search page: the page's own, not the navbar's beside it
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
    await expect(
      results(page)
        .getByRole('link', { name: /Ice climbing in Chamonix/ })
        .first(),
    ).toBeVisible();
  });
  test('what was typed is what the address says, numbers and quotes too, and a reload searches it again', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1200, 'the navbar search is in the collapsed menu below xl');
    for (const text of ['2024', '"chamonix"', 'true']) {
      await page.goto('/?club=2');
      const navSearch = page.getByRole('banner').getByRole('searchbox').first();
      await navSearch.fill(text);
      const searched = page.waitForRequest(
        (r) => r.url().includes('/products/search') && new URL(r.url()).searchParams.get('query') === text,
      );
      await navSearch.press('Enter');
      await searched;
      expect(new URL(page.url()).searchParams.get('search')).toBe(text);
      await expect(box(page)).toHaveValue(text);
      const again = page.waitForRequest(
        (r) => r.url().includes('/products/search') && new URL(r.url()).searchParams.get('query') === text,
      );
      await page.reload();
      await again;
      await expect(box(page)).toHaveValue(text);
    }
  });
});

test.describe('search failure (club key mct.search-fault.localhost)', () => {
  const club = 'mct.search-fault.localhost';
  test.afterEach(async ({ request }) => {
    await clearFaults(request, club);
  });

  test('product_search.error toast and the results are cleared', async ({ page, request }) => {
    await page.goto(`/search?club=${club}&search=chamonix`);
    await expect(
      results(page)
        .getByRole('link', { name: /Ice climbing in Chamonix/ })
        .first(),
    ).toBeVisible();
    // no server message in the body: the page's own product_search.error text shows
    const res = await request.post(`${PROVIDER}/__control/faults`, {
      data: { path: '/products/search', club, status: 500, body: { code: 'INJECTED_FAULT', status: 500 } },
    });
    expect(res.ok()).toBe(true);
    await box(page).fill('bouldering');
    await expect(page.getByText('The search could not be completed.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(main(page).getByText('No product found')).toHaveCount(0);
  });
});
