#!/usr/bin/env node
/**
 * Fails when the message catalogs are stale (extracting and filling Spanish would change them) or a Spanish message
 * is missing (DESIGN.md §7). The catalogs are restored afterwards, so running it never edits the work tree.
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { LOCALES_DIR, missingSpanish, syncCatalogs } from './i18n-lib.mjs';

const files = readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.po'));
const before = Object.fromEntries(files.map((f) => [f, readFileSync(`${LOCALES_DIR}/${f}`, 'utf8')]));
const normalise = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

let failed = false;
try {
  syncCatalogs();
  for (const f of files) {
    if (normalise(readFileSync(`${LOCALES_DIR}/${f}`, 'utf8')) !== normalise(before[f])) {
      console.error(`${LOCALES_DIR}/${f} is stale: run "npm run i18n:extract" and commit the catalogs.`);
      failed = true;
    }
  }
} finally {
  for (const f of files) writeFileSync(`${LOCALES_DIR}/${f}`, before[f]);
}

const missing = missingSpanish(before['es.po'] ?? '');
if (missing.length) {
  console.error(`Spanish translations missing (add them to src/i18n/es/*.json):\n  ${missing.join('\n  ')}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`i18n: ${files.length} catalogs up to date, Spanish complete.`);
