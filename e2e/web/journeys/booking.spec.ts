/**
 * Booking's generated journeys (machines/booking/bookingMachine.ts): a fresh member of club 1 (TTT) books with a
 * trainer no other test books with, Laura (11): free group sessions, and a paid (25 €) and a free template for her
 * individual slots.
 *
 * The slot is chosen from the provider's availability when the journey starts, never from the clock: a day from
 * tomorrow on, a group slot with room left, and which of the candidates by the member's id, so parallel journeys,
 * repeats and reruns against the same fake spread over the calendar instead of filling one session. Saved cards
 * come from the fake provider; a failed availability or card list and a refused booking are answered in this page
 * only (`page.route`), so no other test sees them. Each journey takes a few seconds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../support/test';
import { PROVIDER } from '../../support/fake';
import { addCard, newMember, startAs, type ApiSession } from '../../support/productSession';
import { journeys, type JourneyContext } from '../../journeys/runner';
import { calendarCaption } from '../trainers-support';

const CLUB = 1;
const TRAINER = 11;
const DAY_MS = 86_400_000;

interface Slot {
  start: string;
  /** its local day, YYYY-MM-DD (the calendar's `data-day`) */
  day: string;
}

const dialog = (page: Page) => page.locator('dialog[open]');
const toast = (page: Page, type: 'success' | 'error') => page.locator(`[data-sonner-toast][data-type="${type}"]`);
const set = (values: Record<string, unknown>) => (ctx: JourneyContext) => void Object.assign(ctx.data, values);
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A slot of the kind the journey books, from the provider's availability (see the header). */
async function chooseSlot(
  request: APIRequestContext,
  member: ApiSession,
  trainerId: number,
  kind: 'group' | 'individual',
): Promise<Slot> {
  const now = new Date();
  // the app's window ends with the month two months ahead; stay inside it whatever the day of the month
  const last = new Date(now.getFullYear(), now.getMonth() + 3, 0);
  const res = await request.get(
    `${PROVIDER}/api/schedules/trainer/${trainerId}/availability?club=${CLUB}&from=${localDay(now)}&to=${localDay(last)}`,
    { headers: { Authorization: `Bearer ${member.token}` } },
  );
  expect(res.ok(), `availability of trainer ${trainerId}`).toBe(true);
  const { dailyScheduleList } = (await res.json()) as {
    dailyScheduleList: Array<{
      parts: Array<{ start: string; meeting: { participants: number; maxParticipants: number } | null }>;
    }>;
  };
  const candidates = dailyScheduleList
    .flatMap((d) => d.parts)
    .filter((p) => Date.parse(p.start) > now.getTime() + DAY_MS && localDay(new Date(p.start)) <= localDay(last))
    .filter((p) =>
      kind === 'individual' ? p.meeting === null : p.meeting && p.meeting.participants < p.meeting.maxParticipants - 1,
    );
  expect(candidates.length, `free ${kind} slots of trainer ${trainerId}`).toBeGreaterThan(0);
  const start = candidates[member.userId % candidates.length]!.start;
  return { start, day: localDay(new Date(start)) };
}

/** Answers this page's GET requests of a path with a server error while `down()` says so (the app retries a 5xx). */
async function failWhile(page: Page, path: RegExp, message: string, down: () => boolean) {
  await page.route(
    (url) => path.test(url.pathname),
    (route) =>
      route.request().method() === 'GET' && down()
        ? route.fulfill({ status: 503, json: { message, status: 503 } })
        : route.fallback(),
  );
}

const pickSlot = async ({ page, data }: JourneyContext) => {
  await dialog(page)
    .locator(`.slot[data-start="${(data.slot as Slot).start}"]`)
    .click();
};

/** A refused booking keeps the choices: the step it goes back to shows the provider's message. */
const refused = async ({ page, event }: JourneyContext) => {
  if (event === 'join.refused') await expect(toast(page, 'error')).toContainText('The session is full');
};

/** A busy step the next one follows at once (cards on their way): the booking dialog is open. */
const dialogOpen = async ({ page }: JourneyContext) => {
  await expect(dialog(page).getByRole('heading', { name: /^Book with/ })).toBeVisible();
};

journeys({
  flow: 'booking',
  async start({ page, request, data, events }) {
    const member = await newMember(request, CLUB);
    data.slot = await chooseSlot(
      request,
      member,
      TRAINER,
      events.includes('pickSlot.individual') ? 'individual' : 'group',
    );
    if (data.cards) {
      await addCard(request, member, CLUB, `pm_fake_visa_4242_${member.userId}`);
      await addCard(request, member, CLUB, `pm_fake_mastercard_4444_${member.userId}`);
    }
    await failWhile(
      page,
      /\/schedules\/trainer\/\d+\/availability$/,
      'The schedule service is down',
      () => !!data.failAvailability,
    );
    if (data.failCards) await failWhile(page, /\/subscriptions\/users\/cards$/, 'The card service is down', () => true);
    if (data.refuseJoin)
      await page.route(
        (url) => /\/meetings\/\d+\/join$/.test(url.pathname),
        (route) => route.fulfill({ status: 409, json: { message: 'The session is full', code: 'MEETING_FULL' } }),
      );
    data.joins = 0;
    page.on('request', (r) => {
      if (/\/meetings\/\d+\/join$/.test(new URL(r.url()).pathname)) data.joins = (data.joins as number) + 1;
    });
    await startAs(page, CLUB, member);
    await page.goto(`/trainers/${TRAINER}/x?club=${CLUB}`);
  },
  events: {
    'availability.loaded': {},
    'availability.failed': { setup: set({ failAvailability: true }) },
    retry: {
      async gesture({ page, data }) {
        data.failAvailability = false;
        await page.locator('.booking').getByRole('button', { name: 'Try again' }).click();
      },
    },
    pickDay: {
      async gesture({ page, data }) {
        const cell = page.locator(
          `.booking__calendar td[data-day="${(data.slot as Slot).day}"]:not(.rdp-outside) button`,
        );
        const next = page.locator('.booking__calendar .rdp-button_next');
        for (let i = 0; i < 3 && !(await cell.isVisible()); i++) {
          const month = await calendarCaption(page).textContent();
          await next.click();
          await expect(calendarCaption(page)).not.toHaveText(month ?? '');
        }
        await cell.click();
      },
    },
    'pickSlot.group': { gesture: pickSlot },
    'pickSlot.individual': { gesture: pickSlot },
    'pickTemplate.free': {
      gesture: async ({ page }) =>
        dialog(page).locator('.template').filter({ hasText: 'Free' }).getByRole('button').click(),
    },
    'pickTemplate.paid': {
      gesture: async ({ page }) =>
        dialog(page).locator('.template').filter({ hasNotText: 'Free' }).getByRole('button').click(),
    },
    selectCard: { gesture: async ({ page }) => dialog(page).getByRole('radio').nth(1).check() },
    confirm: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Pay and book' }).click() },
    back: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Back' }).click() },
    close: { gesture: async ({ page }) => dialog(page).getByRole('button', { name: 'Close' }).click() },
    addCard: { gesture: async ({ page }) => dialog(page).getByRole('link', { name: 'Add a card' }).click() },
    'cards.loaded': { setup: set({ cards: true }) },
    'cards.none': {},
    'cards.failed': { setup: set({ failCards: true }) },
    'join.ok': {},
    'join.refused': { setup: set({ refuseJoin: true }) },
  },
  states: {
    loading: async ({ page, event }) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // trying again: the failure notice is gone
      if (event === 'retry') await expect(page.locator('.booking .notice')).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(page.locator('.booking').getByRole('alert')).toContainText(
        'The availability of this trainer could not be loaded.',
      );
      await expect(toast(page, 'error')).toContainText('The schedule service is down');
    },
    'ready.idle': async ({ page }) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('.booking__calendar .rdp-day:not(.rdp-disabled) button').first()).toBeVisible();
      await expect(page.locator('.booking__hint')).toHaveText('Pick a highlighted day to see the free sessions.');
    },
    'ready.slots': async (ctx) => {
      await expect(dialog(ctx.page).locator(`.slot[data-start="${(ctx.data.slot as Slot).start}"]`)).toBeEnabled();
      await refused(ctx);
    },
    'ready.templates': async (ctx) => {
      await expect(dialog(ctx.page).getByText(/^Individual session at/)).toBeVisible();
      await expect(dialog(ctx.page).locator('.template')).toHaveCount(2);
      await refused(ctx);
    },
    'ready.{payment.loadingCards}': dialogOpen,
    'ready.{payment.choosing}': async (ctx) => {
      const { page, data, event } = ctx;
      if (event === 'addCard') {
        // the add-card target, which brings the member back to this payment step (e2e/web/add-card-return.spec.ts)
        await expect(page).toHaveURL(/\/account\/payment-methods\?returnTo=/);
        await expect(page.getByRole('dialog', { name: 'Add a card' })).toBeVisible();
        return;
      }
      await expect(dialog(page).locator('.booking__total')).toContainText('Price:');
      if (data.cards) {
        await expect(dialog(page).getByRole('radio')).toHaveCount(2);
        await expect(
          dialog(page)
            .getByRole('radio')
            .nth(event === 'selectCard' ? 1 : 0),
        ).toBeChecked();
      } else
        await expect(dialog(page).getByRole('alert')).toContainText('Add a payment method to book a paid session.');
      if (event === 'cards.failed') await expect(toast(page, 'error')).toContainText('The card service is down');
      if (event === 'confirm' && !data.cards)
        await expect(toast(page, 'error')).toContainText('Add a payment method to book a paid session.');
      await refused(ctx);
    },
    'ready.booking': async ({ data }) => {
      await expect.poll(() => data.joins).toBeGreaterThan(0);
    },
    done: async ({ page }) => {
      await expect(toast(page, 'success')).toContainText('Your session is booked.');
      await expect(page).toHaveURL(/\/account\/bookings$/);
    },
  },
  notInBrowser: {
    'booking.ready.arriving':
      'passed through at once; coming back from adding a card to the payment step: e2e/web/add-card-return.spec.ts',
    'booking.ready.loginRequired': 'anonymous visitors get the login modal: e2e/web/trainers-booking.spec.ts',
  },
});
