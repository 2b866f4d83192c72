/**
 * Accessibility scans (axe, WCAG 2.2 AA) of the catalogue's screens and of their states (a dialog open, a form's
 * errors, the cookie notice), in a light (2) and a dark (4) club. Read-only: the rent dialog is opened, not paid.
 */
import { englishWithCookies, logIn } from '../support/account';
import { axeViolations as scan } from '../support/axe';
import { expect, test } from '../support/test';

for (const club of ['2', '4']) {
  test(`home of club ${club} has no WCAG AA violations`, async ({ page }) => {
    await page.goto(`/?club=${club}`);
    await expect(page.locator('.row__title').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`club ${club}: a category, search results and a news item's dialog have no WCAG AA violations`, async ({
    page,
  }) => {
    await englishWithCookies(page);
    await page.goto(`/category/${club}01?club=${club}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.thumb').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.goto(`/search?search=a&club=${club}`);
    await expect(page.locator('.thumb').first()).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await page.goto(`/magazine/${club}02?club=${club}`);
    // the item's date shows once its detail has loaded
    await expect(page.getByRole('dialog')).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    expect(await scan(page)).toEqual([]);
  });

  test(`club ${club}: a rental's page with its rent dialog open has no WCAG AA violations`, async ({ page }) => {
    await englishWithCookies(page);
    await logIn(page, 'free@demo.club', Number(club), `/product/${club}004?club=${club}`);
    // the member's own language (club 4's free member reads Spanish)
    const rent = page.getByRole('button', { name: /^(Rent|Alquilar) · / });
    await expect(rent).toBeVisible();
    expect(await scan(page)).toEqual([]);
    await rent.click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: /^(Rent this video|Alquilar este vídeo)$/ }),
    ).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`club ${club}: the login form with its field errors has no WCAG AA violations`, async ({ page }) => {
    await englishWithCookies(page);
    await page.goto(`/auth/login?club=${club}`);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });

  test(`club ${club}: the cookie notice has no WCAG AA violations`, async ({ page }) => {
    // a first visit, in the club's own language
    await page.goto(`/?club=${club}`);
    await expect(page.getByRole('dialog', { name: /^(We use cookies|Usamos cookies)$/ })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
}

test('the unknown-club 404 page has no WCAG AA violations', async ({ page }) => {
  await page.goto('/?club=unknown.example');
  await expect(page.getByRole('heading', { name: 'Oops! Error 404' })).toBeVisible();
  expect(await scan(page)).toEqual([]);
});
