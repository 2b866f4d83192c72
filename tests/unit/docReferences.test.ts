/**
 * The repository is self-contained: the code cites no document outside it and no tracker number, and every relative
 * link of README.md and docs/ leads somewhere. References that were in the code before docs/ existed are listed in
 * tests/unit/docReferences.baseline.txt; a new one fails here. See scripts/doc-refs.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  brokenLinksIn,
  formatOffence,
  newReferences,
  parseBaseline,
  readBaseline,
  referencesIn,
  scanLinks,
  scanReferences,
} from '../../scripts/doc-refs';

// the names are split so that this file does not cite them itself
const design = 'DESIGN' + '.md';
const ui = 'UI' + '.md';

describe('references in the code', () => {
  it('finds the outside documents and tracker numbers, not our own files and folders', () => {
    const source = [
      `// Import rules (${design} §2): a wrong import fails CI`,
      `/* Accessible dialog (${ui} Dialogs) */`,
      `// see ${'TOOLCHAIN' + '.md'} and ../../shared/spec/${'product-spec' + '.md'}`,
      '// a vote pressed twice is kept (issue 12); see Issue #13',
      "import { searchText } from '../../shared/searchParams';",
      "import { promiseStub } from '../shared/stubs';",
      '// the rules are in docs/ui.md and docs/product-rules.md (spec §9 "Player progress interval 5 s")',
      '// a tissue 3 mm thick',
    ].join('\n');
    expect(referencesIn('x.ts', source).map(formatOffence)).toEqual([
      `x.ts:1: ${design} §2`,
      `x.ts:2: ${ui} Dialogs`,
      `x.ts:3: ${'TOOLCHAIN' + '.md'}`,
      `x.ts:3: ../../shared/spec`,
      `x.ts:3: ${'product-spec' + '.md'}`,
      'x.ts:4: issue 12',
      'x.ts:4: Issue #13',
    ]);
  });

  it('allows what the baseline lists, wherever the line moved, and nothing more', () => {
    const baseline = parseBaseline('# comment\n\nsrc/a.ts:3: issue 12\nsrc/a.ts:9: issue 12\n');
    const found = [
      { path: 'src/a.ts', line: 40, text: 'issue 12' },
      { path: 'src/a.ts', line: 41, text: 'issue 12' },
      { path: 'src/a.ts', line: 42, text: 'issue 12' },
      { path: 'src/b.ts', line: 3, text: 'issue 12' },
    ];
    expect(newReferences(found, baseline).map(formatOffence)).toEqual([
      'src/a.ts:42: issue 12',
      'src/b.ts:3: issue 12',
    ]);
  });

  it('finds no reference to a document outside the repository, nor a tracker number, beyond the baseline', () => {
    const fresh = newReferences(scanReferences(), readBaseline()).map(formatOffence);
    // state the rule itself, or point to a file of docs/ (docs/architecture.md, docs/product-rules.md ...)
    expect(fresh).toEqual([]);
  });
});

describe('links of README.md and docs/', () => {
  it('finds links to missing files and headings, and leaves code and other sites alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/a.md'), '# A\n\n## §9 Business constants and limits\n\n## Data loading\n');
    const markdown = [
      '# Guide',
      '[a](a.md) [rules](a.md#9-business-constants-and-limits) [data](a.md#data-loading) [self](#guide)',
      '[gone](b.md) [bad heading](a.md#nowhere) [up](../../outside.md) [missing here](#nowhere)',
      '[site](https://example.com/x.md) [mail](mailto:a@b.c) `[code](c.md)`',
      '```',
      '[fenced](d.md)',
      '```',
    ].join('\n');
    expect(brokenLinksIn(root, 'docs/guide.md', markdown).map((b) => `${b.line} ${b.target}`)).toEqual([
      '3 b.md',
      '3 a.md#nowhere',
      '3 ../../outside.md',
      '3 #nowhere',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    const anchors = anchorsOf(
      '# The TV app\n## §2 Screens and routes\n## Deploying (one build for every club)\n## A\n## A',
    );
    expect([...anchors]).toEqual([
      'the-tv-app',
      '2-screens-and-routes',
      'deploying-one-build-for-every-club',
      'a',
      'a-1',
    ]);
  });

  it('every relative link of README.md and docs/ points to a file (and heading) that exists', () => {
    expect(scanLinks().map((b) => `${b.path}:${b.line}: ${b.target} (${b.reason})`)).toEqual([]);
  });
});
