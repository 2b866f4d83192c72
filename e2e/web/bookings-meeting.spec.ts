/**
 * The video-call room (spec §2 account/bookings/{meetingCode}, §4 Video call, §8 meeting.error / meeting.end) with
 * the fake Jitsi stand-in served by the fake provider: joining shows the member's first name, leaving shows
 * meeting.end and returns to /account/bookings, a call error shows meeting.error and returns there too, no code
 * goes to /. Shared fake: read-only.
 */
import { expect, test } from '../support/test';
import { ENGLISH, errorToast, logIn } from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

test('joining and leaving: first name in the call, meeting.end, back to my bookings', async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.goto('/account/bookings/mct-room-e2e');
  const room = page.locator('[data-fake-jitsi="mct-room-e2e"]');
  await expect(room).toBeVisible();
  await expect(room.getByRole('status')).toHaveText('Connected');
  await expect(room.getByText(/^You are /)).not.toHaveText('You are ');
  // full screen: the navbar is covered
  await expect(page.locator('.meeting-room')).toHaveCSS('position', 'fixed');
  await room.getByRole('button', { name: 'Leave' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'The call has ended.' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/bookings$/);
});

test('the display name is the first name, else the email', async ({ page }) => {
  await logIn(page, '2', 'member@demo.club');
  await page.goto('/account/bookings/mct-room-name');
  await expect(page.locator('[data-fake-jitsi]').getByText('You are María José')).toBeVisible();
});

test('a call error shows meeting.error and returns to my bookings', async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.goto('/account/bookings/mct-room-error');
  const room = page.locator('[data-fake-jitsi]');
  await expect(room.getByRole('status')).toHaveText('Connected');
  await room.getByRole('button', { name: 'Simulate error' }).click();
  await expect(errorToast(page)).toContainText('The connection to the call was lost.');
  await expect(page).toHaveURL(/\/account\/bookings$/);
});

test('a room that fails to connect shows meeting.error', async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.goto('/account/bookings/fail-room');
  await expect(errorToast(page)).toContainText('The connection to the call was lost.');
  await expect(page).toHaveURL(/\/account\/bookings$/);
});

test('without a code the room goes to /', async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.goto('/account/bookings/%20');
  await expect(page).toHaveURL(/\/$/);
});
