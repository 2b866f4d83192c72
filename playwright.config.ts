import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the fake provider (docs/testing.md). The web and TV builds are served
 * by `vite preview` on their own ports; the fake provider runs in strict mode so any contract drift fails a test.
 */
/** E2E_PORT_BASE lets several work trees run their browser tests side by side (default 4300). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
export const PROVIDER_PORT = PORT_BASE + 11;
const WEB_PORT = PORT_BASE + 73;
const TV_PORT = PORT_BASE + 74;
const DEV_PORT = PORT_BASE + 76; // +75 is the deployment test's own server
const provider = `http://localhost:${PROVIDER_PORT}`;

const buildEnv = {
  VITE_API_URL: `${provider}/api`,
  VITE_IP_LOOKUP_URL: `${provider}/ip`,
  VITE_PING_URL: `${provider}/ping`,
  VITE_STANDINS_URL: `${provider}/standins`,
  VITE_ENVIRONMENT: 'demo',
};

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same engine and version as `chromium`), as
 * Playwright's own headless runs use: a new page opens in about 160 ms against 430 ms in the full browser on 2 cores,
 * and the e2e run took 11 min with it against 22 with `chromium` (Chromium 156). Falls back to the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Generous limits cost nothing when a test passes and hold on a busy 2-core machine (a suite under load).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: chromium,
    // Recording a trace costs a third of the run's time on 2 cores; CI keeps the failure's screenshot and log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'web', testMatch: /web\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${WEB_PORT}` } },
    // The Vite dev server, as `npm start` serves it (React's StrictMode mounts every component twice, modules are
    // transformed on demand): the account, product-page and player journeys, the account page's first load and the
    // boot script, so no flow depends on mounting once or on the production build. A file's tests run in order in one worker (not spread over both): the dev
    // server transforms modules on demand, and its first pages are the slow ones. It has no Content-Security-Policy
    // (only the build and its preview carry one), so the CSP fixture has nothing to report there: the `web` project
    // holds that rule.
    {
      name: 'web-dev',
      testMatch: /web\/(journeys\/(subscribeWizard|productPage|rent|player)|account-first-load|boot)\.spec\.ts/,
      fullyParallel: false,
      use: { baseURL: `http://localhost:${DEV_PORT}` },
    },
    {
      name: 'tv',
      testMatch: /tv\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${TV_PORT}`, viewport: { width: 1920, height: 1080 } },
    },
    // The TV build on a simulated Chrome 69 engine: its pages lose the built-ins that engine lacks before any script
    // runs (e2e/support/oldEngine.ts), so only the TV build's polyfills let it boot. Same server as `tv`.
    {
      name: 'tv-legacy',
      testMatch: /tv-legacy\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${TV_PORT}`, viewport: { width: 1920, height: 1080 } },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx openapi/fake/server.ts',
      url: `${provider}/health`,
      env: { PORT: String(PROVIDER_PORT), FAKE_STRICT: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/vite build --logLevel warn && node_modules/.bin/vite preview --port ${WEB_PORT} --strictPort`,
      url: `http://localhost:${WEB_PORT}`,
      env: buildEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    // the dev server with the preview build's environment (StrictMode on, as in `npm start`)
    {
      command: `node_modules/.bin/vite --port ${DEV_PORT} --strictPort --logLevel warn`,
      url: `http://localhost:${DEV_PORT}`,
      env: buildEnv,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // E2E_WEB_ONLY=1 skips building the TV app when only web specs run (`--project=web`).
    ...(process.env.E2E_WEB_ONLY
      ? []
      : [
          {
            command: `node_modules/.bin/vite build --mode tv --logLevel warn && node_modules/.bin/vite preview --mode tv --port ${TV_PORT} --strictPort`,
            url: `http://localhost:${TV_PORT}`,
            env: buildEnv,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]),
  ],
});
