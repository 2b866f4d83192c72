/**
 * References to documents. The repository is self-contained: its code names no document that lives outside it
 * (the old design, look-and-feel and toolchain notes, the shared product specification) and no tracker number
 * ("issue 13", "issue #13"): a comment states the rule itself, or points to a file of `docs/`. And every relative
 * link of `README.md` and `docs/` points to a file (and, for a Markdown file, a heading) that exists.
 *
 * The code still holds such references from before `docs/` existed; they are listed, one per line, in
 * `tests/unit/docReferences.baseline.txt` (`path:line: reference`). The check fails only on a reference the
 * baseline does not list (matched by path and text, so edits that move lines do not matter); removing one never
 * fails. Run `npx tsx scripts/doc-refs.ts` to see the references and what is new, and
 * `npx tsx scripts/doc-refs.ts --write-baseline` to write the baseline again (after removing some).
 * `tests/unit/docReferences.test.ts` runs the same check.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** What is scanned for references: the tracked files under these paths. */
export const SCANNED = [
  'src',
  'machines',
  'tests',
  'e2e',
  'scripts',
  'openapi',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
  '.ci',
];

export const BASELINE = 'tests/unit/docReferences.baseline.txt';

/** Files that name the patterns themselves. */
const SELF = new Set([BASELINE, 'scripts/doc-refs.ts', 'tests/unit/docReferences.test.ts']);

/**
 * The references that are not allowed, built from parts so that this file does not match itself. Case matters for
 * the document names (`docs/ui.md` is ours), not for the tracker's word.
 */
const md = '\\.md';
const PATTERNS: readonly RegExp[] = [
  new RegExp(`\\bDESIGN(?:${md})?\\s*§\\s*[0-9]+(?:\\.[0-9]+)?|\\bDESIGN${md}`, 'g'),
  new RegExp(`\\bUI${md}(?:\\s+(?:§\\s*[0-9]+|[A-Z][a-z]+(?: [a-z]+)?))?`, 'g'),
  new RegExp(`\\bTOOLCHAIN${md}`, 'g'),
  new RegExp(`product-spec${md}`, 'g'),
  // the shared folder next to the repository (`../shared/spec/...`), not the app's own `src/shared` or `machines/shared`
  new RegExp(`(?:\\.\\./)+shared/(?:spec\\b|[A-Z]+${md})|/work/shared\\b`, 'g'),
  new RegExp(`\\b[Ii]ssues?\\s+#?[0-9]+`, 'g'),
];

export interface Offence {
  path: string;
  line: number;
  text: string;
}

/** The references to outside documents and tracker numbers in one file's text. */
export function referencesIn(path: string, source: string): Offence[] {
  const found: Offence[] = [];
  source.split('\n').forEach((lineText, index) => {
    const hits: { at: number; text: string }[] = [];
    for (const pattern of PATTERNS) {
      for (const match of lineText.matchAll(pattern)) hits.push({ at: match.index, text: match[0].trim() });
    }
    hits.sort((a, b) => a.at - b.at);
    for (const hit of hits) found.push({ path, line: index + 1, text: hit.text });
  });
  return found;
}

const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-tv',
  'dist-bench',
  'dist-bench-tv',
  'test-results',
]);

/** Every file under the paths, for a copy of the repository without git (a source archive). */
function walk(root: string, paths: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    if (!statSync(absolute).isDirectory()) {
      files.push(path);
      return;
    }
    for (const entry of readdirSync(absolute)) if (!SKIPPED_DIRS.has(entry)) visit(join(path, entry));
  };
  paths.forEach(visit);
  return files.map((f) => f.split(sep).join('/'));
}

/** The files git tracks under the paths (and, with `others`, the new ones it does not ignore). */
function tracked(root: string, paths: readonly string[], others = false): string[] {
  try {
    const args = ['ls-files', '-z', ...(others ? ['--others', '--exclude-standard'] : []), '--', ...paths];
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\0')
      .filter(Boolean);
  } catch {
    return others ? [] : walk(root, paths);
  }
}

function readText(file: string): string | null {
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  const buffer = readFileSync(file);
  // binary files (media segments, images) hold no references
  if (buffer.includes(0)) return null;
  return buffer.toString('utf8');
}

/** Every reference to an outside document or a tracker number in the scanned files. */
export function scanReferences(root = process.cwd()): Offence[] {
  const found: Offence[] = [];
  for (const path of tracked(root, SCANNED)) {
    if (SELF.has(path)) continue;
    const text = readText(join(root, path));
    if (text !== null) found.push(...referencesIn(path, text));
  }
  return found;
}

export const formatOffence = (o: Offence): string => `${o.path}:${o.line}: ${o.text}`;

const keyOf = (o: Pick<Offence, 'path' | 'text'>): string => `${o.path}\t${o.text}`;

/** The baseline's entries (`path:line: reference`); blank lines and `#` comments are skipped. */
export function parseBaseline(text: string): Offence[] {
  const entries: Offence[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(.+?):(\d+): (.+)$/.exec(line);
    if (!match) throw new Error(`${BASELINE}: not "path:line: reference": ${line}`);
    entries.push({ path: match[1]!, line: Number(match[2]), text: match[3]! });
  }
  return entries;
}

/** The references the baseline does not list, each entry of the baseline allowing one of the same path and text. */
export function newReferences(found: readonly Offence[], baseline: readonly Offence[]): Offence[] {
  const allowed = new Map<string, number>();
  for (const entry of baseline) allowed.set(keyOf(entry), (allowed.get(keyOf(entry)) ?? 0) + 1);
  const fresh: Offence[] = [];
  for (const offence of found) {
    const left = allowed.get(keyOf(offence)) ?? 0;
    if (left > 0) allowed.set(keyOf(offence), left - 1);
    else fresh.push(offence);
  }
  return fresh;
}

export function readBaseline(root = process.cwd()): Offence[] {
  const file = join(root, BASELINE);
  return existsSync(file) ? parseBaseline(readFileSync(file, 'utf8')) : [];
}

// ---- links of README.md and docs/ ----------------------------------------------------------------------------

export interface BrokenLink {
  path: string;
  line: number;
  target: string;
  reason: string;
}

/** Text without fenced code blocks and inline code (links there are examples), keeping the line count. */
function withoutCode(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]|\[|\]\([^)]*\)/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The relative links of one Markdown file that point to no file, or to no heading of a Markdown file. */
export function brokenLinksIn(root: string, path: string, markdown: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const lines = withoutCode(markdown);
  const ownAnchors = anchorsOf(markdown);
  lines.forEach((line, index) => {
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map((m) => m[1]!),
    ];
    for (const target of targets) {
      if (EXTERNAL.test(target)) continue;
      const [filePart = '', anchor] = target.split('#');
      const file = filePart.split('?')[0]!;
      const report = (reason: string) => broken.push({ path, line: index + 1, target, reason });
      if (file === '') {
        if (anchor && !ownAnchors.has(anchor)) report('no such heading in this file');
        continue;
      }
      const resolved = normalize(join(dirname(path), decodeURIComponent(file)));
      if (resolved.startsWith('..')) {
        report('points outside the repository');
        continue;
      }
      const absolute = join(root, resolved);
      if (!existsSync(absolute)) {
        report('no such file');
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(readFileSync(absolute, 'utf8')).has(anchor))
        report(`no heading #${anchor} in ${relative(root, absolute)}`);
    }
  });
  return broken;
}

/** Broken relative links of README.md and every Markdown file under docs/. */
export function scanLinks(root = process.cwd()): BrokenLink[] {
  const files = ['README.md', ...tracked(root, ['docs']).filter((p) => p.endsWith('.md'))];
  // docs being written are checked before they are committed too
  const untracked = tracked(root, ['docs'], true).filter((p) => p.endsWith('.md'));
  const broken: BrokenLink[] = [];
  for (const path of new Set([...files, ...untracked])) {
    const text = readText(join(root, path));
    if (text !== null) broken.push(...brokenLinksIn(root, path, text));
  }
  return broken;
}

// ---- command line ------------------------------------------------------------------------------------------------

function main(args: string[]) {
  const root = process.cwd();
  const found = scanReferences(root);
  if (args.includes('--write-baseline')) {
    const header = [
      '# References to documents outside the repository and tracker numbers still in the code (path:line: reference).',
      '# Written by `npx tsx scripts/doc-refs.ts --write-baseline`; the check fails on any reference not listed here.',
      '# Remove a reference from the code, then write this file again: the goal is an empty list.',
    ];
    writeFileSync(join(root, BASELINE), [...header, ...found.map(formatOffence)].join('\n') + '\n');
    console.log(`${BASELINE}: ${found.length} references`);
    return;
  }
  const fresh = newReferences(found, readBaseline(root));
  const broken = scanLinks(root);
  console.log(
    `${found.length} references in the code, ${fresh.length} not in the baseline; ${broken.length} broken links`,
  );
  for (const o of fresh) console.log(`new reference  ${formatOffence(o)}`);
  for (const b of broken) console.log(`broken link    ${b.path}:${b.line}: ${b.target} (${b.reason})`);
  if (fresh.length > 0 || broken.length > 0) process.exitCode = 1;
}

if (process.argv[1] && normalize(process.argv[1]).endsWith(normalize('scripts/doc-refs.ts')))
  main(process.argv.slice(2));
