/**
 * QR login's generated journeys on the TV build (machines/auth/qrLoginMachine.ts), club 2. The provider's answers:
 * a code (the fake provider) or a failed one (answered in this page only); the 3 s poll is the app's own clock (each
 * "wait" waits for its request, never for a time); a code authorised the way a phone does (the provider API with a
 * member's token) before the poll that finds it.
 */
import type { Page } from '@playwright/test';
import { expect } from '../../support/test';
import { PROVIDER } from '../../support/fake';
import { apiLogin } from '../../support/productSession';
import { journeys, type JourneyContext } from '../../journeys/runner';

const code = (page: Page) => page.getByTestId('tv-login-code');
const requests = (ctx: JourneyContext, name: string) => (ctx.data[name] as number | undefined) ?? 0;
/** Waits until the app has sent one more request of this kind than when the gesture began. */
const nextRequest = async (ctx: JourneyContext, name: string) => {
  const before = requests(ctx, name);
  await expect.poll(() => requests(ctx, name), { timeout: 15_000 }).toBeGreaterThan(before);
};
const noCode = async ({ page }: JourneyContext) => {
  await expect(page.getByRole('heading', { name: 'Log in with your phone' })).toBeVisible();
};
const showsCode = async ({ page }: JourneyContext) => {
  await expect(code(page)).toHaveText(/^\d{6}$/);
  await expect(page.getByRole('img', { name: 'QR code to log in on this TV' })).toBeVisible();
};

journeys({
  flow: 'qrLogin',
  async start(ctx) {
    const { page } = ctx;
    page.on('request', (r) => {
      if (r.url().includes('/api/tv/loginCode')) ctx.data.codes = requests(ctx, 'codes') + 1;
      if (r.url().includes('/api/tv/validateCode')) ctx.data.polls = requests(ctx, 'polls') + 1;
    });
    if (ctx.data.failCode) {
      let failed = false;
      await page.route(
        (url) => url.pathname.endsWith('/api/tv/loginCode'),
        (route) => {
          if (failed) return route.fallback();
          failed = true;
          return route.fulfill({ status: 500, json: { message: 'down', status: 500 } });
        },
      );
    }
    await page.goto('/auth/login?club=2');
  },
  events: {
    'code.ok': {},
    'code.failed': { setup: (ctx) => void (ctx.data.failCode = true) },
    'retry.wait': { gesture: (ctx) => nextRequest(ctx, 'codes') },
    'poll.wait': {
      async gesture(ctx) {
        if (ctx.data.authorize) {
          // the phone authorises the code before the next poll
          await expect(code(ctx.page)).toHaveText(/^\d{6}$/);
          const { token } = await apiLogin(ctx.request, 'member@demo.club', 2);
          const res = await ctx.request.post(`${PROVIDER}/api/tv/authorizeCode?club=2`, {
            headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
            data: { loginCode: Number((await code(ctx.page).textContent())!.trim()) },
          });
          expect(res.status()).toBe(200);
        }
        await nextRequest(ctx, 'polls');
      },
    },
    'validate.pending': {},
    'validate.authorized': { setup: (ctx) => void (ctx.data.authorize = true) },
  },
  states: {
    fetchingCode: noCode,
    retrying: noCode,
    'showing.waiting': showsCode,
    // a poll in flight: its answer may already have moved the screen on (home), so the evidence is the request
    'showing.validating': async (ctx) => expect(requests(ctx, 'polls')).toBeGreaterThan(0),
    done: async ({ page }) => {
      await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 15_000 });
      await expect(page.getByText(/María José/).first()).toBeVisible();
    },
  },
});
