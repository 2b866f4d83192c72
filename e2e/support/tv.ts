/**
 * The remote, for TV journeys: keys only (arrows, Enter as OK, Escape as Back, media keys), never the mouse, Tab or
 * `element.focus()`. After every key `press` checks what a member on the sofa must always see: exactly one visible
 * element has focus, it is clearly marked (a ring or a glow, and tiles scale up), and it sits inside the 5%
 * title-safe area (once the smooth scroll that brings it there has settled: waited on, never slept).
 */
import { expect } from './test';
import type { APIRequestContext, Page } from '@playwright/test';
import { PROVIDER } from './fake';
import { apiLogin, type ClubId } from './productSession';

export async function consentGiven(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('club.configuration'))
      localStorage.setItem(
        'club.configuration',
        JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
      );
  });
}

export interface FocusState {
  tag: string;
  name: string;
  href: string | null;
  visible: boolean;
  marked: boolean;
  inSafeArea: boolean;
  /** nothing is drawn over its middle (the cookie notice, a header): WCAG 2.4.11, focus not obscured */
  unobscured: boolean;
  stage: boolean;
  rect: { left: number; top: number; right: number; bottom: number };
}

/** What has focus, seen as a member sees it. */
export function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const none = { left: 0, top: 0, right: 0, bottom: 0 };
    if (!el || el === document.body)
      return {
        tag: 'BODY',
        name: '',
        href: null,
        visible: false,
        marked: false,
        inSafeArea: false,
        unobscured: false,
        stage: false,
        rect: none,
      };
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const W = window.innerWidth;
    const H = window.innerHeight;
    const visible = r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && r.bottom > 0 && r.top < H;
    const ringOf = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    // a tile draws its ring on its artwork
    const art = el.querySelector('.thumb__media, .news-card__image');
    const ring = ringOf(style) || (art !== null && ringOf(getComputedStyle(art)));
    const stage = el.hasAttribute('data-tv-stage');
    // the ring may be drawn outside the element: allow its width (up to 12 px) beyond the safe area's edge
    const slack = 12;
    // with the flow inspector open (?inspect) the app is scaled into the space left of its panel: its safe area too
    const html = document.documentElement;
    const z = html.classList.contains('with-flow-inspector')
      ? parseFloat(getComputedStyle(html).getPropertyValue('--fi-zoom')) || 1
      : 1;
    const inSafeArea =
      r.left >= W * z * 0.05 - slack &&
      r.right <= W * z * 0.95 + slack &&
      r.top >= H * z * 0.05 - slack &&
      r.bottom <= H * 0.95 + slack;
    const cx = Math.min(Math.max((r.left + r.right) / 2, 0), W - 1);
    const cy = Math.min(Math.max((r.top + r.bottom) / 2, 0), H - 1);
    const hit = document.elementFromPoint(cx, cy);
    const unobscured = stage || (hit !== null && (el === hit || el.contains(hit)));
    return {
      tag: el.tagName,
      // a link that is only a logo is named by the logo's text alternative
      name: (
        el.getAttribute('aria-label') ??
        (el.textContent?.trim() || el.querySelector('img[alt]')?.getAttribute('alt')) ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 80),
      href: el.getAttribute('href'),
      visible,
      marked: stage || ring,
      inSafeArea: stage || inSafeArea,
      unobscured,
      stage,
      rect: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
    };
  });
}

export async function expectFocusOk(page: Page, after = '') {
  await expect
    .poll(
      async () => {
        const f = await focusState(page);
        return f.visible && f.marked && f.inSafeArea && f.unobscured ? 'ok' : JSON.stringify(f);
      },
      { message: `focus after ${after}: one visible, marked, unobscured element inside the safe area` },
    )
    .toBe('ok');
}

type RemoteKeyName =
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Enter'
  | 'Escape'
  | 'MediaPlayPause'
  | 'MediaPlay'
  | 'MediaPause'
  | 'MediaStop'
  | 'MediaFastForward'
  | 'MediaRewind'
  | 'MediaTrackNext'
  | 'ColorF3Blue';

/**
 * Media keys Playwright's keyboard does not know: pressed as real key events of the browser (DevTools protocol input,
 * as a remote's key arrives), with the standard key name and the key code TV platforms send (webOS, Tizen).
 */
const MEDIA_KEY_CODES: Partial<Record<RemoteKeyName, number>> = {
  MediaPlay: 415,
  MediaPause: 19,
  MediaStop: 413,
  MediaRewind: 412,
  MediaFastForward: 417,
  ColorF3Blue: 406,
};

async function pressKey(page: Page, key: RemoteKeyName) {
  const keyCode = MEDIA_KEY_CODES[key];
  if (keyCode === undefined) return page.keyboard.press(key);
  const cdp = await page.context().newCDPSession(page);
  try {
    const event = { key, code: key, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  } finally {
    await cdp.detach();
  }
}

export function remote(page: Page, options: { check?: boolean } = {}) {
  const check = options.check ?? true;
  return {
    async press(key: RemoteKeyName, times = 1) {
      for (let i = 0; i < times; i++) {
        await pressKey(page, key);
        if (check) await expectFocusOk(page, key);
      }
    },
    /** Presses `key` until `done` holds (at most `max` presses): for moving to a stop whose position depends on data. */
    async pressUntil(key: RemoteKeyName, done: () => Promise<boolean>, max = 20) {
      for (let i = 0; i < max; i++) {
        if (await done()) return;
        await pressKey(page, key);
        if (check) await expectFocusOk(page, key);
      }
      expect(await done(), `reached the target with ${key} within ${max} presses`).toBe(true);
    },
    focused: () => focusState(page),
  };
}

/** Presses `key` until focus stops moving (the end of a row or of the navbar). */
export async function pressToEnd(page: Page, key: 'ArrowLeft' | 'ArrowRight', max = 12) {
  const tv = remote(page);
  for (let i = 0; i < max; i++) {
    const before = JSON.stringify(await focusState(page));
    await tv.press(key);
    if (JSON.stringify(await focusState(page)) === before) return;
  }
}

/** Focus is in the navbar. */
export const inNavbar = (page: Page) => page.evaluate(() => document.activeElement?.closest('header') != null);

/**
 * From the page's content to the navbar's first stop with the remote: Down into the content, Up until the navbar,
 * Left to its start.
 */
export async function toNavbarStart(page: Page) {
  const tv = remote(page);
  await tv.press('ArrowDown');
  await tv.pressUntil('ArrowUp', () => inNavbar(page), 12);
  await pressToEnd(page, 'ArrowLeft');
}

/** The focused element's accessible name (or text) matches. */
export const focusedName = async (page: Page, name: RegExp) => name.test((await focusState(page)).name);

/**
 * Logs the TV in the way a member does: the QR page shows a code, another logged-in device (here the provider API
 * with the member's token, as the phone's verify-qr call does) authorises it, and the TV's polling logs in.
 */
export async function qrLogin(page: Page, request: APIRequestContext, club: ClubId, email = 'member@demo.club') {
  await page.goto(`/auth/login?club=${club}`);
  const code = page.getByTestId('tv-login-code');
  await expect(code).toHaveText(/^\d{6}$/);
  const loginCode = Number((await code.textContent())!.trim());
  const { token } = await apiLogin(request, email, club);
  const res = await request.post(`${PROVIDER}/api/tv/authorizeCode?club=${club}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    data: { loginCode },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 15_000 });
}

/** Where focus is in the page's focus model: the region (its kind), which region of that kind, which stop in it. */
export interface FocusPosition {
  /** the kind of the innermost `data-tv-region` around the focused element ('none' outside every region) */
  region: string;
  /** the region's `data-tv-id` */
  id: string | null;
  /** the position of the region among the page's regions of its kind (navbar 0, banner 0, rows 0, 1, 2 ...) */
  index: number;
  /** the position of the focused element among the region's stops ("See all" apart: -1 when it has focus) */
  item: number;
  /** the focused element is the region's "See all" (`data-tv-more`) */
  more: boolean;
}

/** The focus model's view of what has focus (read from the regions the views declare). */
export function focusPosition(page: Page): Promise<FocusPosition> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const region = el?.closest<HTMLElement>('[data-tv-region]') ?? null;
    if (!el || !region) return { region: 'none', id: null, index: -1, item: -1, more: false };
    const kind = region.getAttribute('data-tv-region') ?? '';
    const index = Array.from(document.querySelectorAll(`[data-tv-region="${kind}"]`)).indexOf(region);
    const stops = Array.from(
      region.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [data-tv-stop]'),
    ).filter((s) => {
      if (s.closest('[data-tv-region]') !== region || s.hasAttribute('data-tv-more')) return false;
      if (s.closest('[inert], [aria-hidden="true"], [hidden], [data-tv-skip]')) return false;
      if ((s as HTMLButtonElement).disabled) return false;
      if (!s.hasAttribute('data-tv-stop') && Number(s.getAttribute('tabindex') ?? '0') < 0) return false;
      const r = s.getBoundingClientRect();
      return r.width >= 2 && r.height >= 2 && getComputedStyle(s).visibility !== 'hidden';
    });
    const banner = kind === 'banner';
    return {
      region: kind,
      id: region.getAttribute('data-tv-id'),
      index,
      // the banner is one stop, whichever of its slide's elements it is
      item: banner ? 0 : stops.indexOf(el),
      more: el.hasAttribute('data-tv-more'),
    };
  });
}

/** Focus is at this place of the focus model (the fields given), waited on. */
export async function expectFocus(page: Page, want: Partial<FocusPosition>, after = '') {
  await expect
    .poll(
      async () => {
        const at = await focusPosition(page);
        return Object.fromEntries(Object.keys(want).map((k) => [k, at[k as keyof FocusPosition]]));
      },
      { message: `focus position${after ? ` after ${after}` : ''}` },
    )
    .toEqual(want);
}
