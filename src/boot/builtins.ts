/**
 * The built-ins the TV build's oldest engine (Chrome 69) lacks and the app or its libraries call, put back before any
 * other script runs: a classic inline script at the top of the TV build's head (scripts/bootPlugin.ts bundles this
 * file; the web build has none of it). Each is defined only where it is missing, non-enumerable like the engine's
 * own, and written for that engine alone (no general polyfill library: core-js's versions of the same list were
 * about 10 KB gzip of the TV's first load, these are about 1 KB).
 *
 * What and why (the Chrome version that shipped each): `globalThis` (71: read at the top of the framework chunk),
 * `queueMicrotask` (71), `Object.fromEntries` (73), `Promise.allSettled` (76), `String.prototype.replaceAll` (85),
 * `Symbol.prototype.description` (70), a stable `Array.prototype.sort` (70: V8 sorted arrays over 10 items unstably
 * before); cheap, and common in libraries: `Array/String.prototype.at` (92), `Object.hasOwn` (93),
 * `Array.prototype.findLast(Index)` (97). Not used by any chunk, so not here (add them when a dependency starts
 * using them): `structuredClone` (98), `String.prototype.matchAll` (73), `Promise.any` (85), array copying methods
 * (110), `Object.groupBy` (117), `Promise.withResolvers` (119), Set methods and iterator helpers (122).
 */

type Method = (this: unknown, ...args: never[]) => unknown;

/** Defines `name` on `owner` as the engine would (writable, configurable, not enumerable), only when missing. */
function define(owner: object, name: PropertyKey, value: unknown): void {
  if (!(name in owner)) Object.defineProperty(owner, name, { value, writable: true, configurable: true });
}

const toIndex = (n: unknown, length: number) => {
  const i = Math.trunc(Number(n)) || 0;
  return i < 0 ? i + length : i;
};

function at(this: ArrayLike<unknown>, n: unknown) {
  const i = toIndex(n, this.length);
  return i < 0 || i >= this.length ? undefined : this[i];
}

function findLastFrom(list: ArrayLike<unknown>, test: (v: unknown, i: number, l: unknown) => unknown, self: unknown) {
  if (typeof test !== 'function') throw new TypeError('findLast: not a function');
  for (let i = list.length - 1; i >= 0; i--) if (test.call(self, list[i], i, list)) return i;
  return -1;
}

/** Array.prototype.sort, stable on any engine: the native sort of (item, place) pairs, ties kept in their order. */
function stableSort(nativeSort: (this: unknown[], compare: (a: never, b: never) => number) => unknown): Method {
  return function sort(this: unknown, compare?: unknown) {
    if (compare !== undefined && typeof compare !== 'function') throw new TypeError('sort: not a function');
    const list = Object(this) as Record<number, unknown> & { length: number };
    const length = list.length >>> 0;
    const items: Array<[unknown, number]> = [];
    let undefinedCount = 0;
    for (let i = 0; i < length; i++)
      if (i in list) {
        if (list[i] === undefined) undefinedCount++;
        else items.push([list[i], items.length]);
      }
    const order = (a: unknown, b: unknown): number => {
      if (compare) return Number((compare as (x: unknown, y: unknown) => unknown)(a, b)) || 0;
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    };
    nativeSort.call(items, ((a: [unknown, number], b: [unknown, number]) => order(a[0], b[0]) || a[1] - b[1]) as never);
    let i = 0;
    for (const [item] of items) list[i++] = item;
    for (let n = 0; n < undefinedCount; n++) list[i++] = undefined;
    // the holes go last, as the engine leaves them
    for (; i < length; i++) delete list[i];
    return list;
  };
}

const root = self as unknown as Record<string, unknown>;
define(root, 'globalThis', root);
define(root, 'queueMicrotask', (task: () => void) => {
  if (typeof task !== 'function') throw new TypeError('queueMicrotask: not a function');
  // an error in the task is reported as uncaught, not lost in the promise
  Promise.resolve()
    .then(task)
    .catch((error: unknown) =>
      setTimeout(() => {
        throw error;
      }),
    );
});
define(Object, 'fromEntries', (entries: Iterable<readonly [PropertyKey, unknown]>) => {
  const result = {};
  for (const [key, value] of entries)
    Object.defineProperty(result, key, { value, writable: true, enumerable: true, configurable: true });
  return result;
});
define(Object, 'hasOwn', (target: unknown, key: PropertyKey) => {
  if (target === null || target === undefined) throw new TypeError('Object.hasOwn: not an object');
  return Object.prototype.hasOwnProperty.call(target, key);
});
define(Promise, 'allSettled', function allSettled(this: PromiseConstructor, values: Iterable<unknown>) {
  return this.all(
    Array.from(values, (value) =>
      this.resolve(value).then(
        (v) => ({ status: 'fulfilled', value: v }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      ),
    ),
  );
});
define(String.prototype, 'replaceAll', function replaceAll(this: unknown, search: unknown, replacement: unknown) {
  if (this === null || this === undefined) throw new TypeError('replaceAll: called on null or undefined');
  if (search instanceof RegExp && !search.flags.includes('g'))
    throw new TypeError('replaceAll must be called with a global RegExp');
  const pattern =
    search instanceof RegExp ? search : new RegExp(String(search).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  return String(this).replace(pattern, replacement as string);
});
define(String.prototype, 'at', function stringAt(this: unknown, n: unknown) {
  if (this === null || this === undefined) throw new TypeError('at: called on null or undefined');
  return at.call(String(this), n);
});
define(Array.prototype, 'at', at);
define(Array.prototype, 'findLast', function findLast(this: ArrayLike<unknown>, test: never, self?: unknown) {
  const i = findLastFrom(Object(this) as ArrayLike<unknown>, test, self);
  return i < 0 ? undefined : this[i];
});
define(Array.prototype, 'findLastIndex', function findLastIndex(this: ArrayLike<unknown>, test: never, self?: unknown) {
  return findLastFrom(Object(this) as ArrayLike<unknown>, test, self);
});
if (!('description' in Symbol.prototype))
  Object.defineProperty(Symbol.prototype, 'description', {
    configurable: true,
    get(this: symbol) {
      // `Symbol(words)` -> words (a symbol made without words reads as having empty words)
      const m = /^Symbol\(([\s\S]*)\)$/.exec(Symbol.prototype.toString.call(this));
      return m ? m[1] : undefined;
    },
  });
// V8 before Chrome 70 sorts arrays of more than 10 items unstably: 517 items in 11 runs of ties (core-js's probe)
const probe: Array<{ v: number; i: number }> = [];
for (const v of [2, 3, 2, 4, 3, 3, 4, 3, 2, 2, 2]) for (let n = 0; n < 47; n++) probe.push({ v, i: probe.length });
probe.sort((a, b) => b.v - a.v);
if (probe.some((item, k) => k > 0 && probe[k - 1]!.v === item.v && probe[k - 1]!.i > item.i))
  Object.defineProperty(Array.prototype, 'sort', {
    value: stableSort(Array.prototype.sort as never),
    writable: true,
    configurable: true,
  });
