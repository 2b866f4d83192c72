/**
 * An old TV engine, simulated in today's Chromium (docs/tv.md: the TV build targets Chrome 69). Before any script of
 * the page runs, an init script deletes the built-ins Chrome 69 lacks and our code or its libraries call, so the TV
 * build only boots if its built-ins (src/boot/builtins.ts) are put back first. Syntax cannot be taken away like this:
 * the build's target lowers it, checked on the built files, not here.
 *
 * The fixture also records every uncaught page error; a test using it fails when one occurred.
 */
import { expect, test as base } from './test';

/** What Chrome 69 lacks, by the path from the global object (Chrome version that shipped it). */
export const MISSING_IN_CHROME_69 = [
  'globalThis', // 71
  'queueMicrotask', // 71
  'Object.fromEntries', // 73
  'Promise.allSettled', // 76
  'String.prototype.replaceAll', // 85
  'Symbol.prototype.description', // 70
  'Array.prototype.at', // 92
  'String.prototype.at', // 92
  'Object.hasOwn', // 93
  'Array.prototype.findLast', // 97
  'Array.prototype.findLastIndex', // 97
  'structuredClone', // 98
] as const;

/** What the init script found after deleting: every name should be missing before the app's scripts run. */
export type OldEngineRecord = { missing: string[]; present: string[] };

/** Runs in the page, before its own scripts: no `globalThis` from here on, `window` is the global object. */
function takeAway(paths: readonly string[]) {
  const root = window as unknown as Record<string, unknown>;
  const lookup = (path: string) => {
    const keys = path.split('.');
    const key = keys.pop()!;
    let owner: Record<string, unknown> | undefined = root;
    for (const k of keys) owner = owner?.[k] as Record<string, unknown> | undefined;
    return { owner, key };
  };
  const has = (path: string) => {
    const { owner, key } = lookup(path);
    return owner !== undefined && owner !== null && key in owner && owner[key] !== undefined;
  };
  for (const path of paths) {
    const { owner, key } = lookup(path);
    if (!owner) continue;
    // the property may live on the object or on a prototype of it (Window's operations): delete it where it is
    for (let o: object | null = owner; o; o = Object.getPrototypeOf(o) as object | null) {
      if (Object.prototype.hasOwnProperty.call(o, key)) delete (o as Record<string, unknown>)[key];
    }
    // not configurable somewhere: shadow it with undefined
    if (has(path)) Object.defineProperty(owner, key, { value: undefined, configurable: true, writable: true });
  }
  const record: OldEngineRecord = { missing: paths.filter((p) => !has(p)), present: paths.filter(has) };
  Object.defineProperty(root, '__oldEngine', { value: record, enumerable: false });
}

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.addInitScript(takeAway, MISSING_IN_CHROME_69);
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
