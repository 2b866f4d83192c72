/**
 * Model journeys (docs/flows.md): the paths `npm run qa-paths -- --journeys` generated from a machine
 * (e2e/journeys/paths.json) replayed through the real UI against the fake provider. A flow's mapping gives each
 * event once (a fake-provider setup before the page opens, and/or the user's gesture) and each state once (a check
 * of what the screen shows in it); the runner turns every generated path into a test. A new event variant, or a new
 * state the paths pass through, without a mapping fails loudly, so a machine change becomes a new journey or a
 * failing one, never a silently missing one.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

interface JourneyStep {
  event: string;
  state: string;
  states: string[];
}
interface FlowJourneys {
  flow: string;
  source: string;
  states: string[];
  reached: string[];
  events: Array<{ key: string; type: string; browser: true | string }>;
  coverage: { covered: number; total: number };
  paths: Array<{ name: string; steps: JourneyStep[] }>;
}

const all = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'paths.json'), 'utf8'),
) as FlowJourneys[];

export interface JourneyContext {
  page: Page;
  request: APIRequestContext;
  /** What setups decided for this journey (which user, which product ...). */
  data: Record<string, unknown>;
  /** The journey's event keys, in order. */
  events: string[];
  /** The event just replayed (`start` before the first one): a state check may look at how it was reached. */
  event: string;
  /** The state the flow is in (before a gesture: the one the event leaves). */
  state: string;
}

export interface EventMapping {
  /** Arranges the world before the page opens (a user, a product, a provider answer). */
  setup?(ctx: JourneyContext): Promise<void> | void;
  /** What the user does (none when the event is the provider answering). */
  gesture?(ctx: JourneyContext): Promise<void>;
}

export interface JourneyMapping {
  flow: string;
  /** Opens the flow once every setup of the journey has run. */
  start(ctx: JourneyContext): Promise<void>;
  events: Record<string, EventMapping>;
  /** One check per state (by its value as `npm run qa-paths` prints it). */
  states: Record<string, (ctx: JourneyContext) => Promise<void>>;
  /** States of the machine the browser journeys do not reach, each with the reason. */
  notInBrowser?: Record<string, string>;
}

/** Declares the tests of one flow's journeys. */
export function journeys(mapping: JourneyMapping) {
  const data = all.find((f) => f.flow === mapping.flow);
  test.describe(`${mapping.flow} journeys (generated from ${data?.source ?? 'nothing'})`, () => {
    test('every event and state of the generated paths is mapped', () => {
      expect(data, `no journeys for ${mapping.flow}: run npm run qa-paths -- --journeys`).toBeTruthy();
      const events = data!.events.filter((e) => e.browser === true).map((e) => e.key);
      expect(
        events.filter((k) => !(k in mapping.events)),
        'browser events without a gesture or setup',
      ).toEqual([]);
      expect(
        Object.keys(mapping.events).filter((k) => !events.includes(k)),
        'mapped events the model no longer has',
      ).toEqual([]);
      const states = [...new Set(data!.paths.flatMap((p) => p.steps.map((s) => s.state)))];
      expect(
        states.filter((s) => !(s in mapping.states)),
        'states the journeys pass without a view check',
      ).toEqual([]);
      const unreached = data!.states.filter(
        (id) => !data!.reached.includes(id) && id.includes('.') && !(id in (mapping.notInBrowser ?? {})),
      );
      expect(unreached, 'machine states no journey reaches and no reason is given for').toEqual([]);
    });

    for (const path of data?.paths ?? []) {
      test(path.name, async ({ page, request }) => {
        const ctx: JourneyContext = {
          page,
          request,
          data: {},
          events: path.steps.slice(1).map((s) => s.event),
          event: 'start',
          state: '',
        };
        for (const key of ctx.events) await mapping.events[key]?.setup?.(ctx);
        await mapping.start(ctx);
        for (const [i, step] of path.steps.entries()) {
          if (i > 0) {
            const event = mapping.events[step.event];
            if (!event) throw new Error(`event ${step.event} of ${mapping.flow} is not mapped`);
            await test.step(`${i}. ${step.event}`, async () => event.gesture?.(ctx));
          }
          ctx.event = step.event;
          ctx.state = step.state;
          const check = mapping.states[step.state];
          if (!check) throw new Error(`state ${step.state} of ${mapping.flow} has no view check`);
          await test.step(`   → ${step.state}`, async () => check(ctx));
        }
      });
    }
  });
}
