/**
 * QA paths: the paths `xstate/graph` generates for a machine, as numbered readable steps.
 *
 *   npm run qa-paths -- <flow>             shortest paths (one to each state), each step: event, guard outcome, state
 *   npm run qa-paths -- <flow> --simple    also the simple paths (every path that visits no state twice; capped)
 *   npm run qa-paths -- --list             the flows, and which have a path model (tests/pathModels/<flow>.ts)
 *   npm run qa-paths -- --journeys         write e2e/journeys/paths.json (the browser journeys of the flows with a model)
 *                                       and docs/flows/paths.json (every flow's QA paths as printed, for /flows)
 *   npm run qa-paths -- --check            fail when those files are not what the machines generate now
 *
 * A flow's events come from its path model (tests/pathModels/<flow>.ts: each variant with a key and its payload) or, for
 * the flows without one, are derived from the machine (each event type once, actors answering ok or failing); a
 * machine whose guards need more than that says so. Machines load through Vite (they use Lingui macros).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';
import type * as PathSupport from '../tests/support/paths';
import type * as ModelSupport from '../tests/support/model';
import type { PathEvent, PathModel, RaceFrom } from '../tests/pathModels/types';
import type { FlowGraph } from './flows/mermaid';
import { stateText } from '../machines/shared/stateText';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const journeysFile = join(root, 'e2e/journeys/paths.json');
/** Every flow's QA paths as text, for the flows page. */
const qaFile = join(root, 'docs/flows/paths.json');
/** The critical flows replayed in the browser. */
export const JOURNEY_FLOWS = ['productPage', 'rent', 'qrLogin', 'player', 'subscribeWizard', 'booking'];
const SIMPLE_CAP = 200;

type Path = StatePath<Snapshot<unknown>, EventObject>;
type Snap = Snapshot<unknown> & { value: unknown };
interface Transition {
  eventType: string;
  guard?: unknown;
  target?: ReadonlyArray<{ id: string }>;
  source: { id: string };
}

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? machineFiles(join(dir, d.name)) : d.name.endsWith('Machine.ts') ? [join(dir, d.name)] : [],
    )
    .sort();
}

/** Events for a machine without a path model: each type once; an invoked actor answers ok, not ok, or fails. */
function derivedEvents(graph: FlowGraph): PathEvent[] {
  return graph.events
    .filter((t) => t !== 'always' && !t.startsWith('xstate.done.state.'))
    .flatMap((type): PathEvent[] => {
      if (type.startsWith('xstate.done.actor.'))
        return [
          { key: `${type.slice(18)}.ok`, event: { type, output: { ok: true, value: null } }, browser: 'derived' },
          {
            key: `${type.slice(18)}.notOk`,
            event: { type, output: { ok: false, error: 'failed' } },
            browser: 'derived',
          },
        ];
      if (type.startsWith('xstate.error.actor.'))
        return [{ key: `${type.slice(19)}.failed`, event: { type, error: new Error('failed') }, browser: 'derived' }];
      return [{ key: type, event: { type }, browser: 'derived' }];
    });
}

interface Loaded {
  name: string;
  source: string;
  machine: AnyStateMachine;
  graph: FlowGraph;
  model: PathModel | null;
}

async function load(server: ViteDevServer, only?: string): Promise<Loaded[]> {
  const { toMermaid } = (await server.ssrLoadModule('/scripts/flows/mermaid.ts')) as {
    toMermaid(m: AnyStateMachine): FlowGraph;
  };
  const result: Loaded[] = [];
  for (const file of machineFiles(join(root, 'machines'))) {
    const name = basename(file).replace(/Machine\.ts$/, '');
    if (only && name !== only) continue;
    const mod = (await server.ssrLoadModule(`/${relative(root, file)}`)) as Record<string, unknown>;
    const machine = Object.values(mod).find(
      (v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'provide' in v,
    )!;
    const modelFile = join(root, 'tests/pathModels', `${name}.ts`);
    const model = existsSync(modelFile)
      ? ((await server.ssrLoadModule(`/tests/pathModels/${name}.ts`)) as { model: PathModel }).model
      : null;
    const run = model?.standalone ? machine.provide({ actions: model.standalone }) : machine;
    result.push({ name, source: relative(root, file), machine: run, graph: toMermaid(machine), model });
  }
  return result;
}

/** Fails loudly when the machine reacts to an event type its path model has no variant of. */
function missingEvents(flow: Loaded): string[] {
  if (!flow.model) return [];
  const modelled = new Set(flow.model.events.map((e) => e.event.type));
  return flow.graph.events.filter(
    (t) =>
      t !== 'always' &&
      !t.startsWith('xstate.done.state.') &&
      !modelled.has(t) &&
      // a delay is modelled per state: `xstate.after.<delay>.<state id>`
      !(t.startsWith('xstate.after.') && [...modelled].some((m) => m.startsWith(t))),
  );
}

/** The path generator and the coverage helpers, loaded through Vite: the same xstate as the machines. */
async function helpers(server: ViteDevServer) {
  const paths = (await server.ssrLoadModule('/tests/support/paths.ts')) as typeof PathSupport;
  const model = (await server.ssrLoadModule('/tests/support/model.ts')) as typeof ModelSupport;
  return { paths, model };
}

type Helpers = Awaited<ReturnType<typeof helpers>>;

function generate(h: Helpers, flow: Loaded, events: PathEvent[], simple: boolean) {
  const { shortest, simple: simplePaths } = h.paths.generatePaths(flow.machine, {
    // without a model, an empty input (most machines read optional fields from it)
    input: flow.model ? flow.model.input : {},
    events: events.map((e) => e.event),
    serializeState: serializeOf(flow),
    simple: simple ? { cap: SIMPLE_CAP } : undefined,
  });
  return { shortest, simple: simplePaths };
}

const serializeOf = (flow: Loaded) =>
  flow.model?.serializeState ?? ((s: Snapshot<unknown>) => JSON.stringify((s as Snap).value));

/** The key of an event object of a path (its variant in the model). */
const keyOf = (events: PathEvent[], event: EventObject) =>
  events.find((e) => e.event === event)?.key ?? (event.type === 'xstate.init' ? 'start' : event.type);

/** Which transition an event took from a snapshot, and the guards that said no before it. */
function guardOutcome(machine: AnyStateMachine, before: Snapshot<unknown>, event: EventObject): string {
  let taken: Transition[];
  try {
    taken = ((machine as unknown as { getTransitionData(s: unknown, e: unknown): Transition[] }).getTransitionData(
      before,
      event,
    ) ?? []) as Transition[];
  } catch {
    return '';
  }
  const name = (g: unknown): string =>
    typeof g === 'string'
      ? g
      : g && typeof g === 'object' && 'type' in g
        ? String((g as { type: unknown }).type)
        : typeof g === 'function'
          ? (/=>\s*([^{].*)$/s.exec(g.toString())?.[1]?.replace(/\s+/g, ' ').trim() ?? 'inline guard')
          : '';
  const parts: string[] = [];
  for (const t of taken) {
    const siblings = ((t.source as unknown as { transitions: Map<string, Transition[]> }).transitions.get(
      t.eventType,
    ) ?? []) as Transition[];
    const index = siblings.indexOf(t);
    for (const refused of siblings.slice(0, Math.max(0, index)))
      if (refused.guard) parts.push(`[${name(refused.guard)}] ✗`);
    parts.push(t.guard ? `[${name(t.guard)}] ✓` : index > 0 ? '[else] ✓' : '');
  }
  return parts.filter(Boolean).join(' ');
}

function describePaths(h: Helpers, flow: Loaded, events: PathEvent[], paths: Path[], title: string): string[] {
  const lines = [`${title} (${paths.length})`];
  paths.forEach((path, i) => {
    lines.push(`  ${i + 1}. to ${stateText((path.state as Snap).value)}`);
    path.steps.forEach((step, k) => {
      const before = k > 0 ? path.steps[k - 1]!.state : null;
      const guard = before ? guardOutcome(flow.machine, before, step.event) : '';
      const payload = Object.fromEntries(Object.entries(step.event).filter(([key]) => key !== 'type'));
      const data =
        Object.keys(payload).length && k > 0
          ? ` ${JSON.stringify(payload, (_, v) => (v instanceof Error ? `Error(${v.message})` : v))}`
          : '';
      lines.push(
        `     ${i + 1}.${k + 1} ${keyOf(events, step.event)}${k > 0 && keyOf(events, step.event) !== step.event.type ? ` (${step.event.type})` : ''}${data}${guard ? `  ${guard}` : ''}  → ${stateText((step.state as Snap).value)}`,
      );
    });
  });
  return lines;
}

/** Shortest paths over the browser events, minus those that are a prefix of another: the browser journeys. */
function journeys(h: Helpers, flow: Loaded) {
  const events = flow.model!.events.filter((e) => e.browser === true);
  const races = flow.model!.raceInBrowser ?? [];
  const serializeState = serializeOf(flow);
  // a race starts from a state value, or from a state as the fixture's serializeState gives it
  const racesFrom = (state: Snapshot<unknown>, from: RaceFrom) =>
    from !== null && typeof from === 'object' && 'serialized' in from
      ? from.serialized === serializeState(state)
      : stateText(from) === stateText((state as Snap).value);
  // the events the browser can drive from a state
  const from = (state: Snapshot<unknown>) => {
    const raced = new Set(races.filter((r) => racesFrom(state, r.from)).map((r) => r.key));
    return events.filter((e) => !raced.has(e.key)).map((e) => e.event);
  };
  // and one more event from each state: the transitions back (close, retry ...) that shortest paths never take
  const { shortest, transitions } = h.paths.generatePaths(flow.machine, {
    input: flow.model!.input,
    events: from,
    serializeState,
    transitions: { key: serializeState },
  });
  const candidates = [...shortest, ...transitions];
  const asKeys = candidates.map((p) => p.steps.slice(1).map((s) => keyOf(events, s.event)));
  const seen = new Set<string>();
  const kept = candidates.filter((_, i) => {
    const mine = asKeys[i]!;
    const id = mine.join(' ');
    if (mine.length === 0 || seen.has(id)) return false;
    seen.add(id);
    // a path that another one starts with adds nothing
    return !asKeys.some((other) => other.length > mine.length && mine.every((k, n) => other[n] === k));
  });
  const coverage = h.model.transitionCoverage(flow.machine, kept);
  const reached = new Set(kept.flatMap((p) => p.steps.flatMap((s) => h.model.activeStateIds(s.state))));
  return {
    flow: flow.name,
    source: flow.source,
    states: h.model.allStateIds(flow.machine),
    reached: [...reached].sort(),
    events: flow.model!.events.map((e) => ({ key: e.key, type: e.event.type, browser: e.browser })),
    coverage: { covered: coverage.covered, total: coverage.total },
    paths: kept.map((p) => ({
      name: p.steps
        .slice(1)
        .map((s) => keyOf(events, s.event))
        .join(' → '),
      steps: p.steps.map((s, k) => ({
        event: k === 0 ? 'start' : keyOf(events, s.event),
        state: stateText((s.state as Snap).value),
        states: h.model.activeStateIds(s.state),
      })),
    })),
  };
}

/** What `npm run qa-paths -- <flow>` prints: the flow's shortest (and simple) paths, states reached, coverage. */
function qaText(h: Helpers, flow: Loaded, simple: boolean): string[] {
  const missing = missingEvents(flow);
  if (missing.length) throw new Error(`tests/pathModels/${flow.name}.ts has no variant of: ${missing.join(', ')}`);
  const events = flow.model?.events ?? derivedEvents(flow.graph);
  let generated: ReturnType<typeof generate>;
  try {
    generated = generate(h, flow, events, simple);
  } catch (e) {
    throw new Error(
      `${flow.name}: its guards need more than the derived events (${(e as Error).message}); give it a path model in tests/pathModels/${flow.name}.ts`,
      { cause: e },
    );
  }
  const out = [
    `${flow.name} (${flow.source}) — ${flow.graph.states.length} states, ${flow.graph.edges.length} arrows; events ${flow.model ? `from tests/pathModels/${flow.name}.ts` : 'derived from the machine'}`,
    '',
    ...describePaths(h, flow, events, generated.shortest, 'Shortest paths'),
  ];
  if (simple) out.push('', ...describePaths(h, flow, events, generated.simple, `Simple paths (first ${SIMPLE_CAP})`));
  const paths = [...generated.shortest, ...generated.simple];
  const coverage = h.model.transitionCoverage(flow.machine, paths);
  const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => h.model.activeStateIds(s.state))));
  const states = h.model.allStateIds(flow.machine);
  out.push(
    '',
    `States reached: ${states.filter((s) => reached.has(s)).length}/${states.length}`,
    `Transition coverage: ${coverage.covered}/${coverage.total}`,
    ...coverage.missing.map((m) => `  not taken: ${m}`),
  );
  if (!flow.model)
    out.push(
      '',
      `Events were derived from the machine without payloads: paths stop where a guard needs data. For readable`,
      `paths with real payloads, give the flow a path model in tests/pathModels/${flow.name}.ts (see tests/pathModels/rent.ts).`,
    );
  return out;
}

/** The QA paths of every flow as `npm run qa-paths -- <flow>` prints them (the flows page shows them). */
async function qaTexts(h: Helpers, server: ViteDevServer): Promise<string> {
  const texts: Record<string, string> = {};
  for (const flow of await load(server)) {
    try {
      texts[flow.name] = qaText(h, flow, false).join('\n');
    } catch (e) {
      texts[flow.name] = (e as Error).message;
    }
  }
  return `${JSON.stringify(texts, null, 2)}\n`;
}

async function main() {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const name = args.find((a) => !a.startsWith('--'));
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const h = await helpers(server);
    if (flags.has('--journeys') || flags.has('--check')) {
      const flows = (await load(server)).filter((f) => JOURNEY_FLOWS.includes(f.name) && f.model);
      const problems = flows.flatMap((f) => missingEvents(f).map((t) => `${f.name}: event ${t} has no variant`));
      if (problems.length) throw new Error(`path models miss events (tests/pathModels):\n  ${problems.join('\n  ')}`);
      const text = `${JSON.stringify(
        flows.map((f) => journeys(h, f)),
        null,
        2,
      )}\n`;
      const qa = await qaTexts(h, server);
      if (flags.has('--check')) {
        if (!existsSync(qaFile) || readFileSync(qaFile, 'utf8') !== qa) {
          console.error(
            'docs/flows/paths.json is not what the machines generate: run `npm run qa-paths -- --journeys`.',
          );
          process.exitCode = 1;
        }
        if (!existsSync(journeysFile) || readFileSync(journeysFile, 'utf8') !== text) {
          console.error(
            'e2e/journeys/paths.json is not what the machines generate: run `npm run qa-paths -- --journeys`.',
          );
          process.exitCode = 1;
        } else console.log(`paths:check: ${flows.length} flows' journeys match their machines`);
        return;
      }
      mkdirSync(dirname(journeysFile), { recursive: true });
      writeFileSync(journeysFile, text);
      writeFileSync(qaFile, qa);
      const data = JSON.parse(text) as Array<{
        flow: string;
        paths: unknown[];
        coverage: { covered: number; total: number };
      }>;
      for (const j of data)
        console.log(`${j.flow}: ${j.paths.length} journeys, ${j.coverage.covered}/${j.coverage.total} transitions`);
      return;
    }
    const all = await load(server, name);
    if (!name || flags.has('--list') || all.length === 0) {
      if (name && all.length === 0) console.error(`no machine named ${name}`);
      console.log('usage: npm run qa-paths -- <flow> [--simple]\nflows:');
      for (const f of await load(server))
        console.log(
          `  ${f.name.padEnd(22)}${f.model ? 'path model tests/pathModels/' + f.name + '.ts' : 'events derived from the machine'}`,
        );
      if (name) process.exitCode = 1;
      return;
    }
    console.log(qaText(h, all[0]!, flags.has('--simple')).join('\n'));
  } finally {
    await server.close();
  }
}

await main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
