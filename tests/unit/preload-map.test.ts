/**
 * The preload map: the build names, for each route and flow, the chunks it needs beyond the first load
 * (scripts/bootPlugin.ts), in place of Vite's preload lists in the entry chunk; the app asks for a navigation's
 * chunks from it (src/performance/preloadMap.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadMap, routeIdOf } from '../../scripts/bootPlugin';
import { createChunkPreloads, flowChunksKey, routeChunksKey } from '~/performance/preloadMap';
import { chunk } from '../support/bundle';

const root = join(import.meta.dirname, '../..');

describe('the preload map (scripts/bootPlugin.ts)', () => {
  it("names each split route's and each flow's chunks with their imports, less what the entry loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', '/app/index.html', ['assets/framework.js', 'assets/api.js'], true),
        chunk('assets/framework.js', null),
        chunk('assets/api.js', null, ['assets/framework.js']),
        chunk('assets/routes.js', '/app/src/routes/index.tsx?tsr-split=component', ['assets/thumbnail.js']),
        chunk('assets/thumbnail.js', null, ['assets/framework.js']),
        chunk('assets/_page.js', '/app/src/routes/product/$productId/_page.tsx?tsr-split=component', [
          'assets/thumbnail.js',
          'assets/Dialog.js',
        ]),
        chunk('assets/Dialog.js', null, ['assets/api.js']),
        chunk('assets/cat.js', '/app/src/routes/category/$categoryId/index.tsx?tsr-split=component'),
        chunk('assets/account.js', 'C:\\app\\src\\routes\\account\\route.tsx?tsr-split=component'),
        chunk('assets/provide-product.js', '/app/src/app/provide/product.ts', ['assets/productMachine.js']),
        chunk('assets/productMachine.js', '/app/machines/product/productMachine.ts', ['assets/framework.js']),
        chunk('assets/en.js', '/app/src/i18n/locales/en.po'),
      ].map((c) => [c.fileName, c]),
    );
    expect(preloadMap(bundle)).toEqual({
      'route:/': ['/assets/routes.js', '/assets/thumbnail.js'],
      'route:/product/$productId/_page': ['/assets/Dialog.js', '/assets/_page.js', '/assets/thumbnail.js'],
      'route:/category/$categoryId/': ['/assets/cat.js'],
      'route:/account': ['/assets/account.js'],
      'flow:product': ['/assets/productMachine.js', '/assets/provide-product.js'],
    });
  });

  it("gives every route file the id TanStack Router gives it (the generated route tree's)", () => {
    const tree = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8');
    const byId = tree.slice(tree.indexOf('export interface FileRoutesById'));
    const ids = new Set([...byId.slice(0, byId.indexOf('\n}')).matchAll(/^\s+'([^']+)': typeof/gm)].map((m) => m[1]));
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [relative(join(root, 'src/routes'), join(dir, e.name))],
      );
    const routeFiles = files(join(root, 'src/routes')).filter((f) => f !== '__root.tsx');
    expect(routeFiles.length).toBeGreaterThan(40);
    for (const file of routeFiles) expect(ids, file).toContain(routeIdOf(file));
    expect(routeIdOf('index.tsx')).toBe('/');
    expect(routeIdOf('category/$categoryId/index.tsx')).toBe('/category/$categoryId/');
    expect(routeIdOf('account/route.tsx')).toBe('/account');
  });

  it("keys a flow's chunks by the name machines.load is called with: each provision file has its flow's name", () => {
    const machines = readFileSync(join(root, 'src/app/machines.ts'), 'utf8');
    const table = [...machines.matchAll(/^\s+(\w+): \(\) => import\('\.\/provide\/(\w+)'\),$/gm)];
    expect(table.length).toBeGreaterThan(10);
    for (const [, name, file] of table) expect(file, name).toBe(name);
  });
});

describe('the chunk preloads (src/performance/preloadMap.ts)', () => {
  /** A document that records the links added to its head. */
  function fakeDocument() {
    const links: Array<{ rel: string; href: string }> = [];
    const doc = {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (node: { rel: string; href: string }) => void links.push(node) },
    } as unknown as Document;
    return { doc, hrefs: () => links.map((l) => `${l.rel} ${l.href}`) };
  }
  const map = {
    'route:/product/$productId/_page': ['/assets/_page.js', '/assets/Dialog.js'],
    'flow:product': ['/assets/provide-product.js', '/assets/Dialog.js'],
  };

  it("preloads a route's and a flow's chunks from the boot's map, each chunk once", async () => {
    const { doc, hrefs } = fakeDocument();
    const preloads = createChunkPreloads(doc, () => Promise.reject(new Error('no fetch')));
    preloads.load({ url: '/assets/preload-map.json', map: Promise.resolve(map) });
    // asked before the map has arrived: preloaded when it does
    preloads.preload(routeChunksKey('/product/$productId/_page'));
    expect(hrefs()).toEqual([]);
    await expect.poll(hrefs).toEqual(['modulepreload /assets/_page.js', 'modulepreload /assets/Dialog.js']);
    preloads.preload(flowChunksKey('product'));
    preloads.preload(routeChunksKey('/unknown'));
    expect(hrefs()).toEqual([
      'modulepreload /assets/_page.js',
      'modulepreload /assets/Dialog.js',
      'modulepreload /assets/provide-product.js',
    ]);
  });

  it('on the home, fetches the map itself after the first screen; a failed or malformed map preloads nothing', async () => {
    const fetched: string[] = [];
    const answer = (body: unknown, ok = true) =>
      (async (url: string) => {
        fetched.push(url);
        return { ok, json: async () => body } as Response;
      }) as unknown as typeof fetch;

    const home = fakeDocument();
    const preloads = createChunkPreloads(home.doc, answer(map));
    preloads.load({ url: '/assets/preload-map.json', map: null }, 0);
    preloads.load({ url: '/assets/preload-map.json', map: null }, 0);
    preloads.preload(flowChunksKey('product'));
    await expect
      .poll(home.hrefs)
      .toEqual(['modulepreload /assets/provide-product.js', 'modulepreload /assets/Dialog.js']);
    expect(fetched).toEqual(['/assets/preload-map.json']);

    for (const broken of [answer(null, false), answer(['/assets/x.js']), answer({ 'flow:product': 'nope' })]) {
      const { doc, hrefs } = fakeDocument();
      const p = createChunkPreloads(doc, broken);
      p.load({ url: '/assets/preload-map.json', map: null }, 0);
      p.preload(flowChunksKey('product'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(hrefs()).toEqual([]);
    }
    // no map at all (the dev server): nothing, and no error
    const none = fakeDocument();
    const without = createChunkPreloads(none.doc, answer(map));
    without.load(undefined);
    without.preload(flowChunksKey('product'));
    expect(none.hrefs()).toEqual([]);
  });
});
