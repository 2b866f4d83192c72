/**
 * What the home's first load may hold: code that only some members' screens run loads with those screens, not with
 * every visitor's first screen (the first-load budget, `npm run bench`, watches the sum).
 */
import { expect, test } from '../support/test';

test("a visitor's home loads no code for the products of Continue watching (TanStack Query's useQueries)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?club=2');
  await expect(page.locator('.row__title').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.startsWith('/assets/framework-'))).toBe(true);
  expect(scripts.filter((path) => /\/useQueries-[^/]+\.js$/.test(path))).toEqual([]);
});
