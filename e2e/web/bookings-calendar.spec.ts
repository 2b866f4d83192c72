/**
 * My bookings (spec §2 account/bookings; §6 bookings: role USER, companies TTT and MCT, web): the calendar of the
 * member's sessions with days without a session disabled, a day's dialog with a carousel of its sessions (category,
 * HH:mm, image, link to the room), the start button, the footer link to /trainers, and who may open the route.
 * Shared fake: read-only (other tests may add bookings for other users only).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { bookingDialog, ENGLISH, logIn } from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

const bookedDays = (page: Page) =>
  page.locator('.booking__calendar .rdp-day:not(.rdp-disabled):not(.rdp-outside) button');

test('the calendar enables only the days with a session; a day shows its sessions in a carousel', async ({ page }) => {
  await logIn(page, '2', 'member@demo.club');
  const meetings = page.waitForResponse((r) => r.url().includes('/api/meetings') && r.status() === 200);
  await page.goto('/account/bookings');
  const body = (await (await meetings).json()) as { meetingList: Array<{ start: string; url: string | null }> };
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the seed: tomorrow at 17:00 UTC, and in three days at 18:00 and 19:00 UTC (the last without a room)
  const days = new Set(
    body.meetingList.map((m) => {
      const d = new Date(m.start);
      return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
    }),
  );
  expect(days.size).toBeGreaterThanOrEqual(2);
  await expect(bookedDays(page).first()).toBeVisible();
  await expect(
    page.locator('.booking__calendar .rdp-day.rdp-disabled:not(.rdp-outside) button').first(),
  ).toBeDisabled();

  // the day with two sessions: both in the carousel, in time order, each with category, HH:mm and image. The calendar
  // opens on the month of the next session (tomorrow's); the day with two, three days from now, is in the month after
  // it at the end of a month (a day outside the month shown is not picked here): then it is one "next month" away
  let opened = false;
  for (let month = 0; month < 2 && !opened; month++) {
    if (month > 0)
      await page
        .locator('.booking__calendar')
        .getByRole('button', { name: /^(Go to the Next Month|Ir al mes siguiente)$/ })
        .click();
    await expect(bookedDays(page).first()).toBeVisible();
    opened = await openDayWithTwoSessions(page);
  }
  expect(opened).toBe(true);
  await expect(
    page.getByRole('link', { name: /Book a session with a trainer|Reservar una sesión con un entrenador/ }),
  ).toHaveAttribute('href', '/trainers');
});

/**
 * Opens each booked day of the month shown until one has two sessions, checks its carousel (both sessions in time
 * order, the first with its room's link and the start button, the second without a room) and closes it; false when
 * the month has no such day.
 */
async function openDayWithTwoSessions(page: Page): Promise<boolean> {
  const total = await bookedDays(page).count();
  let opened = false;
  for (let i = 0; i < total && !opened; i++) {
    await bookedDays(page).nth(i).click();
    const cards = bookingDialog(page).locator('.session-card');
    await expect(cards.first()).toBeVisible();
    if ((await cards.count()) < 2) {
      await page.keyboard.press('Escape');
      continue;
    }
    opened = true;
    await expect(cards.first().locator('.session-card__title')).not.toBeEmpty();
    await expect(cards.first().locator('img')).toHaveAttribute('src', /.+/);
    const times = await cards.locator('.session-card__time').allTextContents();
    expect(times.every((t) => /^\d{2}:\d{2}$/.test(t.trim()))).toBe(true);
    expect([...times].sort()).toEqual(times);
    // the first has a room: its link and the start button lead to /account/bookings/{code}
    const link = cards.first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/account\/bookings\/mct-demo-\d+$/);
    const start = bookingDialog(page).getByRole('link', { name: /^(Start|Empezar)$/ });
    await expect(start).toHaveAttribute('href', (await link.getAttribute('href'))!);
    // the second has no room yet
    await expect(cards.nth(1).getByText(/The room is not ready yet.|La sala todavía no está lista./)).toBeVisible();
    // the carousel moves to it
    await bookingDialog(page)
      .getByRole('button', { name: /^(Next|Siguiente)$/ })
      .click();
    await bookingDialog(page)
      .getByRole('button', { name: /^(Close|Cerrar)$/ })
      .first()
      .click();
  }
  return opened;
}

test('the start link opens the room of the first session', async ({ page }) => {
  await logIn(page, '2', 'member@demo.club');
  await page.goto('/account/bookings');
  await bookedDays(page).first().click();
  await bookingDialog(page)
    .getByRole('link', { name: /^(Start|Empezar)$/ })
    .click();
  await expect(page).toHaveURL(/\/account\/bookings\/mct-demo-\d+$/);
  await expect(page.locator('[data-fake-jitsi]')).toBeVisible();
});

test('route access: anonymous users log in first; other companies and users without USER go home', async ({ page }) => {
  await page.goto('/account/bookings?club=2');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Faccount%2Fbookings/);
  // FBT has no trainers, so no bookings
  await logIn(page, '4', 'member@demo.club');
  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/$/);
});

test('a special user (no USER role) cannot open my bookings', async ({ page }) => {
  await logIn(page, '2', 'special@demo.club');
  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/$/);
});

// on desktop the upcoming sessions are listed beside the calendar, soonest first, linked to their room
test('desktop: the upcoming sessions are listed beside the calendar, soonest first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, '2', 'member@demo.club');
  await page.goto('/account/bookings');
  const list = page.getByRole('region', { name: /^(Upcoming sessions|Próximas sesiones)$/ });
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  const times = await list.locator('time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime')!)));
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  // the first session has a room: its entry links there
  await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/account\/bookings\/.+/);
  // beside, not below, the calendar
  const calendar = (await page.locator('.booking__calendar').boundingBox())!;
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThan(calendar.x + calendar.width);
  await page.screenshot({ path: test.info().outputPath('my-bookings.png') });
});
