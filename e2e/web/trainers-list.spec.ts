/**
 * Trainers (spec §2 trainers, "### Trainers"; §6 permissions; §8 trainers.error, trainers.availability.error): the
 * list with availability on a public club (MCT = club 2), the detail page, the empty state, the redirects, provider
 * failures through club-scoped faults, and who may open the route. Shared fake: read-only.
 */
import { expect, test } from '../support/test';
import { clearFaults, injectFault } from '../support/fake';
import { calendarCaption, captionOf, ENGLISH, enabledDays, errorToast, logIn } from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

test('the list shows every trainer with a profile link, and a calendar of bookable days on demand', async ({
  page,
}) => {
  await page.goto('/trainers?club=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainers' })).toBeVisible();
  const rows = page.locator('.trainer-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByRole('link', { name: /Profile of/ })).toHaveAttribute('href', /^\/trainers\/21\/.+/);
  const toggle = rows.first().getByRole('button', { name: 'Availability and booking' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(rows.first().getByRole('button', { name: 'Hide availability' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // only days with a slot can be picked; the rest (past days, Sundays, days without slots) are disabled
  await expect(enabledDays(page).first()).toBeVisible();
  await expect(
    page.locator('.booking__calendar .rdp-day.rdp-disabled:not(.rdp-outside) button').first(),
  ).toBeDisabled();
  // the next month's days that end the fixed weeks follow the same rule: those with a slot (the fake's weekdays
  // have one) can be chosen there too, without the arrow
  await expect(page.locator('.booking__calendar .rdp-outside button').first()).toBeVisible();
  await expect(page.locator('.booking__calendar .rdp-outside button:not([disabled])').first()).toBeEnabled();
  // the window ends with the month two months ahead: the "next month" arrow stops there (the calendar opens on the
  // first free session's month, the next one on a month's last day)
  const next = page.locator('.booking__calendar .rdp-button_next');
  const caption = calendarCaption(page);
  const now = new Date(await page.evaluate(() => Date.now()));
  const lastMonth = captionOf(new Date(now.getFullYear(), now.getMonth() + 2, 1));
  for (let i = 0; i < 2 && (await caption.textContent()) !== lastMonth; i++) {
    const shown = (await caption.textContent()) ?? '';
    await next.click();
    await expect(caption).not.toHaveText(shown);
  }
  await expect(caption).toHaveText(lastMonth);
  await expect(next).toBeDisabled();
});

test('the trainer page shows image, name, sanitised description, sessions, videos and the calendar', async ({
  page,
}) => {
  await page.goto('/trainers/21/emma-walsh?club=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Walsh');
  await expect(page.locator('.trainer__image')).toBeVisible();
  await expect(page.locator('.trainer__description')).toContainText('climbing coach');
  const templates = page.getByRole('list', { name: 'Sessions offered' });
  await expect(templates.locator('.template')).toHaveCount(2);
  await expect(templates).toContainText('25.00 €');
  await expect(templates).toContainText('Free');
  await expect(page.getByRole('list', { name: 'Videos' }).locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(enabledDays(page).first()).toBeVisible();
  // the id alone opens the same page
  await page.goto('/trainers/21');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Walsh');
});

test('a trainer without products shows no videos section', async ({ page }) => {
  await page.goto('/trainers/24/x?club=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0);
});

test('/trainers/{trainerName}/* and a non-numeric id go to /trainers', async ({ page }) => {
  await page.goto('/trainers/emma/walsh/more?club=2');
  await expect(page).toHaveURL(/\/trainers$/);
  // the club chosen by the address is kept once its configuration has loaded: the next addresses carry no ?club=
  await expect(page.locator('.trainer-row').first()).toBeVisible();
  await page.goto('/trainers/emma');
  await expect(page).toHaveURL(/\/trainers$/);
  await page.goto('/trainers/emma/walsh');
  await expect(page).toHaveURL(/\/trainers$/);
  await expect(page.locator('.trainer-row').first()).toBeVisible();
});

test('no trainers: the empty state with a way home', async ({ page }) => {
  await page.route('**/api/trainers?**', (route) =>
    route.fulfill({ json: { content: [], totalElements: 0, totalPages: 1, number: 1, size: 10000 } }),
  );
  await page.goto('/trainers?club=2');
  await expect(page.getByText('There are no trainers yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a failing trainer list shows trainers.error with the server message, and can be retried', async ({
  page,
  request,
}) => {
  const club = 'mct.trainers-fault.localhost';
  await injectFault(request, { path: '/trainers', method: 'GET', club, status: 500, times: 4 });
  try {
    await page.goto(`/trainers?club=${club}`);
    await expect(errorToast(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The trainers could not be loaded.' })).toBeVisible();
    await clearFaults(request, club);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.trainer-row')).toHaveCount(5);
  } finally {
    await clearFaults(request, club);
  }
});

test('a failing availability shows trainers.availability.error and a retry that works', async ({ page, request }) => {
  const club = 'mct.availability-fault.localhost';
  await injectFault(request, { path: '/schedules/trainer/{id}/availability', club, status: 500, times: 4 });
  try {
    await page.goto(`/trainers/21/x?club=${club}`);
    await expect(errorToast(page)).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The availability of this trainer could not be loaded.' });
    await expect(notice).toBeVisible();
    await clearFaults(request, club);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(enabledDays(page).first()).toBeVisible();
  } finally {
    await clearFaults(request, club);
  }
});

test('route access: other companies go home, a private club asks to log in first', async ({ page }) => {
  // FBT has no trainers: like an unknown path, home
  await page.goto('/trainers?club=4');
  await expect(page).toHaveURL(/\/$/);
  // TTT is private: anonymous visitors log in first and come back
  await page.goto('/trainers?club=1');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Ftrainers/);
  await logIn(page, '1', 'member@demo.club', '/trainers');
  await expect(page).toHaveURL(/\/trainers$/);
  await expect(page.locator('.trainer-row')).toHaveCount(5);
});

// trainers and bookings are reached from the interface, only where their routes open (the members
// here read Spanish: the app switches to their language on login)
test('the navbar links the trainers page where it opens; My bookings is in the user menu of MCT and SPT members', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
  const trainers = nav.getByRole('link', { name: /^(Trainers|Entrenadores)$/ });
  const userMenu = page.getByRole('button', { name: /^(Hi|Hola), / });
  const bookings = page.getByRole('link', { name: /^(My bookings|Mis reservas)$/ });
  await page.goto('/?club=4');
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect(trainers).toHaveCount(0);

  await page.goto('/?club=2');
  await trainers.click();
  await expect(page).toHaveURL((url) => url.pathname === '/trainers');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainers' })).toBeVisible();
  await expect(trainers).toHaveAttribute('aria-current', 'page');

  await logIn(page, '2', 'member@demo.club');
  await userMenu.click();
  await bookings.click();
  await expect(page).toHaveURL((url) => url.pathname === '/account/bookings');

  // SPT: trainers, and the bookings its members make (a club that lets members book shows them their bookings)
  await logIn(page, '3', 'member@demo.club');
  await expect(trainers).toBeVisible();
  await userMenu.click();
  await expect(page.getByRole('link', { name: /^(Payment methods|Métodos de pago)$/ })).toBeVisible();
  await bookings.click();
  await expect(page).toHaveURL((url) => url.pathname === '/account/bookings');
});
