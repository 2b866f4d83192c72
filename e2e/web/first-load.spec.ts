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

test("the position store of Continue watching is not in the home's first-load modules (it loads apart)", async ({
  request,
}) => {
  const html = await (await request.get('/?club=2')).text();
  // the entry and the modules index.html preloads, and the home's route chunks the boot preloads
  const home = /home:\[([^\]]*)\]/.exec(html)?.[1] ?? '';
  const queue = [
    ...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ...home.matchAll(/`(\/assets\/[^`]+\.js)`/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  const found: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await (await request.get(path)).text();
    if (code.includes('club.progress')) found.push(path);
    // static imports only: what an import() loads comes apart
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/assets/${m[1]}`);
  }
  expect(home).not.toBe('');
  expect(seen.size).toBeGreaterThan(3);
  expect(found).toEqual([]);
});
