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

test("the remote's blue key hands the arrows to the diagram: they pan it, OK fits, Back gives them back to the app", async ({
  page,
}) => {
  await consentGiven(page);
  await page.goto('/?club=2&inspect=tvShell');
  const panel = page.locator('#flow-inspector aside');
  await expect(panel.getByTestId('inspector-flow')).toHaveText('tvShell');
  await expect(page.getByTestId('home-row').first()).toBeVisible();
  await expect(panel.getByTestId('inspector-remote-hint')).toBeVisible();
  const diagram = panel.getByTestId('inspector-diagram');
  const layer = panel.getByTestId('inspector-layer');
  await expect(diagram.locator('g.fi-active').first()).toBeAttached();
  const tv = remote(page);
  await tv.press('ArrowDown');
  const inApp = await tv.focused();
  const heard = panel.locator('.fi-log li summary code.fi-event');
  const keysHeard = async () => (await heard.allTextContents()).filter((t) => t.startsWith('key.')).length;
  const before = await keysHeard();
  // the whole drawing inside the diagram's box (fitted)
  const inside = async () => {
    const box = (await diagram.boundingBox())!;
    const drawing = (await layer.locator('svg').boundingBox())!;
    return (
      drawing.x >= box.x - 1 &&
      drawing.y >= box.y - 1 &&
      drawing.x + drawing.width <= box.x + box.width + 1 &&
      drawing.y + drawing.height <= box.y + box.height + 1
    );
  };
  // opened readable: fitted when the whole flow reads so, else at 55 % with the current state in view
  expect(parseInt((await panel.getByTestId('inspector-scale').textContent())!, 10)).toBeGreaterThanOrEqual(55);

  const onDiagram = remote(page, { check: false });
  await onDiagram.press('ColorF3Blue');
  await expect(diagram).toBeFocused();
  const start = (await layer.locator('svg').boundingBox())!;
  await onDiagram.press('ArrowRight', 5);
  await onDiagram.press('ArrowDown');
  await expect.poll(async () => (await layer.locator('svg').boundingBox())!.x).toBeLessThan(start.x - 250);
  expect((await layer.locator('svg').boundingBox())!.y).toBeLessThan(start.y - 50);
  expect(await inside()).toBe(false);
  // the shell heard none of them, and focus in the app did not move
  expect(await keysHeard()).toBe(before);
  await onDiagram.press('Enter');
  await expect.poll(inside).toBe(true);

  await onDiagram.press('Escape');
  await expect(diagram).not.toBeFocused();
  expect(await tv.focused()).toEqual(inApp);
  expect(await keysHeard()).toBe(before);
  // the remote is the app's again
  await tv.press('ArrowRight');
  await expect.poll(keysHeard).toBe(before + 1);
});
