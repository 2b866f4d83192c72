#!/usr/bin/env node
/**
 * `npm start`: the fake provider and the app together, demo ready.
 * Fake provider on PROVIDER_PORT (default 4010), app dev server on APP_PORT (default 5173).
 * Clubs: http://localhost:5173 (club 1), http://<code>.localhost:5173 (ttt, mct, spt, fbt, knc, gpt) or ?club=<id>.
 */
import { spawn } from 'node:child_process';

const providerPort = process.env.PROVIDER_PORT ?? '4010';
const appPort = process.env.APP_PORT ?? '5173';
const provider = `http://localhost:${providerPort}`;

const children = [];
function run(name, command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

// the fake prints each club's link in the app (APP_PORT), where a newcomer sees the app rather than JSON
run('provider', 'node_modules/.bin/tsx', ['openapi/fake/server.ts'], { PORT: providerPort, APP_PORT: appPort });
// `npm start -- --tv` serves the TV app (vite --mode tv) instead of the web app
const tv = process.argv.includes('--tv') ? ['--mode', 'tv'] : [];
run('app', 'node_modules/.bin/vite', ['--port', appPort, '--strictPort', ...tv], {
  // The API URL follows the page's host (ttt.localhost, mct.localhost ...) unless VITE_API_URL is set.
  VITE_IP_LOOKUP_URL: process.env.VITE_IP_LOOKUP_URL ?? `${provider}/ip`,
  VITE_PING_URL: process.env.VITE_PING_URL ?? `${provider}/ping`,
  VITE_STANDINS_URL: process.env.VITE_STANDINS_URL ?? `${provider}/standins`,
  VITE_PROVIDER_PORT: providerPort,
  VITE_ENVIRONMENT: 'demo',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
}
