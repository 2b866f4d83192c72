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
