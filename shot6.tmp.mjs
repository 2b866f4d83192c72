import { chromium } from '@playwright/test';
const base = 'http://localhost:5610';
const [,, path = '/product/2014', name = 'p', login = '', widths = '360,768,1440', click = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
for (const w of widths.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('club.configuration', JSON.stringify({ version: 1, state: { lang: 'en', acceptedCookies: true } })));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  const club = path.match(/club=(\d+)/)?.[1] ?? '2';
  if (login) {
    await page.goto(base + '/auth/login?club=' + club);
    await page.locator('input[name="email"]').fill(login);
    await page.locator('input[name="password"]').fill('Demo1234!');
    await page.locator('main form').getByRole('button').last().click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  }
  await page.goto(base + path + (path.includes('club=') ? '' : (path.includes('?') ? '&' : '?') + 'club=2'));
  await page.waitForTimeout(2000);
  if (click) { await page.locator(click).first().click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/${name}-${w}.png`, fullPage: !click });
  console.log(w, page.url());
  await page.close();
}
await browser.close();
