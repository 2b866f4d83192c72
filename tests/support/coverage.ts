/**
 * Transition coverage as data: each model suite records what its generated paths cover (one JSON file per suite,
 * in a git-ignored folder), and `npm run flows` reads those files into docs/flows/coverage.json after running the
 * model tests. Nothing is read back from the test runner's output.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the model suites write their coverage (under node_modules/.cache: ignored by git, lint and formatting). */
export const MODEL_COVERAGE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/model-coverage',
);

export interface SuiteCoverage {
  /** The suite's name (`modelSuite({ name })`). */
  suite: string;
  /** The id of the machine the suite generates paths for. */
  machine: string;
  covered: number;
  total: number;
}

export function recordCoverage(coverage: SuiteCoverage, dir = MODEL_COVERAGE_DIR): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${coverage.suite}.json`), `${JSON.stringify(coverage, null, 2)}\n`);
}

/** Forgets what earlier runs recorded (before the model tests run again). */
export function clearCoverage(dir = MODEL_COVERAGE_DIR): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The coverage recorded per machine id; a machine several suites test keeps its widest measure. */
export function readCoverage(dir = MODEL_COVERAGE_DIR): Map<string, { covered: number; total: number }> {
  const result = new Map<string, { covered: number; total: number }>();
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return result;
  }
  for (const file of files.sort()) {
    const c = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SuiteCoverage;
    const prev = result.get(c.machine);
    if (!prev || c.total > prev.total || (c.total === prev.total && c.covered > prev.covered))
      result.set(c.machine, { covered: c.covered, total: c.total });
  }
  return result;
}
