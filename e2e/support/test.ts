/**
 * `test` and `expect` for every e2e spec: Playwright's, plus an automatic fixture that records every
 * Content-Security-Policy violation on every page and frame of the test (a `securitypolicyviolation` listener added
 * before any page script runs, reporting through a binding, so a navigation cannot lose it) and fails the test if
 * there was one. The production build under test enforces its policy (scripts/cspPlugin.ts), so a violation is
 * something the app tried to load or run and the browser refused: a bug, in the app or in the policy.
 *
 * Specs import `test` and `expect` from here, never from '@playwright/test' (eslint enforces it). A test that
 * provokes a violation on purpose declares it: `test.use({ cspAllowed: [/frame-ancestors/] })`.
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
  sample: string;
}

interface CspFixtures {
  /** Violations this test expects (matched against "directive blocked-uri"): they do not fail it. */
  cspAllowed: RegExp[];
  /** The violations seen so far (read it to assert on them). */
  cspViolations: CspViolation[];
}

const BINDING = '__reportCspViolation';

export const test = base.extend<CspFixtures & { cspGuard: void }>({
  cspAllowed: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  cspGuard: [
    async ({ context, cspAllowed, cspViolations }, use) => {
      await context.exposeBinding(BINDING, ({ frame }, violation: Omit<CspViolation, 'page'>) => {
        cspViolations.push({ ...violation, page: frame.url() });
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          if (typeof report !== 'function') return;
          report({
            directive: e.effectiveDirective || e.violatedDirective,
            blocked: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}`,
            sample: e.sample,
          });
        });
      }, BINDING);
      await use();
      const unexpected = cspViolations.filter(
        (v) => !cspAllowed.some((allowed) => allowed.test(`${v.directive} ${v.blocked}`)),
      );
      if (unexpected.length > 0)
        throw new Error(
          `Content-Security-Policy violations:\n${unexpected
            .map((v) => `  ${v.directive} refused ${v.blocked || '(inline)'} on ${v.page} ${v.sample}`)
            .join('\n')}`,
        );
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Records what went wrong on a page from now on, one line each: a response of 400 or more, a request that failed
 * (but one the app cancels itself: a superseded call, an image scrolled past), an error in the console, an uncaught
 * error. A page members get without errors leaves it empty (Lighthouse's best practices count console errors).
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`)));
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
  page.on('pageerror', (e) => void problems.push(`page error: ${e.message}`));
  return problems;
}
