/**
 * The 10-foot rules of the TV build (docs/tv.md, docs/ui.md), measured on the rendered pages at 1920 x 1080 (the tv
 * project's viewport) and on home at 1280 x 720:
 *   - every visible text is at least 20 px tall at 1080p and body copy at least 24 px (at 720p the same share of the
 *     screen: 13.3 px and 16 px, the TV stylesheet scales with the viewport);
 *   - every visible control and text sits inside the 5% title-safe area (96 x 54 px at 1080p, 64 x 36 at 720p).
 *     Artwork may bleed to the edges, and so may rails: their first tile starts inside, tiles further right peek
 *     past the edge. Page content scrolls, so the bottom edge is checked on what does not scroll (navbar, dialogs,
 *     the cookie notice, the player's bars) and on the footer once the page is scrolled to its end;
 *   - thumbnails, banners and the product backdrop have a height (they are padding-ratio boxes on TV: Chrome 69 has
 *     no aspect-ratio, and the TV stylesheet uses the same boxes on every engine, so this checks the old engine's
 *     layout too).
 * Read-only on the shared fake; logged in through the provider API (the session stored as the app stores it).
 * Every wait is on a condition, never a sleep.
 */
import { expect, test } from '../support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, startAs, type ApiSession, type ClubId } from '../support/productSession';

interface Finding {
  what: string;
  text: string;
  detail: string;
}

interface Options {
  /** px per "1080p px": 1 at 1920 x 1080, 2/3 at 1280 x 720 */
  scale: number;
  /** check the bottom of the safe area on in-flow content too (the page scrolled to its end) */
  bottom?: boolean;
}

/**
 * Measures the page as a member sees it: visible text nodes (font size, position) and visible controls (position).
 * Returns the rule violations, each with the offending text and numbers.
 */
async function tenFootFindings(page: Page, options: Options): Promise<Finding[]> {
  return page.evaluate(({ scale, bottom }) => {
    const W = window.innerWidth;
    const H = window.innerHeight;
    const safe = { left: W * 0.05, right: W * 0.95, top: H * 0.05, bottom: H * 0.95 };
    const slack = 1; // sub-pixel rounding
    const MIN_TEXT = 20 * scale - 0.5;
    const MIN_BODY = 24 * scale - 0.5;
    /** what does not scroll with the page: its bottom must be inside the safe area too */
    const FIXED = '.navbar, dialog[open], .cookie-banner, [data-sonner-toaster], .player__top, .player__controls';
    /** rails bleed to the screen edge: their content is checked on the left only */
    const RAIL = '.rail, .magazine__rail, .slider__viewport, .team__chips';
    /** running text (captions, badges, chips, the footer are held to the 20 px floor only) */
    const BODY = 'main p, main dd, .rich-text, dialog p, .cookie-banner__text, .qr-login__steps';
    const NOT_BODY = '.thumb, .news-card, .product-live, .legal-table, .ad, footer';
    const CONTROL = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

    const shown = (el: Element) => {
      if (el.closest('[inert], .visually-hidden')) return false;
      return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const onScreen = (r: DOMRect) =>
      r.width >= 2 && r.height >= 2 && r.bottom > 0 && r.top < H && r.right > 0 && r.left < W;
    const label = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const findings: Array<{ what: string; text: string; detail: string }> = [];
    // content scrolled under the sticky navbar is hidden by it, not outside the safe area
    const navBottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;

    const checkBox = (el: Element, r: DOMRect, text: string, kind: string) => {
      const inRail = el.closest(RAIL) !== null;
      const fixed = el.closest(FIXED) !== null;
      const box = `[${Math.round(r.left)}, ${Math.round(r.top)}, ${Math.round(r.right)}, ${Math.round(r.bottom)}]`;
      if (r.left < safe.left - slack) findings.push({ what: `${kind} left of the safe area`, text, detail: box });
      if (!inRail && r.right > safe.right + slack)
        findings.push({ what: `${kind} right of the safe area`, text, detail: box });
      const covered = !fixed && r.top < navBottom;
      if (r.top < safe.top - slack && r.bottom > 0 && !covered)
        findings.push({ what: `${kind} above the safe area`, text, detail: box });
      if ((fixed || bottom) && r.bottom > safe.bottom + slack && r.top < H && (fixed || r.bottom <= H))
        findings.push({ what: `${kind} below the safe area`, text, detail: box });
    };

    // text
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      // the glyphs of an icon (the "10" of the skip buttons) are drawing, not text: the control has a label
      if (!text || !el || el.closest('svg') || !shown(el)) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (!onScreen(r)) continue;
      // clipped away by a scroller or a hidden-overflow box (a rail's tiles past the edge are still "on screen")
      const size = parseFloat(getComputedStyle(el).fontSize);
      const short = text.slice(0, 60);
      if (size < MIN_TEXT) findings.push({ what: 'text under the minimum size', text: short, detail: `${size}px` });
      if (el.closest(BODY) && !el.closest(NOT_BODY) && size < MIN_BODY)
        findings.push({ what: 'body copy under 24 px (1080p)', text: short, detail: `${size}px` });
      checkBox(el, r, short, 'text');
    }

    // controls
    for (const el of Array.from(document.querySelectorAll(CONTROL))) {
      // a rail made focusable for the web is the bleed area itself (on TV its tiles are the stops)
      if (!shown(el) || el.closest('[aria-hidden="true"]') || el.matches(RAIL)) continue;
      const r = el.getBoundingClientRect();
      if (!onScreen(r)) continue;
      checkBox(el, r, label(el), `control <${el.tagName.toLowerCase()}>`);
    }
    return findings;
  }, options);
}

/** Reserved boxes (padding-ratio on TV) keep a height before and after their images load. */
async function zeroHeightMedia(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '.thumb__media, .news-card__media, .banner__slide, .product-hero, .skeleton--standard, .skeleton--portrait',
      ),
    )
      .filter((el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height < 1)
      .map((el) => `${el.className} in ${el.closest('[aria-label], section, article')?.className ?? 'page'}`),
  );
}

async function expectTenFoot(page: Page, options: Options = { scale: 1 }) {
  expect(await tenFootFindings(page, options)).toEqual([]);
  expect(await zeroHeightMedia(page)).toEqual([]);
}

/** Then scrolled to the end: the footer (and whatever ends the page) above the bottom of the safe area. */
async function expectTenFootAtTheEnd(page: Page, options: Options = { scale: 1 }) {
  // scrolled again on each try: the page can still grow after the first scroll (the footer's code loads a second
  // after the first frame, images settle), and a single scroll then stops short of the new end
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2;
      }),
    )
    .toBe(true);
  expect(await tenFootFindings(page, { ...options, bottom: true })).toEqual([]);
}

const thumbnails = (page: Page) => page.getByTestId('thumbnail');

/** Logged in through the provider API, once per club and worker (read-only: the pages are only measured). */
const sessions = new Map<ClubId, ApiSession>();
async function asMember(page: Page, club: ClubId, request: APIRequestContext) {
  if (!sessions.has(club)) sessions.set(club, await apiLogin(request, 'trial@demo.club', club));
  await startAs(page, club, sessions.get(club)!);
}

test('home: banner, rows and footer follow the 10-foot rules', async ({ page, request }) => {
  await asMember(page, 4, request);
  await page.goto('/?club=4');
  await expect(page.getByTestId('banner')).toBeVisible();
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expect(thumbnails(page).first()).toBeVisible();
  // five tiles fit the safe width at 1920, a sixth peeks in the bleed
  const rail = page.locator('.rail').nth(1);
  const tiles = await rail
    .locator('.thumb__media')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.left < window.innerWidth));
  expect(tiles.length).toBeGreaterThanOrEqual(5);
  expect(tiles.length).toBeLessThanOrEqual(6);
  expect(tiles[0]!.left).toBeGreaterThanOrEqual(96 - 1);
  await expectTenFoot(page);
  await expectTenFootAtTheEnd(page);
});

test('a category page', async ({ page, request }) => {
  await asMember(page, 4, request);
  await page.goto('/category/402?club=4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(thumbnails(page).first()).toBeVisible();
  await expectTenFoot(page);
  await expectTenFootAtTheEnd(page);
});

test('a product page: title block, actions, levels, tags, description, related row', async ({ page, request }) => {
  await asMember(page, 2, request);
  await page.goto('/product/2020?club=2');
  await expect(page.getByTestId('product')).toBeVisible();
  await expect(page.locator('.product-actions__play')).toBeVisible();
  await expect(page.locator('.levels')).toBeVisible();
  await expectTenFoot(page);
  await expect(page.locator('.product__related .thumb').first()).toBeAttached();
  await expectTenFootAtTheEnd(page);
});

test('search results', async ({ page, request }) => {
  await asMember(page, 2, request);
  await page.goto('/search?search=climbing&club=2');
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('climbing');
  await expect(thumbnails(page).first()).toBeVisible();
  await expectTenFoot(page);
  await expectTenFootAtTheEnd(page);
});

test('the magazine', async ({ page, request }) => {
  await asMember(page, 4, request);
  await page.goto('/magazine?club=4');
  await expect(page.locator('.news-card--large')).toBeVisible();
  await expect(page.locator('.magazine__rail .thumb').first()).toBeVisible();
  await expectTenFoot(page);
  await expectTenFootAtTheEnd(page);
});

test('the player: title, back and the control bar inside the safe area', async ({ page, request }) => {
  await asMember(page, 2, request);
  await page.goto('/product/2009/play?club=2');
  await page.waitForFunction(() => {
    const v = document.querySelector<HTMLVideoElement>('video.player__video');
    return v !== null && v.readyState >= 2 && v.currentTime > 0.2;
  });
  // OK on the stage: paused, the bars stay
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('video.player__video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.locator('.player__controls')).toHaveAttribute('data-visible', 'true');
  await expect(page.locator('.player__top')).toHaveAttribute('data-visible', 'true');
  await expectTenFoot(page);
});

test('the cookie notice and a dialog sit inside the safe area', async ({ page }) => {
  // no consent stored: the notice shows (and takes the focus on TV)
  await page.goto('/?club=2');
  const notice = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Accept cookies' })).toBeFocused();
  await expectTenFoot(page);
  // the remote answers it ("Dismiss", left of "Accept cookies"); then Back on home asks to close the app
  await page.keyboard.press('ArrowLeft');
  await expect(notice.getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await page.keyboard.press('Escape');
  const exit = page.getByRole('dialog', { name: 'Close the app?' });
  await expect(exit).toBeVisible();
  await expectTenFoot(page);
});

/**
 * What Chrome 69 keeps of the page's CSS, simulated on the CSSOM of a modern engine: it drops the declarations it
 * cannot parse (aspect-ratio, clamp() / min() / max() / color-mix() values, `translate`, `padding-inline` and
 * `margin-inline` with var()), every rule whose selector list holds :focus-visible or :has(), and it ignores `gap`
 * in flex layout (every flex container's gap is forced to 0).
 */
async function degradeToChrome69(page: Page) {
  await page.evaluate(() => {
    const UNSUPPORTED = /(?<![\w-])(clamp|min|max|color-mix)\(/;
    const walk = (rules: CSSRuleList, owner: CSSStyleSheet | CSSGroupingRule) => {
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i]!;
        if (rule instanceof CSSGroupingRule) {
          walk(rule.cssRules, rule);
          continue;
        }
        if (!(rule instanceof CSSStyleRule)) continue;
        if (/:focus-visible|:has\(/.test(rule.selectorText)) {
          owner.deleteRule(i);
          continue;
        }
        const style = rule.style;
        for (const shorthand of ['padding-inline', 'margin-inline']) {
          if (style.getPropertyValue(shorthand).includes('var(')) style.removeProperty(shorthand);
        }
        for (const prop of Array.from(style)) {
          if (prop === 'aspect-ratio' || prop === 'translate' || UNSUPPORTED.test(style.getPropertyValue(prop)))
            style.removeProperty(prop);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        walk(sheet.cssRules, sheet);
      } catch {
        // a cross-origin sheet: none in the app
      }
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      if (/^(inline-)?flex$/.test(getComputedStyle(el).display)) el.style.setProperty('gap', '0', 'important');
    }
  });
}

/** The boxes a member sees first: they must not move when the old engine's CSS is all there is. */
async function keyBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        '.navbar__bar, .navbar__link, .banner__slide.is-active, .banner__title, .row__title, .rail .thumb__media, ' +
          '.product-hero, .product-hero__title, .product-actions > *, .level, .tag, .footer__inner',
      ),
    )
      .slice(0, 40)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.className}: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
  );
}

test.describe('with only the CSS Chrome 69 understands', () => {
  test('home lays out the same and keeps the 10-foot rules', async ({ page, request }) => {
    await asMember(page, 4, request);
    await page.goto('/?club=4');
    await expect(page.getByTestId('home-row').first()).toBeVisible();
    await expect(thumbnails(page).first()).toBeVisible();
    // the footer's code loads a second after the first frame: the snapshots are taken once it is there
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const modern = await keyBoxes(page);
    await degradeToChrome69(page);
    expect(await keyBoxes(page)).toEqual(modern);
    await expectTenFoot(page);
  });

  test('a product page lays out the same and keeps the 10-foot rules', async ({ page, request }) => {
    await asMember(page, 2, request);
    await page.goto('/product/2020?club=2');
    await expect(page.locator('.levels')).toBeVisible();
    await expect(page.locator('.tags')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const modern = await keyBoxes(page);
    await degradeToChrome69(page);
    expect(await keyBoxes(page)).toEqual(modern);
    await expectTenFoot(page);
  });
});

test.describe('at 1280 x 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('home keeps the same proportions: 64 x 36 px safe area, text scaled with the screen', async ({
    page,
    request,
  }) => {
    await asMember(page, 4, request);
    await page.goto('/?club=4');
    await expect(page.getByTestId('home-row').first()).toBeVisible();
    await expect(thumbnails(page).first()).toBeVisible();
    const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    expect(body).toBeCloseTo(16, 0);
    await expectTenFoot(page, { scale: 720 / 1080 });
    await expectTenFootAtTheEnd(page, { scale: 720 / 1080 });
  });
});
