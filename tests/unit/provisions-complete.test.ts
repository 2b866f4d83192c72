// @vitest-environment jsdom
/**
 * Every machine as the composition root provides it (each flow's provision in src/app/provide, the session in
 * src/app/session.ts) gets a real implementation of every action and actor it declares, its children's included:
 * none of the stubs a machine declares (`actionStub`, `promiseStub`, `callbackStub`) is left to run in the app.
 */
import { QueryClient } from '@tanstack/react-query';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stubName } from '~machines/shared/stubs';
import { createSession } from '~/app/session';
import type { AppDeps } from '~/app/machines';

const provisions = import.meta.glob<{
  provide?(deps: AppDeps): Record<string, unknown>;
  provideProfileSave?(deps: AppDeps): unknown;
}>('../../src/app/provide/*.ts');

const isMachine = (v: unknown): v is AnyStateMachine =>
  !!v && typeof v === 'object' && 'root' in v && 'implementations' in v && 'provide' in v;

/** `machine.actions.name` for every declared action or actor left a stub, children's included. */
function stubsOf(machine: AnyStateMachine, path = machine.id, seen = new Set<unknown>()): string[] {
  if (seen.has(machine)) return [];
  seen.add(machine);
  const found: string[] = [];
  const { actions, actors } = machine.implementations as {
    actions: Record<string, unknown>;
    actors: Record<string, unknown>;
  };
  for (const [name, impl] of Object.entries(actions)) if (stubName(impl)) found.push(`${path}.actions.${name}`);
  for (const [name, impl] of Object.entries(actors)) {
    if (stubName(impl)) found.push(`${path}.actors.${name}`);
    if (isMachine(impl)) found.push(...stubsOf(impl, `${path}.${name}`, seen));
  }
  return found;
}

/** App dependencies that do nothing: a provision only wires them, nothing runs here. */
const anything: object = new Proxy(() => anything, { get: (_, key) => (key === 'then' ? undefined : anything) });
const deps = {
  navigate: () => {},
  queryClient: new QueryClient(),
  endpoints: anything,
  session: anything,
  device: 'web',
  router: () => anything,
} as unknown as AppDeps;

/** Provisions that hand out a starter rather than the machine: the machine they start. */
function started(module: Record<string, unknown>): unknown[] {
  if (typeof module.provideTvShell === 'function') return [module.provideTvShell(anything, anything)];
  const { cookieConsent } = (module as { provide(deps: AppDeps): { cookieConsent?: unknown } }).provide(deps);
  if (typeof cookieConsent === 'function') {
    const actor = cookieConsent({ pathname: '/', waitedMs: 0 }) as { logic: unknown; stop(): void };
    actor.stop();
    return [actor.logic];
  }
  return [];
}

describe('the composition root provides every action and actor a machine declares', () => {
  it('finds the provisions', () => expect(Object.keys(provisions).length).toBeGreaterThanOrEqual(14));

  for (const [file, load] of Object.entries(provisions)) {
    it(file.replace('../../', ''), async () => {
      const module = await load();
      // profileSave.ts hands the one profile-save machine to both profile forms' provisions
      const machines = (
        module.provideProfileSave
          ? [module.provideProfileSave(deps)]
          : [...Object.values(module.provide!(deps)), ...started(module)]
      ).filter(isMachine);
      expect(machines.length).toBeGreaterThan(0);
      expect(machines.flatMap((m) => stubsOf(m))).toEqual([]);
    });
  }

  it('src/app/session.ts', () => {
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    const never = () => new Promise<never>(() => {});
    const session = createSession({
      endpoints: { getClubConfiguration: never, getUser: never, getConfiguration: never },
      effects: {
        languageChanged: () => {},
        memberChanged: () => {},
        notifySessionExpired: () => {},
        goToLogout: () => {},
        acceptedCookies: () => false,
      },
      storage,
      location: { search: '', hostname: 'ttt.localhost' },
      buildClub: null,
    });
    expect(stubsOf((session as unknown as { logic: AnyStateMachine }).logic)).toEqual([]);
    session.stop();
  });

  it('a stub left in a machine is found', () => {
    // the raw machines declare stubs: the check would catch a provision that forgot one
    return import('~machines/search/searchMachine').then(({ searchMachine }) =>
      expect(stubsOf(searchMachine)).toEqual(['search.actions.notifyFailed', 'search.actors.search']),
    );
  });
});
