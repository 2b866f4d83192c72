#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any of them fails: `node scripts/parallel.mjs lint typecheck`.
 * The static checks are single-threaded, so on a 2-core CI machine two of them at once halve their wall time.
 * Each script's output is buffered and printed whole when it ends, so the logs never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`--- ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
      if (output) console.log(output);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
