#!/usr/bin/env node
// Fails (exit 1) when openapi/schema.d.ts is not what `npm run api:gen` would produce from
// openapi/provider.yaml, or when provider.yaml is invalid. Used by `npm run api:check` (CI).
// It runs the same openapi-typescript CLI as api:gen, into a temp file, and compares byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi', 'provider.yaml');
const schemaPath = join(root, 'openapi', 'schema.d.ts');
const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

function fail(message) {
  console.error(`api:check: ${message}`);
  process.exit(1);
}

if (!existsSync(specPath)) fail('openapi/provider.yaml is missing');
if (!existsSync(cli)) fail('openapi-typescript is not installed (run npm ci)');

const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
try {
  const out = join(dir, 'schema.d.ts');
  try {
    execFileSync(process.execPath, [cli, specPath, '-o', out], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (err) {
    const detail = `${err.stdout ?? ''}${err.stderr ?? ''}`.trim().split('\n').slice(0, 20).join('\n');
    fail(`openapi/provider.yaml is invalid (openapi-typescript failed):\n${detail}`);
  }

  // The generated file is kept exactly as openapi-typescript writes it (it is in .prettierignore).
  const expected = readFileSync(out, 'utf8');

  if (!existsSync(schemaPath)) fail('openapi/schema.d.ts is missing: run npm run api:gen');
  const actual = readFileSync(schemaPath, 'utf8');
  if (actual !== expected) fail('openapi/schema.d.ts is stale: run npm run api:gen');
  console.log('api:check: openapi/schema.d.ts is up to date with openapi/provider.yaml');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
