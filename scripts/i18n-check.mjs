#!/usr/bin/env node
/**
 * Fails when the message catalogs are stale (extraction would change them) or a Spanish message is missing
 * (DESIGN.md §7). The catalogs are restored afterwards, so running it never edits the work tree.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';

const dir = 'src/i18n/locales';
const files = readdirSync(dir).filter((f) => f.endsWith('.po'));
const before = Object.fromEntries(files.map((f) => [f, readFileSync(`${dir}/${f}`, 'utf8')]));
const normalise = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

let failed = false;
try {
  execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'pipe' });
  for (const f of files) {
    const after = readFileSync(`${dir}/${f}`, 'utf8');
    if (normalise(after) !== normalise(before[f])) {
      console.error(`${dir}/${f} is stale: run "npm run i18n:extract" and commit the catalogs.`);
      failed = true;
    }
  }
} finally {
  for (const f of files) writeFileSync(`${dir}/${f}`, before[f]);
}

// Every message needs a Spanish translation.
const es = before['es.po'] ?? '';
const missing = [];
const entry = /msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"((?:\n"(?:[^"\\]|\\.)*")*)/g;
for (const m of es.matchAll(entry)) {
  const [, id, str, more] = m;
  if (id !== '' && str === '' && !more) missing.push(id);
}
if (missing.length) {
  console.error(`Spanish translations missing in ${dir}/es.po:\n  ${missing.join('\n  ')}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`i18n: ${files.length} catalogs up to date, Spanish complete.`);
