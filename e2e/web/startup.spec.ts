/**
 * Startup against the fake provider: each club is themed with its own name, colours and logo; an unknown club
 * shows the 404 page; the page paints before its stylesheet arrives and the app waits for it; a corrupted stored
 * session logs out cleanly; an unreachable provider offers a retry.
 */
import { expect, pageProblems, test } from '../support/test';
import type { Page } from '@playwright/test';
import { clearFaults, contractViolations, injectFault, PROVIDER } from '../support/fake';

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** The entry's stylesheet. */
const STYLESHEET = /\/assets\/index-[^/]+\.css$/;

/** Holds back every request to `urls` until `release()`; `held()` counts them. */
async function holdBack(page: Page, ...urls: RegExp[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  for (const url of urls)
    await page.route(url, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
  return { release, held: () => held };
}

/** The page's background colour, '' before there is a body. */
const background = (page: Page) =>
  page.evaluate(() => (document.body ? getComputedStyle(document.body).backgroundColor : ''));

test.describe('club white label at startup', () => {
  test('club 1 (TTT): dark theme, red primary, its own name and logo', async ({ page }) => {
    await page.goto('/?club=1');
    const brand = page.getByRole('link', { name: /Titan Training Club/ }).first();
    await expect(brand).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await cssVar(page, '--color-primary')).toBe('#e50914');
    const logo = page.getByRole('img', { name: 'Titan Training Club' }).first();
    await expect(logo).toHaveAttribute('src', /\/images\/logo\//);
    await expect(page).toHaveTitle(/Titan/);
  });

  test('club 2 (MCT): light theme, blue primary, its own name and logo', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await cssVar(page, '--color-primary')).toBe('#0a66c2');
    await expect(page.getByRole('img', { name: 'Mountain Climbing Team' }).first()).toHaveAttribute(
      'src',
      /\/images\/logo\//,
    );
  });

  test('the club is found from the domain (<code>.localhost)', async ({ page, baseURL }) => {
    const url = new URL(baseURL!);
    url.hostname = 'fbt.localhost';
    await page.goto(url.toString());
    await expect(page.getByRole('link', { name: /Futbol Base TV/ }).first()).toBeVisible();
    expect(await cssVar(page, '--color-primary')).toBe('#f59e0b');
  });

  test('the page paints before its stylesheet arrives, and the app renders only once it has', async ({ page }) => {
    // whether the stylesheet's tokens applied when the app first put something in #root
    await page.addInitScript(() => {
      const w = window as unknown as { styledAtFirstRender?: boolean };
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstChild) return;
        w.styledAtFirstRender =
          getComputedStyle(document.documentElement).getPropertyValue('--space-1').trim() === '4px';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const { release, held } = await holdBack(page, STYLESHEET);
    await page.goto('/?club=1', { waitUntil: 'commit' });
    // held back, the stylesheet blocks no frame: the page's first paint (its background) happens meanwhile (the
    // stylesheet's link closes the body: on a busy machine the first paint may even come before its request)
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBe(1);
    await expect.poll(held).toBe(1);
    expect(await background(page)).toBe('rgb(11, 13, 18)');
    release();
    await expect(page.getByRole('link', { name: /Titan Training Club/ }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { styledAtFirstRender?: boolean }).styledAtFirstRender),
    ).toBe(true);
  });

  test("a light club's page turns light when its configuration answers, before the stylesheet and the app", async ({
    page,
  }) => {
    const { release } = await holdBack(page, STYLESHEET);
    await page.goto('/?club=2', { waitUntil: 'commit' });
    // the boot script reads the club's theme from the configuration it prefetches: no dark page until the app runs
    await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    release();
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  });

  test('a returning visitor of a light club gets a light page from the first frame, before any call answers', async ({
    page,
  }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    // the session keeps the club's theme
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null')?.state?.club?.theme))
      .toBe('light');
    // the next visit: the club's configuration held back, and the stylesheet
    const { release } = await holdBack(page, /\/api\/configuration\/club/, STYLESHEET);
    // when the theme is set, against the page's first frame (its first animation frame: a white page reports no
    // first paint)
    await page.addInitScript(() => {
      const w = window as Window & { __themeSetAt?: number; __firstFrameAt?: number };
      requestAnimationFrame(() => (w.__firstFrameAt = performance.now()));
      // (the document has no root element yet when this runs)
      new MutationObserver(() => (w.__themeSetAt ??= performance.now())).observe(document, {
        subtree: true,
        attributeFilter: ['data-theme'],
      });
    });
    await page.goto('/?club=2', { waitUntil: 'commit' });
    await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    release();
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    const firstFrame = await page.evaluate(() => {
      const w = window as Window & { __themeSetAt?: number; __firstFrameAt?: number };
      return { themeSetAt: w.__themeSetAt, firstFrameAt: w.__firstFrameAt };
    });
    expect(firstFrame.firstFrameAt).toBeDefined();
    expect(firstFrame.themeSetAt).toBeLessThan(firstFrame.firstFrameAt!);
    // another club in the address: its own theme, not the kept one (club 4 is dark)
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('/?club=4');
    await expect(page.getByRole('link', { name: /Futbol Base TV/ }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  test('an unknown club shows the 404 page', async ({ page }) => {
    await page.goto('/?club=no-such-club.example');
    await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
    await expect(
      page.getByText(
        'Sorry, the page you are looking for does not exist. The page may have been moved or deleted, or perhaps you misspelled the URL.',
      ),
    ).toBeVisible();
  });

  test('a corrupted stored session is discarded and the app still starts', async ({ page }) => {
    await page.goto('/?club=2');
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('club.session', '{"version":1,"state":{"token":42');
      localStorage.setItem('club.configuration', JSON.stringify({ version: 9, state: {} }));
    });
    await page.reload();
    await expect(page.getByRole('link', { name: /Mountain Climbing Team/ }).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('club.session') ?? 'null'));
    expect(stored).toMatchObject({ version: 1, state: { token: null, user: null } });
  });

  test('an unreachable provider shows the generic error with a retry that recovers', async ({ page, request }) => {
    // scoped to a club key no other test uses: tests run in parallel against one fake provider
    await injectFault(request, { path: '/configuration/club', club: 'ttt.localhost', status: 503, times: 1 });
    try {
      await page.goto('/?club=ttt.localhost');
      await expect(
        page.getByText('Oops! something unexpected has happened. Please try again in a few moments.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('link', { name: /Titan Training Club/ }).first()).toBeVisible();
    } finally {
      await clearFaults(request, 'ttt.localhost');
    }
  });

  test('every provider call made during startup honours the contract', async ({ page, request }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${PROVIDER}/api/`)) calls.push(r.url());
    });
    await page.goto('/?club=4');
    await expect(page.getByRole('link', { name: /Futbol Base TV/ }).first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(new URL(call).searchParams.get('club')).toBe('4');
    expect(await contractViolations(request)).toEqual([]);
  });
});

/**
 * Every club's main pages, as a first-time visitor opens them (Lighthouse's best practices count each error
 * in the browser's console): no call the provider refuses or fails, nothing in the console. A private club's pages
 * are its login page. The ids are each club's seeded product and category.
 */
test.describe('every club opens without an error', () => {
  for (const [club, name] of [
    [1, 'TTT, private'],
    [2, 'MCT'],
    [3, 'SPT'],
    [4, 'FBT, advertisements'],
    [5, 'KNC, private'],
    [6, 'GPT'],
  ] as const) {
    test(`club ${club} (${name}): home, a product, a category and the magazine`, async ({ page }) => {
      const problems = pageProblems(page);
      for (const path of ['/', `/product/${club}014`, `/category/${club}01`, '/magazine']) {
        await page.goto(`${path}?club=${club}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    });
  }
});
