/** Where a page's element lies on screens of several sizes (the page opened anew at each). */
import type { Page } from '@playwright/test';
import { expect } from './test';

export interface ScreenBox {
  /** the screen, as `WIDTHxHEIGHT`, for assertion messages */
  screen: string;
  width: number;
  height: number;
  box: { left: number; width: number; height: number };
  /** the page's width (the viewport without a scrollbar) */
  page: number;
}

export async function boxesOn(
  page: Page,
  path: string,
  selector: string,
  screens: ReadonlyArray<readonly [number, number]>,
): Promise<ScreenBox[]> {
  const out: ScreenBox[] = [];
  for (const [width, height] of screens) {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    // the app's own element: the first screen's hero may be painted early by the boot script, then replaced by the
    // app's identical one when it has taken the root (measuring the early one could catch it as it is detached)
    await expect(page.locator('#root[data-app]')).toBeAttached();
    await expect(page.locator('[data-early-paint]')).toHaveCount(0);
    const element = page.locator(selector);
    await expect(element).toBeVisible();
    const measured = await element.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { box: { left: r.left, width: r.width, height: r.height }, page: document.documentElement.clientWidth };
    });
    out.push({ screen: `${width}x${height}`, width, height, ...measured });
  }
  return out;
}

/**
 * Presses `key` `times` times and, after each press, waits until the focused element's first line box is clear of
 * what `cover` selects (a sticky navbar, the cookie notice): WCAG 2.4.11, focus not obscured. Returns how many stops
 * were on screen (a focused element inside `cover`, or scrolled off screen, is not counted).
 */
export async function tabClearOf(page: Page, cover: string, key: 'Tab' | 'Shift+Tab', times: number): Promise<number> {
  let seen = '';
  let clear = 0;
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await expect
      .poll(
        async () =>
          (seen = await page.evaluate((selector) => {
            const el = document.activeElement;
            const over = document.querySelector(selector);
            if (!el || el === document.body || !over || over.contains(el)) return 'outside';
            const box = el.getClientRects()[0];
            if (!box) return 'outside';
            const y = (box.top + box.bottom) / 2;
            if (y < 0 || y > window.innerHeight) return 'outside';
            const x = Math.min(Math.max((box.left + box.right) / 2, 0), window.innerWidth - 1);
            const hit = document.elementFromPoint(x, y);
            return hit && over.contains(hit) ? `under ${selector}: ${el.textContent?.trim().slice(0, 40)}` : 'clear';
          }, cover)),
      )
      .toMatch(/^(clear|outside)$/);
    if (seen === 'clear') clear += 1;
  }
  return clear;
}
