/** Helpers of the player specs: preferences, logging in through the form, waiting for frames and reports. */
import { expect } from './test';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { PROVIDER } from './fake';

export const PASSWORD = 'Demo1234!';

/** English, cookies accepted (no banner over the player). */
export async function englishWithCookies(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem(
      'club.configuration',
      JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } }),
    );
  });
}

/** Opens `path` of a private club's route: the guard asks for the login, which returns to `path`. */
export async function logInTo(page: Page, club: string | number, email: string, path: string) {
  await page.goto(`/auth/login?club=${club}&returnTo=${encodeURIComponent(path)}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main form').getByRole('button').last().click();
  await expect(page).toHaveURL((u) => u.pathname === path.split('?')[0]);
}

export async function apiLogin(request: APIRequestContext, club: number, email: string, companyCode: string) {
  const res = await request.post(`${PROVIDER}/api/login?club=${club}`, {
    data: { email, password: PASSWORD, companyCode, platform: 'WEB' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { token: string; user: { id: number } };
}

export const video = (page: Page) => page.locator('video.player__video');

/** Waits until the video shows frames (time advances past `seconds`); returns the page's clock at that moment. */
export async function waitForPlayback(page: Page, seconds = 0.1, timeout = 15_000): Promise<number> {
  const handle = await page.waitForFunction(
    (min) => {
      const v = document.querySelector<HTMLVideoElement>('video.player__video');
      return v && v.readyState >= 2 && v.currentTime > min && !v.paused ? performance.now() : false;
    },
    seconds,
    { timeout, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

export async function currentTime(page: Page): Promise<number> {
  return video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
}

export async function isPaused(page: Page): Promise<boolean> {
  return video(page).evaluate((v: HTMLVideoElement) => v.paused);
}

export interface ReportCall {
  productId: number;
  body: { duration: number; playtime: number; completionPercentage: number; visualizationId: number | null };
  status: number;
  answer: { ok?: boolean; id?: number; code?: string; message?: string } | null;
  at: number;
}

/** Records every playback report the page sends (when sent), then the provider's answer (when it arrives). */
export function recordReports(page: Page): ReportCall[] {
  const calls: ReportCall[] = [];
  const byRequest = new Map<Request, ReportCall>();
  const match = (req: Request) => req.method() === 'POST' && /\/api\/products\/(\d+)\/visualizations/.exec(req.url());
  page.on('request', (req) => {
    const m = match(req);
    if (!m) return;
    const call: ReportCall = {
      productId: Number(m[1]),
      body: req.postDataJSON() as ReportCall['body'],
      status: 0,
      answer: null,
      at: Date.now(),
    };
    calls.push(call);
    byRequest.set(req, call);
  });
  page.on('response', async (res) => {
    const call = byRequest.get(res.request());
    if (!call) return;
    call.answer = (await res.json().catch(() => null)) as ReportCall['answer'];
    call.status = res.status();
  });
  return calls;
}
