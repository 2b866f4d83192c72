/**
 * Precompressed copies of the build: after `vite build` writes the bundle, every text file the browser
 * downloads (JS, CSS, HTML, SVG, JSON, text) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) file next
 * to it, so a static server (`npm run serve`, nginx `brotli_static` / `gzip_static`, most CDNs) sends them as they
 * are, without compressing on each request. Files under 512 bytes and files that would not shrink are left alone.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
const MIN_BYTES = 512;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `<file>.br` and `<file>.gz` for the compressible files of a folder; returns how many files it compressed. */
export function compressFolder(dir: string): number {
  let count = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

export function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'club:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      compressFolder(outDir);
    },
  };
}
