#!/usr/bin/env node
/**
 * The layout move as a codemod, re-runnable on top of other work: `node scripts/reshape/layout.mjs [--dry-run] [--no-i18n]`.
 *
 * 1. Reads the move map (`layout.moves.json` beside this file: old path -> new path, files and folders, from the
 *    repository root) and checks it first: a source that is missing while its destination is missing too (or both
 *    exist) fails the run (exit 1) before anything is changed. A move already done (source gone, destination there)
 *    is skipped, so a second run changes nothing.
 * 2. Before moving, resolves every module specifier of every tracked .ts/.tsx/.mts/.js/.mjs/.cjs file (`import`,
 *    `export ... from`, `import()`, `vi.mock()`, `vi.importActual()`, `require()`, `new URL(..., import.meta.url)`) to
 *    the file it names; then moves with `git mv`; then writes each specifier again for the file's new place:
 *    - inside one layer (src/<folder>, machines, tests, e2e, scripts, openapi, the root) relative, `./` or `../`
 *      at most two levels up;
 *    - across layers, and deeper than two levels, the aliases of tsconfig.json: `~/` (src/), `~machines/`
 *      (machines/) and `~openapi/` (openapi/), from .ts/.tsx files of src, machines, tests and e2e; scripts, openapi,
 *      the root configs, plain-Node .mjs/.js files and the app modules the root configs import (Vite bundles its
 *      config without the aliases) keep relative specifiers;
 *    - the specifier keeps its form: with or without its extension, naming a folder (its index) or a file.
 * 3. Rewrites the path strings that name a moved file or folder in every tracked text file (configs, scripts,
 *    docs, README.md, .ci/, comments, PO origins): `src/app/toast` -> `src/services/toast`, also the forms written
 *    in regular expressions (`src\/app\/toast`, `src[\\/]app[\\/]toast`) and, for src/, without the `src/` prefix
 *    (`features/tv-shell`); then the `literals` of the map (exact replacements in the files they name).
 *    The rewritten files are formatted with Prettier.
 * 4. Lists the specifiers it could not resolve (before and after the move) and exits 1 if any of the app's own
 *    specifiers does not resolve after the move.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DRY = process.argv.includes('--dry-run');
const MAP = JSON.parse(readFileSync(join(ROOT, 'scripts/reshape/layout.moves.json'), 'utf8'));
/** @type {[string, string][]} */
const MOVES = MAP.moves;

const CODE_EXT = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const RESOLVE_EXT = ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.jsx', '.json'];
/** Files the codemod never rewrites: generated, vendored or binary. */
const SKIP =
  /^(package-lock\.json|src\/routeTree\.gen\.ts|openapi\/schema\.d\.ts|openapi\/fake\/media\/|openapi\/fake\/standins\/|bench\/|scripts\/reshape\/)/;
const TEXT_EXT =
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|yaml|yml|txt|po|html|css|sh)$|^\.ci\/|^(README\.md|\.prettierignore|\.gitattributes)$/;

const abs = (p) => join(ROOT, p);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const isFile = (p) => existsSync(abs(p)) && statSync(abs(p)).isFile();
const isDir = (p) => existsSync(abs(p)) && statSync(abs(p)).isDirectory();
const tracked = () =>
  git('ls-files', '-z')
    .split('\0')
    .filter((f) => f && existsSync(abs(f)));

// ---------------------------------------------------------------------------------------------------------------
// 1. check the map
const problems = [];
const pending = [];
for (const [from, to] of MOVES) {
  const src = existsSync(abs(from));
  const dst = existsSync(abs(to));
  if (src && dst) problems.push(`both exist: ${from} and ${to}`);
  else if (!src && !dst) problems.push(`missing source: ${from} (and no ${to})`);
  else if (src) pending.push([from, to]);
}
if (problems.length) {
  console.error(`layout.mjs: the move map does not fit this tree, nothing changed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`layout.mjs: ${pending.length} moves to do, ${MOVES.length - pending.length} already done`);

/** Old path -> new path for any file (exact file moves first, then the longest folder prefix). */
function moved(path) {
  for (const [from, to] of MOVES) if (path === from) return to;
  let best = null;
  for (const [from, to] of MOVES)
    if (path.startsWith(from + '/') && (!best || from.length > best[0].length)) best = [from, to];
  return best ? best[1] + path.slice(best[0].length) : path;
}

// ---------------------------------------------------------------------------------------------------------------
// 2a. resolve every specifier before the move
const SPEC =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|importActual|importMock)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\2/g;
const URL_SPEC = /(\bnew URL\(\s*)(['"])([^'"\n$`]+)\2(?=\s*,\s*import\.meta\.url)/g;

/** The file (or folder) a specifier names, and the form it is written in; null when it is not a path of the repo. */
function resolveSpec(importer, spec) {
  const [bare, query = ''] = spec.split(/(?=\?)/);
  let base;
  if (bare.startsWith('~/')) base = 'src/' + bare.slice(2);
  else if (bare.startsWith('~machines/')) base = 'machines/' + bare.slice('~machines/'.length);
  else if (bare.startsWith('~openapi/')) base = 'openapi/' + bare.slice('~openapi/'.length);
  else if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..')
    base = posix.normalize(posix.join(posix.dirname(importer), bare));
  else return null;
  base = base.replace(/\/$/, '');
  if (bare.endsWith('/') && isDir(base)) return { target: base, form: 'dir', query };
  if (isFile(base)) return { target: base, form: 'exact', query };
  for (const ext of RESOLVE_EXT) if (isFile(base + ext)) return { target: base + ext, form: 'noext', query };
  if (/\.js$/.test(base))
    for (const ext of ['.ts', '.tsx'])
      if (isFile(base.slice(0, -3) + ext)) return { target: base.slice(0, -3) + ext, form: 'js', query };
  for (const ext of RESOLVE_EXT)
    if (isFile(base + '/index' + ext)) return { target: base + '/index' + ext, form: 'index', query };
  if (isDir(base)) return { target: base, form: 'dir', query, bareDir: true };
  return { target: null, form: 'unresolved', query };
}

/** Files whose specifiers are test fixtures (snippets linted as if they lived elsewhere), never rewritten. */
const FIXTURES = new Set(MAP.fixtures ?? []);
const codeFiles = tracked().filter((f) => CODE_EXT.test(f) && !SKIP.test(f) && !FIXTURES.has(f));
/** importer (old path) -> [{ spec, target (old path), form, query, url }] */
const before = new Map();
const unresolvedBefore = [];
for (const file of codeFiles) {
  const text = readFileSync(abs(file), 'utf8');
  const found = [];
  for (const [re, url] of [
    [SPEC, false],
    [URL_SPEC, true],
  ])
    for (const m of text.matchAll(re)) {
      const r = resolveSpec(file, m[3]);
      if (!r) continue;
      if (!r.target) unresolvedBefore.push(`${file}: '${m[3]}'`);
      else found.push({ spec: m[3], ...r, url });
    }
  before.set(file, found);
}

/**
 * The files the root configs load (vite.config.ts and the build plugins it imports, with the app modules they import):
 * Vite bundles its config without the aliases, so these keep relative specifiers.
 */
const configGraph = new Set();
{
  const queue = codeFiles.filter((f) => !f.includes('/'));
  while (queue.length) {
    const file = queue.pop();
    if (configGraph.has(file)) continue;
    configGraph.add(file);
    for (const s of before.get(file) ?? []) if (CODE_EXT.test(s.target)) queue.push(s.target);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 2b. move
for (const [from, to] of pending) {
  console.log(`  git mv ${from} ${to}`);
  if (DRY) continue;
  execFileSync('mkdir', ['-p', dirname(abs(to))]);
  git('mv', from, to);
}
// folders the moves emptied (git mv leaves untracked leftovers alone)
if (!DRY)
  for (const [from] of pending) {
    let dir = posix.dirname(from);
    while (dir !== '.' && isDir(dir) && readdirSync(abs(dir)).length === 0) {
      rmdirSync(abs(dir));
      dir = posix.dirname(dir);
    }
  }

// ---------------------------------------------------------------------------------------------------------------
// 2c. write each specifier for the new places
/** The layer a path belongs to: src/<folder> (src/ itself for its root files), machines, tests, e2e, ... */
function layer(path) {
  const parts = path.split('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : 'src';
  return parts.length > 1 ? parts[0] : '.';
}
const ALIAS_IMPORTERS = /^(src|machines|tests|e2e)\/.*\.(ts|tsx)$/;

function specFor(importer, target, form, url, bareDir, viaConfig) {
  let path = target;
  if (form === 'noext') path = path.replace(/(\.d)?\.(ts|tsx|mts|js|mjs|jsx|json)$/, '');
  else if (form === 'js') path = path.replace(/\.(ts|tsx)$/, '.js');
  else if (form === 'index') path = posix.dirname(path);
  let r = posix.relative(posix.dirname(importer), path) || '.';
  if (!r.startsWith('.')) r = './' + r;
  if (form === 'index' && r === '.') r = './index';
  if (form === 'dir' && !bareDir) r += '/';
  const ups = (r.match(/\.\.\//g) ?? []).length + (r === '..' ? 1 : 0);
  const aliasable = !url && !viaConfig && ALIAS_IMPORTERS.test(importer) && /^(src|machines|openapi)\//.test(path);
  if (!aliasable) return r;
  if (layer(importer) === layer(target) && ups <= 2) return r;
  if (path.startsWith('src/')) return '~/' + path.slice(4);
  if (path.startsWith('openapi/')) return '~openapi/' + path.slice('openapi/'.length);
  return '~machines/' + path.slice('machines/'.length);
}

const changedFiles = new Set();
const unresolvedAfter = [];
for (const [oldFile, specs] of before) {
  const file = DRY ? oldFile : moved(oldFile);
  if (!isFile(file)) continue;
  const replacements = new Map();
  for (const s of specs) {
    const next = specFor(file, moved(s.target), s.form, s.url, s.bareDir, configGraph.has(oldFile)) + s.query;
    if (next !== s.spec) replacements.set(`${s.url}\0${s.spec}`, next);
  }
  const text = readFileSync(abs(file), 'utf8');
  const rewrite = (re, url) => (all, lead, quote, spec) => {
    const next = replacements.get(`${url}\0${spec}`);
    return next ? `${lead}${quote}${next}${quote}` : all;
  };
  const out = text.replace(SPEC, rewrite(SPEC, false)).replace(URL_SPEC, rewrite(URL_SPEC, true));
  if (out !== text) {
    changedFiles.add(file);
    if (!DRY) writeFileSync(abs(file), out);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. path strings in every tracked text file, then the literals
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stem = (p) => p.replace(/\.(tsx?|mjs|js)$/, '');
/** [regexp, replacement] pairs, longest old path first. */
const pathRules = [];
for (const [from, to] of [...MOVES].sort((a, b) => b[0].length - a[0].length)) {
  const oldStem = stem(from);
  const newStem = stem(to);
  const forms = [[oldStem, newStem]];
  // without the src/ prefix (`features/tv-shell`, `app/toast`), where the text does not start at src/
  if (from.startsWith('src/')) forms.push([oldStem.slice(4), newStem.slice(4), true]);
  for (const [o, n, bare] of forms)
    for (const sep of ['/', '\\/', '[\\\\/]']) {
      const o2 = o.split('/').join(sep);
      const n2 = n.split('/').join(sep);
      // a bare form does not start inside a longer path (`x/features/...`), but may follow an escaped slash (`\/`)
      const lookbehind = bare ? '(?<![\\w.~\\]-])(?<![^\\\\]/)' : '(?<![\\w-])';
      pathRules.push([new RegExp(`${lookbehind}${escape(o2)}(?![\\w-])`, 'g'), n2]);
    }
}
const glob = (pattern) =>
  new RegExp(
    '^' +
      pattern
        .split('**/')
        .map((part) => part.split('*').map(escape).join('[^/]*'))
        .join('(?:.*/)?') +
      '$',
  );
for (const file of DRY ? [] : tracked()) {
  if (SKIP.test(file) || !TEXT_EXT.test(file)) continue;
  let text = readFileSync(abs(file), 'utf8');
  const original = text;
  for (const [re, to] of pathRules) text = text.replace(re, to);
  for (const block of MAP.literals ?? [])
    if (block.files.some((g) => glob(g).test(file)))
      // (a replacement that keeps its old text, as an insertion does, is made once)
      for (const [from, to] of block.replace)
        if (!(to.includes(from) && text.includes(to))) text = text.split(from).join(to);
  if (text !== original) {
    changedFiles.add(file);
    writeFileSync(abs(file), text);
  }
}

// the rewritten files in the project's format (a longer path widens a Markdown table)
if (!DRY && changedFiles.size) {
  const files = [...changedFiles].filter((f) => isFile(f));
  for (let i = 0; i < files.length; i += 200)
    execFileSync(
      join(ROOT, 'node_modules/.bin/prettier'),
      ['--write', '--log-level', 'warn', ...files.slice(i, i + 200)],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
}

// the message catalogues name their messages' files (`#: src/...`), in their order: extract them again
// (only when something moved: the extraction stamps the catalogues with the time)
if (!DRY && !process.argv.includes('--no-i18n') && pending.length)
  execFileSync('node', ['scripts/i18n-sync.mjs'], { cwd: ROOT, stdio: 'inherit' });

// ---------------------------------------------------------------------------------------------------------------
// 4. report
if (!DRY)
  for (const file of tracked().filter((f) => CODE_EXT.test(f) && !SKIP.test(f) && !FIXTURES.has(f))) {
    const text = readFileSync(abs(file), 'utf8');
    for (const re of [SPEC, URL_SPEC])
      for (const m of text.matchAll(re)) {
        const r = resolveSpec(file, m[3]);
        if (r && !r.target) unresolvedAfter.push(`${file}: '${m[3]}'`);
      }
  }
console.log(`layout.mjs: ${changedFiles.size} files rewritten`);
if (unresolvedBefore.length)
  console.log(
    `specifiers that did not resolve before the move (left as they were):\n  ${unresolvedBefore.join('\n  ')}`,
  );
const newlyUnresolved = unresolvedAfter.filter((u) => !unresolvedBefore.includes(u));
if (unresolvedAfter.length)
  console.log(`specifiers that do not resolve after the move:\n  ${unresolvedAfter.join('\n  ')}`);
if (newlyUnresolved.length) {
  console.error(`layout.mjs: ${newlyUnresolved.length} specifiers broke`);
  process.exit(1);
}
