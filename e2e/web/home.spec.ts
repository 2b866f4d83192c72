/**
 * The home page against the fake provider (spec §2 route /, §9 banner): the slide banner (arrows, autoplay every
 * 10 s, paused on hover), the rows in order with their "See all" links, the advertisements of club 4 (a script ad
 * in a sandboxed iframe, an image ad), the recently-added switch, product badges, and a provider error on
 * /products/home (toast, page not blank).
 *
 * Tests run in parallel against one fake provider: the only fault is scoped to the club key
 * 'fbt.home-fault.localhost' (club 4 by its code prefix), which no other test uses.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { clearFaults, injectFault } from '../support/fake';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // also runs in the sandboxed ad frames, which have no storage
    if (window !== window.top) return;
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
});

const banner = (page: Page) => page.getByTestId('banner');
const rowTitles = (page: Page) => page.locator('[data-testid="home-row"] .row__title');

async function openHome(page: Page, club: string) {
  await page.goto(`/?club=${club}`);
  await expect(banner(page)).toBeVisible();
  await expect(rowTitles(page).first()).toBeVisible();
  // the rows below the first screen follow the first ones: all of them are there once it is not busy
  await expect(page.locator('.home .rows[aria-busy="true"]')).toHaveCount(0);
}

for (const club of ['2', '4']) {
  test.describe(`club ${club}`, () => {
    test('the banner shows its slides with arrows and dots, and arrows move and rewind', async ({ page }) => {
      await openHome(page, club);
      const b = banner(page);
      await expect(b).toHaveAttribute('data-active-index', '0');
      const dots = b.getByRole('button', { name: /^Go to slide/ });
      const count = await dots.count();
      expect(count).toBeGreaterThan(1);
      await b.hover();
      await expect(b.getByRole('button', { name: 'Next slide' })).toBeVisible();
      await expect(b.getByRole('button', { name: 'Previous slide' })).toBeVisible();
      await b.getByRole('button', { name: 'Previous slide' }).click();
      await expect(b).toHaveAttribute('data-active-index', String(count - 1));
      await b.getByRole('button', { name: 'Next slide' }).click();
      await expect(b).toHaveAttribute('data-active-index', '0');
      await dots.nth(1).click();
      await expect(b).toHaveAttribute('data-active-index', '1');
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      // only the active slide is exposed
      await expect(b.locator('[data-testid="banner-slide"]:not([aria-hidden])')).toHaveCount(1);
    });

    test('the banner autoplays after 10 s and holds while hovered', async ({ page }) => {
      // the page's clock is fast-forwarded instead of waiting the 10 s (it also runs on by itself: the exact period is
      // the model tests' to check, here the slide only has to move on)
      await page.clock.install();
      await openHome(page, club);
      const b = banner(page);
      await expect(b).toHaveAttribute('data-playing', 'true');
      const before = await b.getAttribute('data-active-index');
      await page.clock.runFor(10_000);
      await expect(b).not.toHaveAttribute('data-active-index', before!);
      await b.hover();
      await expect(b).toHaveAttribute('data-playing', 'false');
      await page.mouse.move(1, 1);
      await expect(b).toHaveAttribute('data-playing', 'true');
    });

    test('rows come in order, live first, each category with a See all link', async ({ page }) => {
      await openHome(page, club);
      const titles = await rowTitles(page).allInnerTexts();
      expect(titles[0]).toBe('Live');
      // anonymous visitors have no favourites; the club shows "added recently" (every club but KNC)
      expect(titles[1]).toBe('Recently added');
      expect(titles).not.toContain('My favourites');
      const categories = page.locator('[data-testid="home-row"][data-row="category"]');
      expect(await categories.count()).toBe(titles.length - 2);
      const first = categories.first();
      await expect(first.getByRole('link', { name: /^See all/ })).toHaveAttribute(
        'href',
        new RegExp(`^/category/${club}01/[^?]+\\?showProducts=true&showCollections=true$`),
      );
      await expect(first.getByRole('link').nth(1)).toHaveAttribute('href', /^\/product\/\d+/);
    });

    test('a rental product shows its badge, the live product its pill', async ({ page }) => {
      await openHome(page, club);
      const rental = page.locator(`a[href^="/product/${club}004"]`).first();
      await rental.scrollIntoViewIfNeeded();
      await expect(rental.locator('[data-badge="rental"]')).toBeVisible();
      await expect(rental).toHaveAccessibleName(/Available to rent/);
      const live = page.locator('[data-row="live"]').locator(`a[href^="/product/${club}001"]`);
      await expect(live).toHaveAccessibleName(/Live/);
      await expect(live.locator('.thumb__pill--live')).toBeVisible();
    });
  });
}

test("a phone's first load asks for no image but the page's largest before that one is painted", async ({ page }) => {
  // the logo, the other slides and the rows' thumbnails shared a slow connection with the scripts and the
  // first slide; they now wait for the first slide's paint (src/performance/firstScreen.ts)
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/?club=2');
  await expect(rowTitles(page).first()).toBeVisible();
  await expect(page.locator('.navbar__brand img.navbar__logo')).toBeVisible();
  // the first row's thumbnails are asked for after the first slide's paint: wait for them before reading the requests
  await expect(page.getByTestId('home-row').first().locator('img.thumb__image').first()).toBeVisible();
  // a request is in the page's resource timing once it has completed (a visible <img> may still be loading): read
  // again until the logo and the first row's thumbnails are there
  const read = () =>
    page.evaluate(async () => {
      // the first slide's paint, as the browser reports the page's largest paint
      const entries = await new Promise<Array<PerformanceEntry & { url: string }>>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries() as Array<PerformanceEntry & { url: string }>);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const entry = entries.find((e) => e.url.includes('-slide-1')) ?? { url: '', startTime: 0 };
      const images = performance
        .getEntriesByType('resource')
        .filter((r) => r.name !== entry.url && /\/images\//.test(r.name))
        .map((r) => ({ url: r.name, start: Math.round(r.startTime) }));
      return { painted: { url: entry.url, at: Math.round(entry.startTime) }, images };
    });
  // the logo, at least, and the first row's thumbnails
  await expect.poll(async () => (await read()).images.length).toBeGreaterThan(2);
  const { painted, images } = await read();
  expect(painted.url).toContain('mct-slide-1');
  expect(images.filter((i) => i.start < painted.at)).toEqual([]);
});

// a row's arrows show on hover only where it can scroll that way
test('every slide is painted with the first one: autoplay never makes a later slide the largest paint', async ({
  page,
}) => {
  // Slides hidden with opacity 0 were first painted when autoplay showed them (10 s later) and, when a later slide's
  // title is larger, became the largest contentful paint (club 4's home measured LCP 3.9 s in Lighthouse).
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Element[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp.push((e as PerformanceEntry & { element: Element }).element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // the slides' titles are what is measured: since Chromium 156.0.8078.108 the demo's slide images (SVG placeholders)
  // count as contentful and outsize every title, so they are left out here
  await page.route('**/images/*/*-slide-*', (route) => route.abort());
  await page.setViewportSize({ width: 412, height: 823 });
  // no autoplay (it would show the later slides and let the old behaviour pass too); no input (it ends LCP)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?club=4');
  await expect(banner(page).getByTestId('banner-slide')).toHaveCount(4);
  await expect(banner(page).locator('.banner__title')).toHaveCount(3);
  await expect(banner(page)).toHaveAttribute('data-active-index', '0');
  // the largest paint so far is the largest slide title, which is not the first slide's
  await expect
    .poll(() =>
      page.evaluate(() => {
        const area = (el: Element) => el.getBoundingClientRect().width * el.getBoundingClientRect().height;
        const titles = [...document.querySelectorAll('.banner__title')];
        const largest = titles.reduce((a, b) => (area(b) > area(a) ? b : a));
        const last = (window as unknown as { __lcp: Element[] }).__lcp.at(-1);
        return { first: titles.indexOf(largest) === 0, largestIsLcp: last === largest };
      }),
    )
    .toEqual({ first: false, largestIsLcp: true });
});

test('row arrows: none on a row that fits; forward only at the start, back once scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHome(page, '2');
  const live = page.locator('[data-testid="home-row"][data-row="live"]');
  await live.locator('.rail').hover();
  await expect(live.locator('.row__arrow')).toHaveCount(2);
  await expect(live.locator('.row__arrow:visible')).toHaveCount(0);

  const recent = page.locator('[data-testid="home-row"][data-row="recent"]');
  await recent.locator('.rail').hover();
  const next = recent.getByRole('button', { name: 'Scroll forward' });
  const back = recent.getByRole('button', { name: 'Scroll back' });
  await expect(next).toBeVisible();
  await expect(back).toBeHidden();
  await next.click();
  await expect(back).toBeVisible();
  await back.click();
  await expect(back).toBeHidden();
});

// on a phone's small tiles the live pill and the badges must not cover the teams' crests
test('phones: live tiles keep the crests clear of the live pill and the badges', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page, '4');
  const tiles = page.locator('[data-row="live"] .thumb');
  await expect(tiles.first().locator('.thumb__team').first()).toBeVisible();
  const overlaps = await tiles.evaluateAll((nodes) =>
    nodes.flatMap((tile) => {
      const crests = [...tile.querySelectorAll('.thumb__team')].map((c) => c.getBoundingClientRect());
      const marks = [...tile.querySelectorAll('.thumb__pill, .thumb__badge')].map((m) => m.getBoundingClientRect());
      return crests.flatMap((c) =>
        marks
          .filter((m) => c.left < m.right && m.left < c.right && c.top < m.bottom && m.top < c.bottom)
          .map(() => tile.getAttribute('href')),
      );
    }),
  );
  expect(overlaps).toEqual([]);
});

test('under prefers-reduced-motion the banner does not autoplay, arrows still work', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page, '2');
  const b = banner(page);
  await expect(b).toHaveAttribute('data-playing', 'false');
  await b.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(b).toHaveAttribute('data-active-index', '1');
});

test('club 4 shows a script ad in a sandboxed iframe and an image ad', async ({ page }) => {
  await openHome(page, '4');
  const script = page.locator('[data-row="category"]').first().getByRole('complementary', { name: 'Advertisement' });
  await script.scrollIntoViewIfNeeded();
  const frame = script.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
  // the ad's own frame page (its own CSP), the HTML in the fragment: a srcdoc frame would inherit the app's policy
  await expect(frame).toHaveAttribute('src', /^\/ad-frame\.html\?scheme=dark#.*fake-ad/);
  await expect(page.frameLocator('iframe.ad__frame').first().locator('.fake-ad')).toBeVisible();
  // its inline script ran, in an opaque origin (no allow-same-origin)
  const adFrame = page.frames().find((f) => f.url().includes('/ad-frame.html'))!;
  await expect
    .poll(() => adFrame.evaluate(() => (window as unknown as { __fakeAdLoaded?: number }).__fakeAdLoaded))
    .toBe(1);
  expect(await adFrame.evaluate(() => window.origin)).toBe('null');
  // the frame takes the dark club's scheme, like its iframe: a mismatch is painted as a white backdrop
  expect(await frame.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark');
  expect(await adFrame.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  const image = page.locator('[data-row="category"]').nth(1).getByRole('complementary', { name: 'Advertisement' });
  await image.scrollIntoViewIfNeeded();
  const link = image.getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link.getByRole('img')).toBeVisible();
});

test('the recently-added row follows the club switch', async ({ page }) => {
  // KNC (club 5) turns showAddedRecentlyCategory off, but is private: a member sees its home
  await openHome(page, '2');
  await expect(page.locator('[data-row="recent"]')).toHaveCount(1);
  await page.route('**/api/configuration/club**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    const patch = (o: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(o)) {
        if (k === 'showAddedRecentlyCategory') o[k] = false;
        else if (v && typeof v === 'object') patch(v as Record<string, unknown>);
      }
    };
    patch(body);
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/?club=mct.recent-off.localhost');
  await expect(rowTitles(page).first()).toHaveText('Live');
  await expect(page.locator('[data-row="category"]').first()).toBeVisible();
  await expect(page.locator('[data-row="recent"]')).toHaveCount(0);
});

test('a provider error on the home content shows a toast and keeps the page usable', async ({ page, request }) => {
  const club = 'fbt.home-fault.localhost';
  await injectFault(request, { path: '/products/home', club, status: 500, times: 20 });
  try {
    await page.goto(`/?club=${club}`);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    await expect(page.getByText('Nothing can be shown right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  } finally {
    await clearFaults(request, club);
  }
});

// a first load's rows come in the home's loader, before it mounts; drawn all in the first render, they held
// the first paint (the banner, the largest) back behind every row's tiles and links
test('a first load paints the banner with the first row; the rows below follow it', async ({ page }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as { __firstRows?: number };
    new MutationObserver(() => {
      const rows = document.querySelectorAll('[data-testid="home-row"]').length;
      if (w.__firstRows === undefined && rows > 0) w.__firstRows = rows;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await openHome(page, '4');
  const total = await page.locator('[data-testid="home-row"]').count();
  expect(total).toBeGreaterThan(3);
  const first = await page.evaluate(() => (window as unknown as { __firstRows?: number }).__firstRows);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(total);
});

test('back on the home from a product, or reloaded, the page is where the member left it, every row there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openHome(page, '4');
  // the footer (its code comes a second after the first screen) and the home's footer advertisement make the page
  // tall enough for the place the member leaves: coming back or reloading, both come after the rows
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const last = page.locator('[data-testid="home-row"]').last();
  await last.scrollIntoViewIfNeeded();
  const tile = last.getByRole('link').last();
  await tile.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(800);
  await tile.click();
  await expect(page).toHaveURL(/\/(product|collection)\//);
  await page.goBack();
  await expect(banner(page)).toBeAttached();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await expect(last).toBeInViewport();
  // a reload keeps the place too: the rows are drawn at once, not from the first screen's, so the router can restore it
  await page.reload();
  await expect(page.locator('.home .rows[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await expect(last).toBeInViewport();
});
