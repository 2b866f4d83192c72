#!/usr/bin/env node
/** `npm run i18n:extract`: extract messages into the PO catalogs and fill es.po from src/i18n/es/*.json. */
import { readFileSync } from 'node:fs';
import { CATALOG_DIRS, missingSpanish, syncCatalogs } from './i18n-lib.mjs';

syncCatalogs();
const missing = [...new Set(CATALOG_DIRS.flatMap((dir) => missingSpanish(readFileSync(`${dir}/es.po`, 'utf8'))))];
if (missing.length) console.log(`Add Spanish for these ids to a file in src/i18n/es/:\n  ${missing.join('\n  ')}`);
else console.log('Catalogs extracted; Spanish complete.');
