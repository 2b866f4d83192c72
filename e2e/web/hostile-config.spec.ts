/**
 * A hostile club administrator: the club's configuration and content carry `javascript:`, `data:`,
 * `vbscript:` and protocol-relative addresses in every link the provider controls (external signup, subscription and
 * payment-method pages, menu links, advertisement redirects, slide links). Nothing may run or leave the app's origin:
 * the URL policy (src/domain/urlPolicy.ts) drops them at the mappers and again where they become an href or a
 * location, so each screen falls back as if the club had sent nothing: the app's own signup form, subscribe flow and
 * card list, ads without a link, no menu entry. The CSP guard of e2e/support/test.ts fails the test if anything was
 * even attempted against the policy.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { WEB_ORIGIN } from '../support/fake';
import { englishWithCookies, logIn, section } from '../support/account';

/** One bypass per field, so each mapper and view meets a different trick. */
const HOSTILE: Record<string, string> = {
  externalSignup: 'javascript:window.__pwned="signup"',
  externalSubscription: ' JaVaScRiPt:window.__pwned="subscription"',
  externalPaymentMethods: 'data:text/html,<script>parent.__pwned="cards"</script>',
  redirect: 'java\tscript:window.__pwned="ad"',
  externalUrl: 'vbscript:msgbox(1)',
};
const HOSTILE_MENU = [
  { name: 'Evil script', url: 'javascript:window.__pwned="menu"', openTarget: '_self' },
  { name: 'Evil entity', url: 'javascript&colon;window.__pwned="entity"', openTarget: '_self' },
  { name: 'Evil host', url: '//evil.example/x', openTarget: '_blank' },
  { name: 'Evil backslash', url: '/\\evil.example/x', openTarget: '_self' },
  { name: 'Evil data', url: 'data:text/html,<h1>x</h1>', openTarget: '_blank' },
];

function poison(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(poison);
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(o)) {
    if (key in HOSTILE && (v === null || typeof v === 'string')) o[key] = HOSTILE[key];
    else if (key === 'clubMenuList' && Array.isArray(v)) v.push(...HOSTILE_MENU);
    else poison(v);
  }
}

/** Every answer of the provider API, as a hostile club administrator would have configured it. */
async function hostileProvider(page: Page) {
  await page.route('**/api/**', async (route) => {
    const res = await route.fetch();
    // the page may give a request up (it navigated on) while it is fetched here: its response is disposed, and
    // there is nothing left to answer
    const text = await res.text().catch(() => null);
    if (text === null) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route.fulfill({ response: res, body: text });
    }
    poison(body);
    await route.fulfill({ response: res, json: body });
  });
  // had anything gone off-site, it would land here (and the test would see the URL)
  for (const host of ['https://example.com/**', 'http://evil.example/**', 'https://evil.example/**'])
    await page.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Off-site</h1>' }));
}

/** Nothing ran, nothing left the origin, and no link on the page points anywhere but http(s). */
async function expectNothingHostile(page: Page, dialogs: string[]) {
  expect(new URL(page.url()).origin).toBe(WEB_ORIGIN);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((a) => ({ protocol: (a as HTMLAnchorElement).protocol, href: a.getAttribute('href') ?? '' })),
    );
  for (const { protocol, href } of hrefs) {
    expect(['http:', 'https:'], href).toContain(protocol);
    expect(href).not.toMatch(/evil\.example|^\s*(java|vb)script|&colon;|^data:/i);
  }
}

test.beforeEach(async ({ page }) => {
  await englishWithCookies(page);
  await hostileProvider(page);
});

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

test('a hostile external signup page: the app shows its own signup form', async ({ page }) => {
  const dialogs = watchDialogs(page);
  // KNC (club 5) sends visitors to its external registration page: here a javascript: address
  await page.goto('/auth/signup?club=5');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup/);
  await expectNothingHostile(page, dialogs);

  await page.goto('/auth/login?club=5');
  const signup = page.getByRole('link', { name: 'Sign up' });
  await expect(signup).toHaveAttribute('href', '/auth/signup');
  await signup.click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNothingHostile(page, dialogs);
});

test('hostile subscription and payment-method pages: the account shows its own subscribe flow and cards', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await logIn(page, 'free@demo.club', 5, '/account/subscription');
  await expect(page).toHaveURL(/\/account\/subscription$/);
  await expect(section(page, 'Subscription').getByRole('radio').first()).toBeVisible();
  await expect(section(page, 'Payment methods').getByRole('button', { name: 'Add a card' })).toBeVisible();
  await expectNothingHostile(page, dialogs);

  await page.goto('/account/payment-methods');
  await expect(section(page, 'Payment methods').getByRole('button', { name: 'Add a card' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/payment-methods$/);
  await expectNothingHostile(page, dialogs);
});

test('hostile ad redirects, slide links and menu links: no link at all, nothing runs when clicked', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  // FBT (club 4): login and footer image ads, an image ad on a category row, slides with a link
  await page.goto('/auth/login?club=4');
  const loginAd = page.locator('.login__ad');
  await expect(loginAd.getByRole('img')).toBeVisible();
  await expect(loginAd.getByRole('link')).toHaveCount(0);
  await loginAd.getByRole('img').click();
  await expectNothingHostile(page, dialogs);

  await page.goto('/?club=4');
  const footerAd = page.getByRole('contentinfo').getByRole('complementary', { name: 'Advertisement' });
  await expect(footerAd.getByRole('img')).toBeVisible();
  await expect(footerAd.getByRole('link')).toHaveCount(0);
  await footerAd.getByRole('img').click();

  const banner = page
    .getByRole('region', { name: /banner|slides/i })
    .or(page.locator('.banner'))
    .first();
  await expect(banner.getByTestId('banner-slide').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Find out more/ })).toHaveCount(0);

  const categoryAd = page.locator('[data-row="category"]').nth(1).getByRole('complementary', { name: 'Advertisement' });
  await categoryAd.scrollIntoViewIfNeeded();
  await expect(categoryAd.getByRole('img')).toBeVisible();
  await expect(categoryAd.getByRole('link')).toHaveCount(0);

  await expect(page.getByRole('link', { name: /^Evil/ })).toHaveCount(0);
  await expectNothingHostile(page, dialogs);
});
