/**
 * Continue watching on TV with the remote alone (keys only): the home's first row after the banner, each tile with
 * its progress bar; Right from a tile reaches its remove action, OK takes the product out of the row, and the product
 * page resumes or starts over. A fresh member of club 2 (MCT) with positions seeded on the device.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { seedKeptPositions } from '../support/keptPositions';
import { newMember, startAs } from '../support/productSession';
import { remote } from '../support/tv';

test.describe.configure({ timeout: 120_000 });

const continueRow = (page: Page) => page.locator('[data-testid="home-row"][data-row="continue"]');
const tileIds = (page: Page) =>
  continueRow(page)
    .locator('a[data-testid="thumbnail"]')
    .evaluateAll((links) => links.map((a) => Number(/\/product\/(\d+)/.exec(a.getAttribute('href') ?? '')![1])));
const inContinueRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[data-row="continue"]') != null);

test('the row with the remote: tiles with their bars, Right to remove, OK removes, OK on a tile resumes', async ({
  page,
  request,
}) => {
  const session = await newMember(request, 2);
  await startAs(page, 2, session);
  await seedKeptPositions(page, 2, session.userId, [
    { productId: 2015, playtime: 240, duration: 600, at: 1000 },
    { productId: 2016, playtime: 60, duration: 600, at: 3000 },
    { productId: 2009, playtime: 4, duration: 10, at: 2000 },
  ]);
  const tv = remote(page);
  await page.goto('/?club=2');
  await expect(page.locator('[data-testid="home-row"]').first()).toHaveAttribute('data-row', 'continue');
  await expect.poll(() => tileIds(page)).toEqual([2016, 2009, 2015]);
  await expect(continueRow(page).getByRole('progressbar')).toHaveCount(3);

  // Down from the banner: the row's first tile
  await tv.pressUntil('ArrowDown', () => inContinueRow(page), 6);
  expect((await tv.focused()).href).toMatch(/^\/product\/2016/);
  // Right: its remove action, named for the product, in the same row
  await tv.press('ArrowRight');
  expect((await tv.focused()).name).toMatch(/^Remove .* from Continue watching$/);
  await tv.press('Enter');
  await expect.poll(() => tileIds(page)).toEqual([2009, 2015]);
  // focus stays in the row, on the next product's remove action; Left goes back to its tile, Right on to the next
  await expect.poll(async () => (await tv.focused()).name).toMatch(/^Remove Free: Crack climbing/);
  await tv.press('ArrowRight');
  expect((await tv.focused()).href).toMatch(/^\/product\/2015/);
  await tv.press('ArrowLeft', 2);
  expect((await tv.focused()).href).toMatch(/^\/product\/2009/);

  // the free video's tile: OK opens its page, whose first action resumes where the member stopped
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname.startsWith('/product/2009'));
  await expect(page.locator('.product-actions__play')).toHaveText(/^Resume from 0:04/);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.matches('.product-actions__play') ?? false))
    .toBe(true);
  // Right: Start over
  await tv.press('ArrowRight');
  expect((await tv.focused()).name).toBe('Start over');
});
