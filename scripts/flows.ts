/**
 * Flow diagrams (docs/flows.md): one SVG per machine (`machines/**\/*Machine.ts`) under `docs/flows/`, its
 * Mermaid source next to it, an index (`docs/flows/README.md`) and the data the in-app inspector reads
 * (`docs/flows/flows.json`). Two views from the same machines: the engineering view (`docs/flows/<name>.svg`: ids,
 * guards, delays, invoked actors, tags) and the product view (`docs/flows/product/<name>.svg`: the states' and
 * transitions' descriptions in plain words, the event and guard names small beside them).
 *
 *   npm run flows                 regenerate everything; runs the model tests (tests/model) for the transition coverage
 *   npm run flows -- --no-tests   regenerate, reusing the coverage recorded in docs/flows/coverage.json
 *   npm run flows:check           fail when a checked-in file differs from what the machines generate now, or when a
 *                                 state or transition has no description (but for the machines in PENDING_DESCRIPTIONS)
 *
 * The machines are loaded through Vite (they use Lingui macros), rendered with beautiful-mermaid (pure JS, no
 * browser, no network). The Google Fonts import the renderer adds is removed: the SVGs use the system font offline.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { createServer } from 'vite';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type {
  missingDescriptions as MissingDescriptions,
  ownTransitions as OwnTransitions,
} from './flows/descriptions';
import type { FlowGraph, FlowView, eventLabel as EventLabel, guardLabel as GuardLabel } from './flows/mermaid';
import { clearCoverage, readCoverage } from '../tests/support/coverage';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs/flows');
const args = new Set(process.argv.slice(2));
const check = args.has('--check');

interface Coverage {
  covered: number;
  total: number;
  /** Hash of the diagram the coverage was measured for. */
  graph: string;
}

export interface FlowEntry {
  name: string;
  machineId: string;
  source: string;
  purpose: string;
  states: number;
  events: number;
  transitions: number;
  coverage: { covered: number; total: number } | null;
  /** State ids of the machine, for the inspector's highlight. */
  stateIds: string[];
  /** Each state's description (plain words), by state id. */
  stateDescriptions: Record<string, string>;
  /** Each transition's description, with the state that defines it, its event label and guard. */
  transitionDescriptions: Array<{ state: string; event: string; guard: string | null; description: string }>;
}

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? machineFiles(join(dir, d.name)) : d.name.endsWith('Machine.ts') ? [join(dir, d.name)] : [],
    )
    .sort();
}

/** The first sentence of the file's leading doc comment. */
function purposeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  const doc = /^\s*\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
  const flat = doc
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // the first sentence: up to a full stop or colon outside parentheses and quotes
  let depth = 0;
  let quoted = false;
  let end = flat.length;
  for (let i = 0; i < flat.length; i++) {
    const c = flat[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '"') quoted = !quoted;
    else if ((c === '.' || c === ':') && depth === 0 && !quoted && (i + 1 === flat.length || flat[i + 1] === ' ')) {
      end = i;
      break;
    }
  }
  return `${flat.slice(0, end)}.`.replace(/\|/g, '/');
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);

function render(mermaid: string, view: FlowView = 'engineering'): string {
  const svg = renderMermaidSVG(mermaid, {
    bg: '#ffffff',
    fg: '#1f2430',
    accent: '#c2410c',
    font: 'system-ui',
    padding: 24,
  });
  // offline and CSP-safe: no web font import
  const offline = svg.replace(/@import url\([^)]*\);?\s*/g, '');
  // the product view: the code names (in italics) small beside the words
  const out =
    view === 'product'
      ? offline.replace(/<tspan font-style="italic">/g, '<tspan font-style="italic" font-size="0.85em">')
      : offline;
  return `${out}\n`;
}

/** Runs the model tests, which record what each covers (tests/support/coverage.ts); the coverage by machine id. */
function measureCoverage(): Map<string, { covered: number; total: number }> {
  clearCoverage();
  try {
    execFileSync('npx', ['vitest', 'run', 'tests/model'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    console.warn('flows: some model tests failed; coverage recorded from the ones that ran');
  }
  return readCoverage();
}

function indexMarkdown(entries: FlowEntry[]): string {
  const rows = entries.map((e) => {
    const cov = e.coverage
      ? `${e.coverage.covered}/${e.coverage.total} (${Math.round((100 * e.coverage.covered) / Math.max(1, e.coverage.total))} %)`
      : 'no model test';
    return `| [${e.name}](./${e.name}.svg) | [${e.name}](./product/${e.name}.svg) | ${e.purpose} | ${e.states} | ${e.events} | ${e.transitions} | ${cov} | \`${e.source}\` |`;
  });
  return [
    '# Flows',
    '',
    'Generated by `npm run flows` from the machines (do not edit by hand; `npm run flows:check` fails when a machine',
    'changed and its diagram was not regenerated). Each diagram shows the states with their nesting and parallel',
    'regions (`‖`), initial (●) and final (◉) states, the events on the transitions with their guards in `[brackets]`,',
    'delays (`after name = ms`), invoked actors (`invoke id`), tags (`#tag`) and the events a state handles without',
    'leaving it (`↺`). Coverage is the share of transitions the model tests (`tests/model`) take, as each suite records',
    'it (`tests/support/modelSuite.ts`, which counts a transition into or out of an eventless state through the step',
    'that passes through it, writes it with `tests/support/coverage.ts`); below 100 % the suite names the transitions no',
    'path can take (`unreachable`, with the reason).',
    '',
    'Each flow has two diagrams from the same machine: the engineering view (first column, as above) and the product',
    'view (`product/<name>.svg`, Mermaid source `product/<name>.mmd`): each state and transition in plain words (its',
    '`description`), the state, event and guard names small and in italics beside them. `npm run flows:check` fails',
    'when a state or transition has no description.',
    '',
    'Watch a flow live: open the app with `?inspect` (dev server or demo build). QA paths: `npm run qa-paths -- <flow>`.',
    '',
    `${entries.length} flows.`,
    '',
    '| Flow (engineering view) | Product view | Purpose | States | Events | Transitions | Coverage (model tests) | Machine |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main() {
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  // `npm run flows -- --stately <flow>`: the flow as code to import into Stately's editor
  const stately = process.argv.indexOf('--stately');
  if (stately > 0) {
    const name = process.argv[stately + 1];
    const file = machineFiles(join(root, 'machines')).find((f) => basename(f) === `${name}Machine.ts`);
    try {
      if (!file) throw new Error(`no machine named ${name ?? '(none given)'}: npm run flows -- --stately <flow>`);
      const mod = (await server.ssrLoadModule(`/${relative(root, file)}`)) as Record<string, unknown>;
      const machine = Object.values(mod).find(
        (v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'provide' in v,
      )!;
      const { statelyCode } = (await server.ssrLoadModule('/scripts/flows/stately.ts')) as {
        statelyCode(m: AnyStateMachine): string;
      };
      process.stdout.write(statelyCode(machine));
    } finally {
      await server.close();
    }
    return;
  }
  const files: Record<string, string> = {};
  const entries: FlowEntry[] = [];
  const coverageFile = join(outDir, 'coverage.json');
  const recorded: Record<string, Coverage> = existsSync(coverageFile)
    ? (JSON.parse(readFileSync(coverageFile, 'utf8')) as Record<string, Coverage>)
    : {};
  const measured = check || args.has('--no-tests') ? null : measureCoverage();
  const coverage: Record<string, Coverage> = {};
  const stale: string[] = [];
  const undescribed: string[] = [];
  try {
    const { toMermaid, eventLabel, guardLabel } = (await server.ssrLoadModule('/scripts/flows/mermaid.ts')) as {
      toMermaid(m: AnyStateMachine, view?: FlowView): FlowGraph;
      eventLabel: typeof EventLabel;
      guardLabel: typeof GuardLabel;
    };
    const { missingDescriptions, ownTransitions, PENDING_DESCRIPTIONS } = (await server.ssrLoadModule(
      '/scripts/flows/descriptions.ts',
    )) as {
      missingDescriptions: typeof MissingDescriptions;
      ownTransitions: typeof OwnTransitions;
      PENDING_DESCRIPTIONS: readonly string[];
    };
    for (const file of machineFiles(join(root, 'machines'))) {
      const mod = (await server.ssrLoadModule(`/${relative(root, file)}`)) as Record<string, unknown>;
      const machine = Object.values(mod).find(
        (v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'provide' in v,
      );
      if (!machine) throw new Error(`${file}: no machine exported`);
      const name = basename(file).replace(/Machine\.ts$/, '');
      const graph = toMermaid(machine);
      const graphHash = hash(graph.mermaid);
      const m = measured?.get(machine.id);
      if (m) coverage[name] = { ...m, graph: graphHash };
      else if (recorded[name]) {
        coverage[name] = recorded[name];
        if (recorded[name].graph !== graphHash) stale.push(name);
      }
      files[`${name}.mmd`] = graph.mermaid;
      files[`${name}.svg`] = render(graph.mermaid);
      const product = toMermaid(machine, 'product');
      files[`product/${name}.mmd`] = product.mermaid;
      files[`product/${name}.svg`] = render(product.mermaid, 'product');
      if (!PENDING_DESCRIPTIONS.includes(name)) undescribed.push(...missingDescriptions(name, machine));
      const stateDescriptions: Record<string, string> = {};
      const transitionDescriptions: FlowEntry['transitionDescriptions'] = [];
      const visit = (node: AnyStateNode) => {
        if (node !== machine.root && node.description) stateDescriptions[node.id] = node.description;
        for (const t of ownTransitions(node))
          if (t.description)
            transitionDescriptions.push({
              state: node.id,
              event: eventLabel(machine, t),
              guard: guardLabel(t.guard),
              description: t.description,
            });
        for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
      };
      visit(machine.root);
      const cov = coverage[name];
      entries.push({
        name,
        machineId: machine.id,
        source: relative(root, file),
        purpose: purposeOf(file),
        states: graph.states.length,
        events: graph.events.length,
        transitions: graph.edges.reduce((n, e) => n + e.label.split('<br/>').length, 0),
        coverage: cov ? { covered: cov.covered, total: cov.total } : null,
        stateIds: graph.states,
        stateDescriptions,
        transitionDescriptions,
      });
    }
  } finally {
    await server.close();
  }
  files['README.md'] = indexMarkdown(entries);
  files['flows.json'] = `${JSON.stringify(
    entries.map(({ name, machineId, purpose, stateIds, stateDescriptions, transitionDescriptions }) => ({
      name,
      machineId,
      purpose,
      stateIds,
      stateDescriptions,
      transitionDescriptions,
    })),
    null,
    2,
  )}\n`;
  files['coverage.json'] = `${JSON.stringify(coverage, null, 2)}\n`;

  if (check) {
    const onDisk = existsSync(outDir)
      ? readdirSync(outDir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => relative(outDir, join(d.parentPath, d.name)))
      : [];
    const differ = Object.entries(files)
      .filter(([f, content]) => !existsSync(join(outDir, f)) || readFileSync(join(outDir, f), 'utf8') !== content)
      .map(([f]) => f);
    // paths.json: every flow's QA paths, written and checked by scripts/qaPaths.ts
    const extra = onDisk.filter((f) => !(f in files) && f !== 'paths.json');
    const problems = [
      ...differ.map((f) => `docs/flows/${f} is not what the machines generate`),
      ...extra.map((f) => `docs/flows/${f} has no machine`),
      ...stale.map((n) => `docs/flows/coverage.json: ${n} changed since its coverage was measured`),
      ...undescribed,
    ];
    if (problems.length) {
      console.error(
        `flows:check failed:\n  ${problems.join('\n  ')}\n${
          undescribed.length ? 'Give each state and transition named a `description` in its machine, then r' : 'R'
        }un \`npm run flows\` and commit docs/flows.`,
      );
      process.exit(1);
    }
    console.log(`flows:check: ${entries.length} diagrams match their machines`);
    return;
  }
  if (stale.length) console.warn(`flows: coverage stale for ${stale.join(', ')} (run without --no-tests)`);
  if (undescribed.length) console.warn(`flows: ${undescribed.length} states or transitions without a description`);
  mkdirSync(join(outDir, 'product'), { recursive: true });
  for (const [f, content] of Object.entries(files)) writeFileSync(join(outDir, f), content);
  console.log(`flows: ${entries.length} diagrams written to docs/flows`);
  // the journeys and every flow's QA paths (docs/flows/paths.json) come from the same machines
  execFileSync(process.execPath, [...process.execArgv, join(root, 'scripts/qaPaths.ts'), '--journeys'], {
    stdio: 'inherit',
  });
}

await main();
