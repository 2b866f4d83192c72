/**
 * The product page on TV with the remote alone: every modal the play button opens (login-to-continue,
 * not available with its countdown, being processed, subscribe and rent, the last two web only on TV: spec §6
 * "obtainable only on the web"), opened with OK and closed with Back (or their Close button), focus back on the play
 * button; and the page's other controls (favourite, like, dislike, trailer replay and mute, tags, related products)
 * reached with arrows and worked with OK. Keys only: no mouse, no Tab, no element.focus().
 *
 * Seed products of club 2 (MCT, public access): 2004 rental, 2006 transcoding, 2007 no video (in the plans),
 * 2002 live in 2 hours, 2015 with a trailer and tags.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { newMember } from '../support/productSession';
import { consentGiven, qrLogin, remote } from '../support/tv';

const focusedIs = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Opens a product page and waits until its play button has focus (the page's first stop). */
async function onProductPage(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
}

/** OK on the play button opens `name`, with focus inside it. */
async function openModal(page: Page, tv: ReturnType<typeof remote>, name: string) {
  await tv.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedIs(page, 'dialog[open] *')).toBe(true);
  return dialog;
}

/** Back closes the open modal and focus returns to the play button that opened it. */
async function backCloses(page: Page, tv: ReturnType<typeof remote>, dialog: ReturnType<Page['getByRole']>) {
  await tv.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test('anonymous visitor of a public club: renting asks to log in; Back closes it, and its Log in button leads to the login page', async ({
  page,
}) => {
  const tv = remote(page);
  await onProductPage(page, '/product/2004/premiere-rental?club=2');
  const dialog = await openModal(page, tv, 'Log in to continue');
  await backCloses(page, tv, dialog);

  await openModal(page, tv, 'Log in to continue');
  await tv.pressUntil('ArrowDown', async () => (await tv.focused()).name === 'Log in', 4);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/auth/login' && u.searchParams.get('returnTo') !== null);
});

test('not available: the live schedule with its countdown; being processed: its note; Back closes each', async ({
  page,
  request,
}) => {
  // a member whose plan includes it (an anonymous visitor is asked to log in instead)
  await qrLogin(page, request, 2, 'trial@demo.club');
  const tv = remote(page);
  await onProductPage(page, '/product/2002?club=2');
  let dialog = await openModal(page, tv, 'Not available yet');
  const countdown = dialog.getByTestId('live-countdown');
  await expect(countdown).toHaveText(/^Starts in [12]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  await backCloses(page, tv, dialog);

  await onProductPage(page, '/product/2006?club=2');
  dialog = await openModal(page, tv, 'This video is being processed');
  await backCloses(page, tv, dialog);
});

test('a member without a plan: subscribe and rent are web only on TV (text and Close, no plans link, no card picker)', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 2);
  await qrLogin(page, request, 2, member.email);
  const tv = remote(page);

  await onProductPage(page, '/product/2007?club=2');
  let dialog = await openModal(page, tv, 'Subscribers only');
  await expect(dialog.getByTestId('web-only')).toHaveText(
    'Subscriptions are only available on the web. Open Mountain Climbing Team on your phone or computer, choose a plan there, and then watch it here.',
  );
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await backCloses(page, tv, dialog);

  await onProductPage(page, '/product/2004?club=2');
  dialog = await openModal(page, tv, 'Rent this video');
  await expect(dialog.getByTestId('web-only')).toContainText(
    'Renting is only available on the web. Open Mountain Climbing Team on your phone or computer, rent this video there, and then watch it here.',
  );
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Rent for/ })).toHaveCount(0);
  // its Close button, reached with the arrows, closes it too
  await tv.pressUntil('ArrowDown', async () => await focusedIs(page, 'dialog[open] footer button'), 4);
  await tv.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => focusedIs(page, '.product-actions__play')).toBe(true);
});

test('favourite, like, dislike, trailer replay and mute, a tag and a related product work with arrows and OK', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await newMember(request, 2);
  await qrLogin(page, request, 2, member.email);
  const tv = remote(page);
  await onProductPage(page, '/product/2015?club=2');
  const actions = page.locator('.product-actions');

  for (const name of ['Favourite', 'I like it', 'I do not like it']) {
    await tv.pressUntil('ArrowRight', async () => (await tv.focused()).name === name, 6);
    const button = actions.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await tv.press('Enter');
    // applied at once, also while the previous vote is still being saved (the flow sends it after that one)
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  // disliking took the like back
  await expect(actions.getByRole('button', { name: 'I like it' })).toHaveAttribute('aria-pressed', 'false');

  // the trailer's sound and replay (the replay is offered once the muted autoplay ended)
  await tv.pressUntil('ArrowRight', async () => (await tv.focused()).name === 'Trailer sound', 4);
  const sound = actions.getByRole('button', { name: 'Trailer sound' });
  const before = await sound.getAttribute('aria-pressed');
  await tv.press('Enter');
  await expect(sound).not.toHaveAttribute('aria-pressed', before!);
  const replay = actions.getByRole('button', { name: 'Play the trailer again' });
  await expect(replay).toBeEnabled({ timeout: 20_000 });
  await tv.press('ArrowLeft');
  expect((await tv.focused()).name).toBe('Play the trailer again');
  await tv.press('Enter');
  await expect(page.locator('.product-hero video')).toHaveCount(1);

  // a related product is reachable below; then up to a tag, whose OK searches it
  await tv.pressUntil('ArrowDown', async () => /^\/product\/\d+\//.test((await tv.focused()).href ?? ''), 10);
  await tv.pressUntil('ArrowUp', async () => (await tv.focused()).name.startsWith('#'), 6);
  const tag = (await tv.focused()).name.slice(1);
  await tv.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/search' && u.searchParams.get('search') === `#${tag}`);
});
