/**
 * Booking a trainer (spec §4 Booking, §5 booking rules, §8 trainers.modal_book.*): the login modal for anonymous
 * users on a public club (MCT = club 2) with returnTo, a free group slot booked directly, an individual slot with a
 * free template, a paid template paid with a saved card (TTT), a paid session without any card
 * (error_no_payment_method), and a refused booking through a club-scoped fault. Each test books with its own user
 * and trainer so parallel tests never race for one slot.
 */
import { expect, test } from '../support/test';
import { clearFaults, injectFault } from '../support/fake';
import {
  bookedStarts,
  bookingDialog,
  calendarCaption,
  captionOf,
  enabledDays,
  ENGLISH,
  errorToast,
  logIn,
  openDayWithSlot,
  successToast,
} from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

const GROUP = /Group session|Sesión en grupo/;
const INDIVIDUAL = /Individual session|Sesión individual/;

test('an anonymous visitor picking a day gets the login modal, which logs in and comes back', async ({ page }) => {
  await page.goto('/trainers/25/x?club=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await enabledDays(page).first().click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Log in to book' })).toBeVisible();
  // "Not now" closes it and nothing else happens
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(bookingDialog(page)).toHaveCount(0);
  await enabledDays(page).first().click();
  await bookingDialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Ftrainers%2F25%2Fx/);
  await page.locator('input[name="email"]').fill('payment@demo.club');
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/trainers\/25\/x/);
  // now the day opens its slots
  await openDayWithSlot(page, GROUP);
});

test('on the last evening of a month with no free session left, the calendar opens on the first free session', async ({
  page,
}) => {
  // the browser's clock on the last day of the month before this one, 23:00: the trainer's free sessions (from
  // tomorrow on, the fake's real now) are all in a later month than the calendar's first
  const now = new Date();
  const lastEvening = new Date(now.getFullYear(), now.getMonth(), 0, 23, 0);
  await page.clock.install({ time: lastEvening });
  const availability = page.waitForResponse((r) => /\/schedules\/trainer\/25\/availability/.test(r.url()));
  await page.goto('/trainers/25/x?club=2');
  const body = (await (await availability).json()) as { dailyScheduleList: { parts: { start: string }[] }[] };
  const first = new Date(Math.min(...body.dailyScheduleList.flatMap((d) => d.parts.map((p) => Date.parse(p.start)))));
  expect(first.getMonth()).not.toBe(lastEvening.getMonth());
  await expect(calendarCaption(page)).toHaveText(captionOf(first));
  // its days are there without turning a page: the first one opens the login modal
  await enabledDays(page).first().click();
  await expect(bookingDialog(page).getByRole('heading', { name: 'Log in to book' })).toBeVisible();
});

test('the arrow keys walk from the last free days of the month into the next month', async ({ page }) => {
  await page.goto('/trainers/25/x?club=2');
  const days = enabledDays(page);
  await expect(days.first()).toBeVisible();
  const caption = calendarCaption(page);
  const shown = (await caption.textContent()) ?? '';
  await days.last().focus();
  // a week a press: out of any month within six
  for (let i = 0; i < 6 && (await caption.textContent()) === shown; i++) await page.keyboard.press('ArrowDown');
  await expect(caption).not.toHaveText(shown);
  const focused = page.locator('.booking__calendar button:focus');
  await expect(focused).toBeEnabled();
  await expect(focused).toHaveAttribute('aria-label', new RegExp(`${(await caption.textContent()) ?? ''}$`));
  await page.keyboard.press('Enter');
  await expect(bookingDialog(page).getByRole('heading', { name: 'Log in to book' })).toBeVisible();
});

test('a free group slot books directly and lands on my bookings', async ({ page, request }) => {
  const already = await bookedStarts(request, '2', 'MCT', 'cancelled@demo.club');
  await logIn(page, '2', 'cancelled@demo.club');
  await page.goto('/trainers/21/x');
  const slot = await openDayWithSlot(page, GROUP, already);
  const start = (await slot.getAttribute('data-start'))!;
  const booked = page.waitForResponse((r) => /\/api\/meetings\/\d+\/join/.test(r.url()));
  await slot.click();
  const response = await booked;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).not.toHaveProperty('paymentMethodId');
  await expect(successToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(page.locator('.booking__calendar .rdp-booked').first()).toBeVisible();
  // back on the trainer, that group slot now shows as booked and cannot be picked again
  await page.goto('/trainers/21/x');
  const d = new Date(start);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(page.locator('.booking__calendar .rdp-day_button').first()).toBeVisible();
  const next = page.locator('.booking__calendar .rdp-button_next');
  const cell = page.locator(`.booking__calendar td[data-day="${day}"]:not(.rdp-outside) button`);
  for (let i = 0; i < 2 && (await cell.count()) === 0; i++) await next.click();
  await cell.click();
  const again = bookingDialog(page).locator(`.slot[data-start="${start}"]`);
  await expect(again).toBeDisabled();
  await expect(again).toContainText(/Booked|Reservada/);
});

test('an individual slot offers the templates; a free one books without payment', async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.goto('/trainers/23/x');
  const slot = await openDayWithSlot(page, INDIVIDUAL);
  await slot.click();
  const dialog = bookingDialog(page);
  const templates = dialog.locator('.template');
  await expect(templates).toHaveCount(2);
  const free = templates.filter({ hasText: /Free|Gratis/ });
  const booked = page.waitForResponse((r) => /\/api\/meetings\/\d+\/join/.test(r.url()));
  await free.getByRole('button').click();
  const response = await booked;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ trainerId: 23 });
  await expect(successToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bookings$/);
});

test('a paid template asks for a payment method first and sends the chosen card', async ({ page }) => {
  await logIn(page, '1', 'member@demo.club');
  await page.goto('/trainers/12/x');
  const slot = await openDayWithSlot(page, INDIVIDUAL);
  await slot.click();
  const dialog = bookingDialog(page);
  await dialog.locator('.template').filter({ hasText: '25,00 €' }).getByRole('button').click();
  // the picker: the default card is chosen, the other can be picked
  const cards = dialog.getByRole('radio');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toBeChecked();
  await cards.nth(1).check();
  const booked = page.waitForResponse((r) => /\/api\/meetings\/\d+\/join/.test(r.url()));
  await dialog.getByRole('button', { name: 'Pagar y reservar' }).click();
  const response = await booked;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ paymentMethodId: 'pm_fake_mastercard_4444_101' });
  await expect(successToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bookings$/);
});

test('a paid session without a saved card shows error_no_payment_method and books nothing', async ({ page }) => {
  await logIn(page, '2', 'free@demo.club');
  await page.goto('/trainers/22/x');
  const slot = await openDayWithSlot(page, GROUP);
  let joined = false;
  page.on('request', (r) => {
    if (/\/api\/meetings\/\d+\/join/.test(r.url())) joined = true;
  });
  await slot.click();
  const dialog = bookingDialog(page);
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText(/Add a payment method|Añade un método de pago/);
  await dialog.getByRole('button', { name: /Pay and book|Pagar y reservar/ }).click();
  await expect(errorToast(page)).toContainText(/Add a payment method|Añade un método de pago/);
  // back to the slots, the choice can be changed
  await dialog.getByRole('button', { name: /Back|Atrás/ }).click();
  await expect(dialog.locator('.slot').first()).toBeVisible();
  expect(joined).toBe(false);
});

test('a refused booking shows the server message and keeps the dialog open on the slots', async ({ page, request }) => {
  const club = 'mct.book-fault.localhost';
  await injectFault(request, {
    method: 'POST',
    path: '/meetings/{id}/join',
    club,
    status: 409,
    times: 2,
    body: { message: 'The session is full', code: 'MEETING_FULL' },
  } as never);
  try {
    // in-app navigation after the login keeps the fault's club key (a reload would use the stored club id)
    await logIn(page, club, 'special@demo.club', '/trainers/25/x');
    await expect(page).toHaveURL(/\/trainers\/25\/x/);
    const slot = await openDayWithSlot(page, GROUP);
    await slot.click();
    await expect(errorToast(page)).toContainText('The session is full');
    await expect(bookingDialog(page).locator('.slot').first()).toBeVisible();
    await expect(page).toHaveURL(/\/trainers\/25\/x/);
  } finally {
    await clearFaults(request, club);
  }
});

// SPT lets its members book trainers, so it shows them their bookings too: the booking leads to my bookings, where the
// session is listed with a link to its room
test('SPT: a booked session is found on my bookings, linked to its room', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const already = await bookedStarts(request, '3', 'SPT', 'cancelled@demo.club');
  await logIn(page, '3', 'cancelled@demo.club');
  await page.goto('/trainers/31/x');
  const slot = await openDayWithSlot(page, GROUP, already);
  const start = (await slot.getAttribute('data-start'))!;
  const booked = page.waitForResponse((r) => /\/api\/meetings\/\d+\/join/.test(r.url()));
  await slot.click();
  expect((await booked).status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/account/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // (in the member's language, Spanish)
  const list = page.getByRole('region', { name: /^(Upcoming sessions|Próximas sesiones)$/ });
  await expect(list.locator('time').first()).toBeVisible();
  const starts = await list.locator('time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime')!)));
  const index = starts.indexOf(Date.parse(start));
  expect(index).toBeGreaterThanOrEqual(0);
  const session = list.locator('time').nth(index);
  // its link opens the session's room (the meeting code in the address)
  await session.click();
  await expect(page).toHaveURL(/\/account\/bookings\/[^/]+$/);
  await expect(page.locator('[data-fake-jitsi]')).toBeVisible();
});
