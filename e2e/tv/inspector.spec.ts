/**
 * The flow inspector on the TV build: `?inspect=tvShell` opens the panel on the TV shell's machine, and
 * each remote key shows up live in its event log while focus keeps working in the app (the panel is skipped by the
 * focus engine).
 */
import { expect, test } from '../support/test';
import { consentGiven, remote } from '../support/tv';

test('a product owner watches the TV shell drive focus, key by key', async ({ page }, testInfo) => {
  await consentGiven(page);
  await page.goto('/?club=2&inspect=tvShell');
  const panel = page.locator('#flow-inspector aside');
  await expect(panel.getByTestId('inspector-flow')).toHaveText('tvShell');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expect(panel.getByTestId('inspector-diagram').locator('g.fi-active').first()).toBeAttached();
  // each step says in words what the key did; the raw event (key.down) is beside it
  const keys = panel.locator('.fi-log li').filter({ has: page.locator('summary', { hasText: 'key.down' }) });
  await expect(keys).toHaveCount(0);
  await remote(page).press('ArrowDown');
  await expect(keys).toHaveCount(1);
  await expect(keys.first().getByRole('button')).toContainText('The member presses Down');
  await remote(page).press('ArrowDown');
  await expect(keys).toHaveCount(2);
  // the shell keeps its 1920 px layout, scaled into the space left of the panel
  const aside = (await panel.boundingBox())!;
  const shell = (await page.locator('body').boundingBox())!;
  expect(shell.x + shell.width).toBeLessThanOrEqual(aside.x + 1);
  await page.screenshot({ path: testInfo.outputPath('inspector-tv.png') });
});
