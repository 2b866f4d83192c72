/**
 * The flow inspector in the demo build, with no network but the fake provider: `?inspect` opens the side
 * panel listing the running flows, the selected flow's diagram with its live state highlighted, the event log with
 * masked payloads and the context; a past event shows the state after it, also while a modal dialog is open. The app
 * keeps its layout beside the panel. Without `?inspect` nothing of it loads.
 */
import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { addCard, apiLogin, newMember, startAs } from '../support/productSession';
import { bookingDialog, openDayWithSlot } from './trainers-support';

// by id: the panel speaks the app's language (a member's own language may switch it after login)
const panel = (page: Page) => page.locator('#flow-inspector aside');
const flow = (page: Page, name: string) =>
  panel(page)
    .locator('.fi-actors')
    .getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('a product page: the running flows, the page (play button, modals) live on its diagram, a past event, the context', async ({
  page,
  request,
}, testInfo) => {
  await startAs(page, 2, await apiLogin(request, 'trial@demo.club', 2));
  await page.goto('/product/2006?club=2&inspect');
  await expect(panel(page)).toBeVisible();
  for (const name of ['session', 'productPage', 'vote', 'liveTimer']) await expect(flow(page, name)).toBeVisible();
  // in words, grouped by where they run; a flow not started yet or stopped says so, never "undefined"
  await expect(flow(page, 'session')).toContainText('Browsing logged in');
  await expect(panel(page).getByRole('heading', { name: 'Every page' })).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'On /product/2006' })).toBeVisible();
  await expect(panel(page).locator('.fi-actors')).not.toContainText('undefined');

  await flow(page, 'productPage').click();
  await expect(panel(page).getByTestId('inspector-flow')).toHaveText('productPage');
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('The product page shows, no modal open');
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('idle');
  const diagram = panel(page).getByTestId('inspector-diagram');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_idle');

  // the transcoding product: the being-processed modal, live on the diagram and in the log with its payload
  await page.locator('.product-hero .product-actions__play').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('A modal says the video is being processed');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_processing');
  const log = panel(page).locator('.fi-log');
  // the step in words, the raw event a click away
  const play = log.getByRole('button', { name: /The video is being processed: a modal says so/ });
  await expect(play).toContainText('→ A modal says the video is being processed');
  const raw = log
    .getByRole('listitem')
    .filter({ hasText: 'The video is being processed: a modal says so' })
    .first()
    .locator('details');
  await raw.locator('summary').click();
  await expect(raw).toContainText('user.play');
  await expect(raw).toContainText('→ processing');
  await expect(panel(page).getByTestId('inspector-context')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inspector-product.png') });

  // a modal dialog makes the rest of the page inert, but not the panel: it moves into the dialog while it is open
  await expect(page.locator('dialog[open] #flow-inspector')).toBeAttached();
  const start = log.getByRole('button', { name: /The product page shows/ }).last();
  await start.click();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('The product page shows, no modal open');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_idle');
  await panel(page).getByRole('button', { name: 'Back to live' }).click();
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('processing');
  // the dialog still answers: closing it puts the panel back beside the app
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('dialog #flow-inspector')).toHaveCount(0);
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('idle');
  await play.click();
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('processing');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', 'productPage_processing');
  await panel(page).getByRole('button', { name: 'Back to live' }).click();
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('idle');

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
  const typed = log.locator('details').filter({ hasText: '"field":"password"' }).first();
  await typed.locator('summary').click();
  await expect(typed).toContainText('"value":"••••"');
  await expect(panel(page).getByTestId('inspector-context')).toContainText('"password": "••••"');
  await expect(panel(page)).not.toContainText('Demo1234!');

  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await flow(page, 'session').click();
  await expect(panel(page).getByTestId('inspector-state-id')).toHaveText('authenticated');
  await expect(panel(page).getByTestId('inspector-context')).toContainText('"token": "••••"');
  const login = log.locator('details').filter({ hasText: 'session.login' });
  await login.locator('summary').click();
  await expect(login).toContainText('"token":"••••"');
});

/** Whether `el` lies wholly inside `frame` on screen. */
async function inView(frame: Locator, el: Locator): Promise<boolean> {
  const [f, e] = [await frame.boundingBox(), await el.boundingBox()];
  if (!f || !e) return false;
  return e.x >= f.x - 1 && e.y >= f.y - 1 && e.x + e.width <= f.x + f.width + 1 && e.y + e.height <= f.y + f.height + 1;
}

test('the diagram fits the panel, zooms and pans with the mouse and the keyboard; no flow says "undefined"', async ({
  page,
}, testInfo) => {
  await startAs(page, 2, null);
  await page.goto('/?club=2&inspect');
  await expect(panel(page)).toBeVisible();
  // the home: every flow listed says its state in words, or that it is waiting or done
  await expect(flow(page, 'session')).toBeVisible();
  await expect(flow(page, 'banner')).toBeVisible();
  await expect(panel(page).locator('.fi-actors')).not.toContainText('undefined');
  await flow(page, 'session').click();
  const box = panel(page).getByTestId('inspector-diagram');
  const layer = panel(page).getByTestId('inspector-layer');
  const drawing = layer.locator('svg');
  await expect(drawing).toBeVisible();
  const inside = async () => {
    const [b, d] = [(await box.boundingBox())!, (await drawing.boundingBox())!];
    return (
      d.x >= b.x - 1 && d.y >= b.y - 1 && d.x + d.width <= b.x + b.width + 1 && d.y + d.height <= b.y + b.height + 1
    );
  };
  // opened readable (fitted when the whole flow reads so, else larger), its current state in view
  const scale = panel(page).getByTestId('inspector-scale');
  await expect(scale).toHaveText(/^\d+ %$/);
  expect(parseInt((await scale.textContent())!, 10)).toBeGreaterThanOrEqual(55);
  await expect.poll(() => inView(box, layer.locator('g.node.fi-active').first())).toBe(true);
  // fitted: the whole flow in the box
  await panel(page).getByRole('button', { name: 'Fit' }).click();
  await expect.poll(inside).toBe(true);
  const fitted = await scale.textContent();

  // zoom in with the button, then the keyboard; fit again with the key 0
  await panel(page).getByRole('button', { name: 'Zoom in' }).click();
  await expect(scale).not.toHaveText(fitted!);
  await box.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(inside).toBe(false);
  const before = (await drawing.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await drawing.boundingBox())!.x).toBeLessThan(before.x);
  // a drag pans
  const b = (await box.boundingBox())!;
  const x0 = (await drawing.boundingBox())!.x;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 + 80, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await drawing.boundingBox())!.x).toBeGreaterThan(x0 + 40);
  // the wheel zooms out around the pointer
  const zoomed = await scale.textContent();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.wheel(0, 200);
  await expect(scale).not.toHaveText(zoomed!);
  // fitted again (to the box as it is now: the log below it may have grown)
  await page.keyboard.press('0');
  await expect.poll(inside).toBe(true);
  await panel(page).getByRole('button', { name: 'Zoom in' }).click();
  await page.keyboard.press('+');
  await expect.poll(inside).toBe(false);
  await panel(page).getByRole('button', { name: 'Fit' }).click();
  await expect.poll(inside).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('inspector-home.png') });
});

test('the booking flow followed in the inspector, from the trainer to the payment step, in words', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const member = await newMember(request, 2);
  await addCard(request, member, 2, `pm_fake_visa_4242_${member.userId}`);
  await startAs(page, 2, member);
  await page.goto('/trainers/22/x?club=2&inspect=booking');
  await expect(panel(page).getByTestId('inspector-flow')).toHaveText('booking');
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('Choosing a day in the calendar');
  const slot = await openDayWithSlot(page, /Group session/);
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('Choosing a slot of the day');
  await slot.click();
  await expect(bookingDialog(page).getByRole('radio').first()).toBeChecked();
  await expect(panel(page).getByTestId('inspector-state')).toHaveText('Choosing a card');
  const diagram = panel(page).getByTestId('inspector-diagram');
  await expect(diagram.locator('g.node.fi-active')).toHaveAttribute('data-id', /choosing$/);
  // a large flow is read at a readable scale (fitted it would be about 8 %), the current step in view
  expect(parseInt((await panel(page).getByTestId('inspector-scale').textContent())!, 10)).toBeGreaterThanOrEqual(55);
  await expect.poll(() => inView(diagram, diagram.locator('g.node.fi-active'))).toBe(true);
  // the steps that led here, in words, newest first
  await expect(panel(page).locator('.fi-log li .fi-step').first()).toContainText('The cards came');
  await expect(panel(page)).not.toContainText('undefined');
  await page.screenshot({ path: testInfo.outputPath('inspector-booking-payment.png') });
});
