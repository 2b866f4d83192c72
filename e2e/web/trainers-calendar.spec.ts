/**
 * A trainer's calendar shows the next month's first days in the shown month's last week: one with a free session is
 * chosen right there, without the month arrow. The browser's clock is set to a fixed day (15 January 2030, local
 * time) and the availability is answered in this page only, so the test holds on any date and in any time zone.
 */
import { expect, test } from '../support/test';
import { bookingDialog, ENGLISH, logIn } from './trainers-support';

test.beforeEach(async ({ page }) => ENGLISH(page));

test("a next month's day with a session is picked from the shown month's grid", async ({ page }) => {
  await logIn(page, '2', 'trial@demo.club');
  await page.clock.setFixedTime(new Date(2030, 0, 15, 10, 0));
  const at = (day: number, month: number) => ({
    start: new Date(2030, month, day, 12, 0).toISOString(),
    end: new Date(2030, month, day, 13, 0).toISOString(),
    meeting: null,
  });
  await page.route('**/schedules/trainer/*/availability?**', (route) =>
    route.fulfill({
      json: {
        dailyScheduleList: [
          { day: '2030-01-20', parts: [at(20, 0)] },
          { day: '2030-02-01', parts: [at(1, 1)] },
        ],
      },
    }),
  );
  await page.goto('/trainers/23/x');
  // January 2030, weeks from Monday: its sixth week runs to Sunday 9 February
  await expect(page.locator('.booking__calendar .rdp-caption_label')).toHaveText('January 2030');
  const february1 = page.locator('.booking__calendar td.rdp-outside[data-day="2030-02-01"] button');
  await expect(february1).toBeEnabled();
  await expect(page.locator('.booking__calendar td[data-day="2030-02-02"] button')).toBeDisabled();
  await page.screenshot({ path: '../notes/shots/catalogue/trainer-calendar-next-month-day.png' });
  await february1.click();
  await expect(bookingDialog(page).locator('.slot')).toHaveCount(1);
  await expect(bookingDialog(page).locator('.slot')).toHaveAttribute('data-start', at(1, 1).start);
});
