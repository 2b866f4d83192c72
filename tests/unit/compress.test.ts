/** The build's precompressed copies (scripts/compressPlugin.ts) and the serve script's cache rule. */
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressFolder } from '../../scripts/compressPlugin';
// @ts-expect-error: a plain ES module script without types
import { cacheControlFor } from '../../scripts/serve.mjs';

describe('precompressed build', () => {
  it('writes .br and .gz next to text files that shrink, and leaves small files and binaries alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compress-'));
    mkdirSync(join(dir, 'assets'));
    const js = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'index.html'), `<html>${'<p>hi</p>'.repeat(100)}</html>`);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048));
    compressFolder(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });

  it('serves hashed assets as immutable and everything else revalidated', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/product/1/x')).toBe('no-cache');
  });
});
