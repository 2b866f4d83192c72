/**
 * Model-based tests of the playback reporting machine: generated paths (the 10 s interval and the 0.5 s send delay
 * on a simulated clock, report answers) are replayed on a real actor with a controllable `report` actor. Journeys pin
 * the cadence (on play, pause, buffer, end; every 10 s while playing; each sent 0.5 s later), the visualization id
 * kept for later reports, the silent failures, the refusal and the flush after the end, and the last report (as a
 * pause) when the member leaves the player, never after the end's own report or a refusal.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { reportingMachine } from '~machines/player/reportingMachine';
import * as sel from '~machines/player/reporting.selectors';
import { REPORT_INTERVAL_MS, REPORT_SEND_DELAY_MS } from '~machines/player/playback';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const input = { productId: 1014 };
/** No media time heard yet. */
const NO_SAMPLE = { duration: 0, playtime: 0 };

const actors = {
  report: {
    done: [
      { ok: true, value: { visualizationId: 7 } },
      { ok: false, error: 'refused' },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
} satisfies ActorFixtures<typeof reportingMachine>;

const effects = () => ({ refused: vi.fn(), flushed: vi.fn(), sendLast: vi.fn() });

function provide(machine: typeof standalone, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      refused: () => spies.refused(),
      flushed: () => spies.flushed(),
      sendLast: (_, p) => spies.sendLast(p.visualizationId),
    },
  });
}

function providedMachine() {
  const spies = effects();
  const { machine, controls } = withControls(reportingMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

/** Standalone (the player is its parent in the app): the refusal and the flush are not sent anywhere. */
const standalone = reportingMachine.provide({ actions: { refused: () => {}, flushed: () => {} } });

modelSuite({
  name: 'reporting',
  machine: standalone,
  events: {
    'playback.play': [{ type: 'playback.play' }],
    'playback.pause': [{ type: 'playback.pause' }],
    'playback.buffer': [{ type: 'playback.buffer' }],
    'playback.end': [{ type: 'playback.end' }],
    'playback.leave': [{ type: 'playback.leave' }],
    'playback.time': [{ type: 'playback.time', position: 12, duration: 60 }],
  } satisfies EventFixtures<typeof reportingMachine>,
  actors,
  delays: { reportInterval: REPORT_INTERVAL_MS, sendDelay: REPORT_SEND_DELAY_MS },
  inputs: { default: input, 'no product (trailer, news, live TV)': { productId: null } },
  // `settled` is transient (eventless): it is left in the same macrostep
  transient: ['reporting.settled'],
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([snap.value, c.visualizationId, c.running, c.queued, c.ended]);
  },
  effects,
  provide,
  afterPath: (path, actor, spies) => {
    // the refusal is told each time a report is refused
    const refusals = path.steps.filter(
      (s) => 'output' in s.event && (s.event.output as { error?: string }).error === 'refused',
    ).length;
    expect(spies.refused).toHaveBeenCalledTimes(refusals);
    // leaving sends one last report, unless nothing played, the end was reported, or the provider refused
    const snap = actor.getSnapshot();
    if (!snap.matches('closed')) expect(spies.sendLast).not.toHaveBeenCalled();
    else {
      const before = path.steps.at(-2)?.state;
      const silent =
        !before ||
        before.matches('idle') ||
        before.matches('refused') ||
        (before.matches('stopped') && before.context.ended);
      expect(spies.sendLast).toHaveBeenCalledTimes(silent ? 0 : 1);
    }
  },
});

/** One interval, then the send delay (a simulated clock fires only timers due before an increment started). */
async function tick(clock: SimulatedClock) {
  clock.increment(REPORT_INTERVAL_MS);
  await flush();
  clock.increment(REPORT_SEND_DELAY_MS);
  await flush();
}

describe('reportingMachine journeys: leaving the player', () => {
  async function start() {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input, clock }).start();
    await flush();
    return { ...ctx, actor, clock };
  }

  it('while playing: one last report at once, with the kept id, then nothing more', async () => {
    const { actor, controls, clock, effects } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    controls.report.resolve({ ok: true, value: { visualizationId: 12 } });
    await flush();
    actor.send({ type: 'playback.leave' });
    expect(effects.sendLast).toHaveBeenCalledWith(12);
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(REPORT_INTERVAL_MS * 2);
    await flush();
    expect(controls.report.inputs).toHaveLength(1);
  });

  it('paused, or with a report scheduled or on its way: the last report still goes', async () => {
    for (const setup of ['paused', 'scheduled', 'sending'] as const) {
      const { actor, controls, clock, effects } = await start();
      actor.send({ type: 'playback.play' });
      if (setup !== 'scheduled') {
        clock.increment(REPORT_SEND_DELAY_MS);
        await flush();
      }
      if (setup === 'paused') {
        controls.report.resolve({ ok: true, value: { visualizationId: 5 } });
        await flush();
        actor.send({ type: 'playback.pause' });
        clock.increment(REPORT_SEND_DELAY_MS);
        await flush();
        controls.report.resolve({ ok: true, value: { visualizationId: 5 } });
        await flush();
      }
      actor.send({ type: 'playback.leave' });
      expect(effects.sendLast, setup).toHaveBeenCalledTimes(1);
    }
  });

  it('nothing played, the end already reported, or refused: leaving sends nothing', async () => {
    const idle = await start();
    idle.actor.send({ type: 'playback.leave' });
    expect(idle.effects.sendLast).not.toHaveBeenCalled();

    const ended = await start();
    ended.actor.send({ type: 'playback.play' });
    ended.actor.send({ type: 'playback.end' });
    ended.clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    ended.controls.report.resolve({ ok: true, value: { visualizationId: 6 } });
    await flush();
    ended.actor.send({ type: 'playback.leave' });
    expect(ended.effects.sendLast).not.toHaveBeenCalled();

    const refused = await start();
    refused.actor.send({ type: 'playback.play' });
    refused.clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    refused.controls.report.resolve({ ok: false, error: 'refused' });
    await flush();
    refused.actor.send({ type: 'playback.leave' });
    expect(refused.effects.sendLast).not.toHaveBeenCalled();
    expect(refused.actor.getSnapshot().status).toBe('done');
  });
});

describe('reportingMachine journeys', () => {
  async function start(startInput: { productId: number | null } = input) {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input: startInput, clock }).start();
    await flush();
    return { ...ctx, actor, clock };
  }

  it('each report samples the last media time the player sent; without a product nothing is ever reported', async () => {
    const { actor, controls, clock, effects } = await start();
    actor.send({ type: 'playback.time', position: 30, duration: 120 });
    actor.send({ type: 'playback.play' });
    actor.send({ type: 'playback.time', position: 31, duration: 120 });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs).toEqual([
      { productId: 1014, visualizationId: null, sample: { duration: 120, playtime: 31 } },
    ]);
    actor.send({ type: 'playback.leave' });
    expect(effects.sendLast).toHaveBeenCalledWith(null);

    const none = await start({ productId: null });
    none.actor.send({ type: 'playback.play' });
    none.actor.send({ type: 'playback.end' });
    none.clock.increment(REPORT_INTERVAL_MS * 2);
    await flush();
    expect(none.controls.report.inputs).toEqual([]);
    none.actor.send({ type: 'playback.leave' });
    expect(none.effects.sendLast).not.toHaveBeenCalled();
  });

  it('nothing is reported before the first play', async () => {
    const { actor, controls, clock } = await start();
    actor.send({ type: 'playback.pause' });
    clock.increment(REPORT_INTERVAL_MS * 3);
    await flush();
    expect(controls.report.inputs).toEqual([]);
  });

  it('reports 0.5 s after play, keeps the returned id, then every 10 s while playing', async () => {
    const { actor, controls, clock } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS - 1);
    await flush();
    expect(controls.report.inputs).toEqual([]);
    clock.increment(1);
    await flush();
    expect(controls.report.inputs).toEqual([{ productId: 1014, visualizationId: null, sample: NO_SAMPLE }]);
    controls.report.resolve({ ok: true, value: { visualizationId: 555 } });
    await flush();
    expect(sel.selectVisualizationId(actor.getSnapshot())).toBe(555);
    clock.increment(REPORT_INTERVAL_MS);
    await flush();
    expect(controls.report.inputs).toHaveLength(1);
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs.at(-1)).toEqual({ productId: 1014, visualizationId: 555, sample: NO_SAMPLE });
    controls.report.resolve({ ok: true, value: { visualizationId: 555 } });
    await flush();
    // every 10 s (+0.5 s) again
    await tick(clock);
    expect(controls.report.inputs).toHaveLength(3);
  });

  it('pause, buffer and end each schedule a report; pause stops the interval', async () => {
    const { actor, controls, clock } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    controls.report.resolve({ ok: true, value: { visualizationId: 9 } });
    await flush();
    actor.send({ type: 'playback.buffer' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs).toHaveLength(2);
    controls.report.resolve({ ok: true, value: { visualizationId: 9 } });
    await flush();
    actor.send({ type: 'playback.pause' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs).toHaveLength(3);
    controls.report.resolve({ ok: true, value: { visualizationId: 9 } });
    await flush();
    // paused: no interval
    clock.increment(REPORT_INTERVAL_MS * 3);
    await flush();
    expect(controls.report.inputs).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('facts while a report is scheduled are covered by it; while one is sent, one more follows', async () => {
    const { actor, controls, clock } = await start();
    actor.send({ type: 'playback.play' });
    actor.send({ type: 'playback.buffer' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs).toHaveLength(1);
    actor.send({ type: 'playback.pause' });
    controls.report.resolve({ ok: true, value: { visualizationId: 3 } });
    await flush();
    expect(sel.selectIsPending(actor.getSnapshot())).toBe(true);
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs).toEqual([
      { productId: 1014, visualizationId: null, sample: NO_SAMPLE },
      { productId: 1014, visualizationId: 3, sample: NO_SAMPLE },
    ]);
  });

  it('a failed report is silent and the next one keeps the id', async () => {
    const { actor, controls, clock, effects } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    controls.report.resolve({ ok: true, value: { visualizationId: 4 } });
    await flush();
    await tick(clock);
    controls.report.resolve({ ok: false, error: 'failed' });
    await flush();
    expect(effects.refused).not.toHaveBeenCalled();
    await tick(clock);
    expect(controls.report.inputs.at(-1)).toEqual({ productId: 1014, visualizationId: 4, sample: NO_SAMPLE });
  });

  it('a refusal is told once and the next play starts a new visualization', async () => {
    const { actor, controls, clock, effects } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    controls.report.resolve({ ok: false, error: 'refused' });
    await flush();
    expect(effects.refused).toHaveBeenCalledTimes(1);
    expect(sel.selectIsRefused(actor.getSnapshot())).toBe(true);
    clock.increment(REPORT_INTERVAL_MS * 2);
    await flush();
    expect(controls.report.inputs).toHaveLength(1);
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(controls.report.inputs.at(-1)).toEqual({ productId: 1014, visualizationId: null, sample: NO_SAMPLE });
  });

  it('after the end, the settled last report is flushed to the player', async () => {
    const { actor, controls, clock, effects } = await start();
    actor.send({ type: 'playback.play' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    controls.report.resolve({ ok: true, value: { visualizationId: 8 } });
    await flush();
    actor.send({ type: 'playback.end' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(effects.flushed).not.toHaveBeenCalled();
    controls.report.resolve({ ok: true, value: { visualizationId: 8 } });
    await flush();
    expect(effects.flushed).toHaveBeenCalledTimes(1);
    expect(controls.report.inputs.at(-1)).toEqual({ productId: 1014, visualizationId: 8, sample: NO_SAMPLE });
  });
});
