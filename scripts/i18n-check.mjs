#!/usr/bin/env node
/**
 * Fails when the message catalogs are stale (extracting and filling Spanish would change them) or a Spanish message
 * is missing (docs/ui.md). The catalogs are restored afterwards, so running it never edits the work tree.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { CATALOG_FILES, missingSpanish, syncCatalogs } from './i18n-lib.mjs';

const files = CATALOG_FILES;
const before = Object.fromEntries(files.map((f) => [f, existsSync(f) ? readFileSync(f, 'utf8') : '']));
const normalise = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

let failed = false;
try {
  syncCatalogs();
  for (const f of files) {
    if (normalise(readFileSync(f, 'utf8')) !== normalise(before[f])) {
      console.error(`${f} is stale: run "npm run i18n:extract" and commit the catalogs.`);
      failed = true;
    }
  }
} finally {
  for (const f of files) writeFileSync(f, before[f]);
}

const missing = [...new Set(files.filter((f) => f.endsWith('es.po')).flatMap((f) => missingSpanish(before[f])))];
if (missing.length) {
  console.error(`Spanish translations missing (add them to src/i18n/es/*.json):\n  ${missing.join('\n  ')}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`i18n: ${files.length} catalogs up to date, Spanish complete.`);
