/**
 * Shared by i18n-sync and i18n-check: Spanish translations live in src/i18n/es/<area>.json (message id -> text),
 * one file per area so people can work in parallel; es.po is filled from them after every extraction.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const LOCALES_DIR = 'src/i18n/locales';
/** The catalog directories (lingui.config.ts): the first-load `core` catalog and the lazily loaded `more` one. */
export const CATALOG_DIRS = [LOCALES_DIR, `${LOCALES_DIR}/more`];
export const CATALOG_FILES = CATALOG_DIRS.flatMap((dir) => ['en', 'es'].map((locale) => `${dir}/${locale}.po`));
export const ES_DIR = 'src/i18n/es';

export function spanishTranslations() {
  const all = {};
  for (const file of readdirSync(ES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(`${ES_DIR}/${file}`, 'utf8'));
    for (const [id, text] of Object.entries(entries)) {
      if (id in all && all[id] !== text) throw new Error(`Spanish text for "${id}" differs between files (${file})`);
      all[id] = text;
    }
  }
  return all;
}

const escape = (text) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/** Sets every msgstr of es.po from the JSON translations (multi-line msgstr collapsed to one line). */
export function fillSpanish(po, translations) {
  return po.replace(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*/g, (whole, id) => {
    if (id === '' || !(id in translations)) return whole;
    return `msgid "${id}"\nmsgstr "${escape(translations[id])}"`;
  });
}

export function missingSpanish(po) {
  const missing = [];
  for (const m of po.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"((?:\n"(?:[^"\\]|\\.)*")*)/g)) {
    if (m[1] !== '' && m[2] === '' && !m[3]) missing.push(m[1]);
  }
  return missing;
}

/** Extract (lingui extract --clean) and fill es.po, under a lock so parallel runs do not clobber each other. */
export function syncCatalogs() {
  const lock = '.i18n.lock';
  for (let i = 0; ; i++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (i > 300) throw new Error(`${lock} held for 60 s: remove it if no extraction is running`);
      execFileSync('sleep', ['0.2']);
    }
  }
  try {
    // The English catalogs are rebuilt from the source messages: with explicit ids the English text lives only in
    // msgstr, and extraction keeps an existing msgstr, so an edited source text would otherwise never reach en.po.
    for (const dir of CATALOG_DIRS) rmSync(`${dir}/en.po`, { force: true });
    execFileSync('node_modules/.bin/lingui', ['extract', '--clean'], { stdio: 'pipe' });
    const translations = spanishTranslations();
    for (const dir of CATALOG_DIRS) {
      const path = `${dir}/es.po`;
      writeFileSync(path, fillSpanish(readFileSync(path, 'utf8'), translations));
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
