/**
 * The flow inspector (issue 15) in the demo build, with no network but the fake provider: `?inspect` opens the side
 * panel listing the running flows, the selected flow's diagram with its live state highlighted, the event log with
 * masked payloads and the context; a past event shows the state after it, also while a modal dialog is open. The app
 * keeps its layout beside the panel. Without `?inspect` nothing of it loads.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { apiLogin, startAs } from '../support/productSession';

// by id: the panel speaks the app's language (a member's own language may switch it after login)
const panel = (page: Page) => page.locator('#flow-inspector aside');
const flow = (page: Page, name: string) =>
  panel(page)
    .getByRole('list')
    .first()
    .getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('a product page: the running flows, the page (play button, modals) live on its diagram, a past event, the context', async ({
  page,
  request,
}, testInfo) => {
  await startAs(page, 2, await apiLogin(request, 'trial@demo.club', 2));
  await page.goto('/product/2006?club=2&inspect');
  await expect(panel(page)).toBeVisible();
  for (const name of ['session', 'productPage', 'vote', 'liveTimer']) await expect(flow(page, name)).toBeVisible();
  await expect(flow(page, 'session')).toContainText('authenticated');

  await flow(page, 'productPage').click();
  await expect(panel(page).getByTestId('inspector-flow')).toHaveText('productPage');
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('idle');
  const diagram = panel(page).getByTestId('inspector-diagram');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_idle');

  // the transcoding product: the being-processed modal, live on the diagram and in the log with its payload
  await page.locator('.product-hero .product-actions__play').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('processing');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_processing');
  const log = panel(page).locator('.fi-log');
  const play = log.getByRole('button', { name: /user\.play/ });
  await expect(play).toContainText('→ processing');
  await expect(panel(page).getByTestId('inspector-context')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inspector-product.png') });

  // a modal dialog makes the rest of the page inert, but not the panel: it moves into the dialog while it is open
  await expect(page.locator('dialog[open] #flow-inspector')).toBeAttached();
  const start = log.getByRole('button', { name: /xstate\.init/ });
  await start.click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('idle');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_idle');
  await panel(page).getByRole('button', { name: 'Back to live' }).click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('processing');
  // the dialog still answers: closing it puts the panel back beside the app
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('dialog #flow-inspector')).toHaveCount(0);
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('idle');
  await play.click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('processing');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_processing');
  await panel(page).getByRole('button', { name: 'Back to live' }).click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('idle');

  // hidden and shown again
  await panel(page).getByRole('button', { name: 'Hide' }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Flows' }).click();
  await expect(panel(page)).toBeVisible();
});

test('the app keeps its layout beside the panel: the navbar ends where the panel starts, its items apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startAs(page, 2, null);
  await page.goto('/?club=2&inspect');
  await expect(panel(page)).toBeVisible();
  const aside = (await panel(page).boundingBox())!;
  expect(aside.x + aside.width).toBe(1280);
  const navbar = page.locator('.navbar');
  await expect(navbar.getByRole('link', { name: 'Trainers' })).toBeVisible();
  const bar = (await navbar.boundingBox())!;
  expect(bar.x + bar.width).toBeLessThanOrEqual(aside.x + 1);
  const trainers = (await navbar.getByRole('link', { name: 'Trainers' }).boundingBox())!;
  const search = (await navbar.getByRole('searchbox').boundingBox())!;
  expect(trainers.x + trainers.width).toBeLessThan(search.x);
  // folded to its tab, the app has the whole window again
  await panel(page).getByRole('button', { name: 'Hide' }).click();
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(1280);
});

test('the login: passwords and tokens are masked in the log and the context; no inspector without ?inspect', async ({
  page,
}) => {
  await page.goto('/auth/login?club=2');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(panel(page)).toHaveCount(0);

  await page.goto('/auth/login?club=2&inspect');
  await expect(panel(page)).toBeVisible();
  await page.locator('input[name="email"]').fill('member@demo.club');
  await page.locator('input[name="password"]').fill('Demo1234!');
  await flow(page, 'login').click();
  const log = panel(page).locator('.fi-log');
  await expect(log.getByRole('button', { name: /"field":"password"/ }).first()).toContainText('"value":"••••"');
  await expect(panel(page).getByTestId('inspector-context')).toContainText('"password": "••••"');
  await expect(panel(page)).not.toContainText('Demo1234!');

  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await flow(page, 'session').click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('authenticated');
  await expect(panel(page).getByTestId('inspector-context')).toContainText('"token": "••••"');
  await expect(log.getByRole('button', { name: /session\.login/ })).toContainText('"token":"••••"');
});
