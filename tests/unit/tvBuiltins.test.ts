/**
 * The TV build's built-ins for old engines (src/boot/builtins.ts), as the build inlines them, run in a fresh global
 * that lacks what Chrome 69 lacks: each comes back and behaves as the engine's own would.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import vm from 'node:vm';
import { builtinsScript } from '../../scripts/bootPlugin';

let script = '';
beforeAll(async () => {
  script = await builtinsScript();
});

/** A global as Chrome 69's (without what it lacks), with an unstable native sort when asked, the script run in it. */
function oldEngine({ unstableSort = false } = {}): vm.Context {
  const context = vm.createContext({ setTimeout });
  vm.runInContext(
    `
    var self = this;
    delete globalThis.queueMicrotask;
    delete Object.fromEntries;
    delete Object.hasOwn;
    delete Promise.allSettled;
    delete String.prototype.replaceAll;
    delete String.prototype.at;
    delete Array.prototype.at;
    delete Array.prototype.findLast;
    delete Array.prototype.findLastIndex;
    delete Symbol.prototype.description;
    if (${unstableSort}) {
      // V8's sort before Chrome 70, as far as ties go: ties of arrays over 10 items come out reversed
      const sort = Array.prototype.sort;
      Object.defineProperty(Array.prototype, 'sort', { configurable: true, writable: true, value: function (compare) {
        const tagged = this.map((v, i) => [v, i]);
        sort.call(tagged, (a, b) => (compare ? compare(a[0], b[0]) : String(a[0]) < String(b[0]) ? -1 : String(a[0]) > String(b[0]) ? 1 : 0) || (this.length > 10 ? b[1] - a[1] : a[1] - b[1]));
        tagged.forEach((t, i) => { this[i] = t[0]; });
        return this;
      } });
    }
    delete globalThis.globalThis;
    `,
    context,
  );
  expect(vm.runInContext('typeof globalThis', context)).toBe('undefined');
  vm.runInContext(script, context);
  return context;
}

const run = (context: vm.Context, code: string): unknown => vm.runInContext(code, context);

describe('the TV build’s built-ins for Chrome 69', () => {
  it('puts back each missing built-in, not enumerable', () => {
    const engine = oldEngine();
    expect(run(engine, 'globalThis === self')).toBe(true);
    for (const path of [
      'self.queueMicrotask',
      'Object.fromEntries',
      'Object.hasOwn',
      'Promise.allSettled',
      'String.prototype.replaceAll',
      'String.prototype.at',
      'Array.prototype.at',
      'Array.prototype.findLast',
      'Array.prototype.findLastIndex',
    ])
      expect(run(engine, `typeof ${path}`), path).toBe('function');
    expect(run(engine, 'Object.keys(Array.prototype).concat(Object.keys(String.prototype))')).toEqual([]);
    expect(run(engine, "Symbol('x').description")).toBe('x');
  });

  it('behaves as the standard says', async () => {
    const engine = oldEngine();
    expect(run(engine, "JSON.stringify(Object.fromEntries(new Map([['a', 1], ['b', 2]])))")).toBe('{"a":1,"b":2}');
    expect(run(engine, "Object.hasOwn(Object.fromEntries([['__proto__', 1]]), '__proto__')")).toBe(true);
    expect(run(engine, "Object.hasOwn({ a: 1 }, 'a') && !Object.hasOwn({ a: 1 }, 'toString')")).toBe(true);
    expect(() => run(engine, "Object.hasOwn(null, 'a')")).toThrow(/not an object/);
    expect(run(engine, "'a.b.c'.replaceAll('.', '$&$&')")).toBe('a..b..c');
    expect(run(engine, "'a+b+c'.replaceAll('+', (m, at) => at)")).toBe('a1b3c');
    expect(run(engine, "'aXbx'.replaceAll(/x/gi, '-')")).toBe('a-b-');
    expect(() => run(engine, "'ab'.replaceAll(/a/, '-')")).toThrow(/global RegExp/);
    expect(run(engine, '[[1, 2, 3].at(-1), [1, 2, 3].at(0), [1, 2, 3].at(3), "abc".at(-2)]')).toEqual([
      3,
      1,
      undefined,
      'b',
    ]);
    expect(run(engine, '[[1, 2, 3, 4].findLast((n) => n % 2), [1, 2, 3, 4].findLastIndex((n) => n > 9)]')).toEqual([
      3, -1,
    ]);
    const settled = await (run(
      engine,
      "Promise.allSettled([1, Promise.reject('no')]).then((r) => JSON.stringify(r))",
    ) as Promise<string>);
    expect(JSON.parse(settled)).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: 'no' },
    ]);
    const order = await (run(
      engine,
      "new Promise((done) => { const seen = []; setTimeout(() => done(seen)); queueMicrotask(() => seen.push('micro')); seen.push('sync'); })",
    ) as Promise<string[]>);
    expect([...order]).toEqual(['sync', 'micro']);
  });

  it('makes an unstable sort stable, with undefined and holes last, and leaves a stable one alone', () => {
    const unstable = oldEngine({ unstableSort: true });
    const code = `
      const list = Array.from({ length: 20 }, (_, i) => ({ key: i % 3, i }));
      list.sort((a, b) => a.key - b.key);
      const withGaps = [3, undefined, 1, , 2, 10];
      withGaps.sort();
      JSON.stringify([list.map((x) => x.i), withGaps, 4 in withGaps, 5 in withGaps])`;
    expect(JSON.parse(run(unstable, code) as string)).toEqual([
      [0, 3, 6, 9, 12, 15, 18, 1, 4, 7, 10, 13, 16, 19, 2, 5, 8, 11, 14, 17],
      [1, 10, 2, 3, null, null],
      true,
      false,
    ]);
    expect(run(oldEngine(), 'Array.prototype.sort.toString().includes("[native code]")')).toBe(true);
  });
});
