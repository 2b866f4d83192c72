/**
 * Model-based tests of the video player machine: generated shortest and per-transition paths (connectivity check,
 * media events, user intents, fatal errors, the retry and leave timers on a simulated clock) are replayed on a real
 * actor with a controllable `ping` and a recording `media` actor. Journeys pin what the spec asks of the player:
 * autoplay, toggles, ±10 s seeks, disableSsl after a failed check, bounded recovery and retry, the too-many-devices
 * refusal, going back after the end (after the last report), and hls.js destroyed (the media actor stopped) on leave;
 * stop leaves, next plays the next video when there is one; the main video's position is kept every 5 s while it
 * plays, forgotten at the end, and resumed (startAt, and a retry starts where playback failed).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import {
  playerMachine,
  playerMessages,
  type MediaCommand,
  type MediaInput,
  type PlayerInput,
} from '../../machines/player/playerMachine';
import * as sel from '../../machines/player/player.selectors';
import {
  LEAVE_TIMEOUT_MS,
  MAX_MEDIA_RECOVERIES,
  MAX_NETWORK_RETRIES,
  NETWORK_RETRY_MS,
  PROGRESS_INTERVAL_MS,
  STALL_TIMEOUT_MS,
} from '../../machines/player/playback';
import {
  activeStateIds,
  allStateIds,
  controllablePromise,
  flush,
  getTransitionPaths,
  replayPath,
  transitionCoverage,
} from '../support/model';

const SRC = 'https://cdn.example/media/vod/master.m3u8';

const events = [
  { type: 'xstate.done.actor.ping', output: { ok: true, value: null } },
  { type: 'xstate.done.actor.ping', output: { ok: false, error: 'offline' } },
  { type: 'xstate.error.actor.ping', error: new Error('boom') },
  { type: 'player.playing' },
  { type: 'player.paused' },
  { type: 'player.waiting' },
  { type: 'player.ended' },
  { type: 'player.time', position: 12, duration: 60 },
  { type: 'player.volume', muted: true, volume: 1 },
  { type: 'player.error', kind: 'media' },
  { type: 'player.error', kind: 'network' },
  { type: 'player.error', kind: 'other' },
  { type: 'user.toggle' },
  { type: 'user.play' },
  { type: 'user.pause' },
  { type: 'user.forward' },
  { type: 'user.rewind' },
  { type: 'user.seekTo', time: 30 },
  { type: 'user.mute' },
  { type: 'user.volume', volume: 0.5 },
  { type: 'user.retry' },
  { type: 'user.stop' },
  { type: 'user.next' },
  { type: 'playback.refused' },
  { type: 'playback.reported' },
  { type: 'xstate.after.networkRetry.player.session.retrying' },
  { type: 'xstate.after.leaveTimeout.player.ended' },
  { type: 'xstate.after.stallTimeout.player.session.loading' },
  { type: 'xstate.after.stallTimeout.player.session.buffering' },
  { type: 'xstate.after.stallTimeout.player.session.recovering' },
  { type: 'xstate.after.progressInterval.player.session.playing' },
] as EventObject[];
const delays = {
  networkRetry: NETWORK_RETRY_MS,
  leaveTimeout: LEAVE_TIMEOUT_MS,
  stallTimeout: STALL_TIMEOUT_MS,
  progressInterval: PROGRESS_INTERVAL_MS,
};

const inputs: Record<string, PlayerInput> = {
  'main video (reported) with a next video': { src: SRC, reported: true, hasNext: true },
  'trailer or news (not reported)': { src: SRC },
};

type Path = StatePath<Snapshot<unknown>, EventObject>;

const serializeState = (s: Snapshot<unknown>) => {
  const snap = s as sel.PlayerSnapshot;
  const c = snap.context;
  // disableSsl only changes the media actor's input (pinned by the journeys below)
  return JSON.stringify([snap.value, c.mediaRecoveries, c.networkRetries, c.failure]);
};

const check = (actual: Snapshot<unknown>, expected: Snapshot<unknown>) => {
  expect(serializeState(actual)).toEqual(serializeState(expected));
  const a = actual as sel.PlayerSnapshot;
  // invariants: bounded recovery; a message exactly when failed or refused
  expect(a.context.mediaRecoveries).toBeLessThanOrEqual(MAX_MEDIA_RECOVERIES);
  expect(a.context.networkRetries).toBeLessThanOrEqual(MAX_NETWORK_RETRIES);
  expect(sel.selectError(a) !== null).toBe(a.matches('failed') || a.matches('refused'));
};

function providedMachine() {
  const ping = controllablePromise();
  const media = { inputs: [] as MediaInput[], commands: [] as MediaCommand[], stopped: 0 };
  const effects = {
    report: vi.fn(),
    goBack: vi.fn(),
    playNext: vi.fn(),
    keepProgress: vi.fn(),
    forgetProgress: vi.fn(),
  };
  const machine = playerMachine.provide({
    actors: {
      ping: ping.logic as never,
      media: fromCallback<MediaCommand, MediaInput>(({ input, receive }) => {
        media.inputs.push(input);
        receive((command) => media.commands.push(command));
        return () => {
          media.stopped += 1;
        };
      }),
    },
    actions: {
      report: (_, p) => effects.report(p.kind),
      goBack: () => effects.goBack(),
      playNext: () => effects.playNext(),
      keepProgress: (_, p) => effects.keepProgress(p),
      forgetProgress: () => effects.forgetProgress(),
    },
  });
  return { machine, controls: { ping }, media, effects };
}

// Every transition for the main video; the shortest paths suffice for the unreported one (it differs only at the end).
function generate(input: PlayerInput) {
  const options = { input, events, serializeState };
  const shortest = getShortestPaths(playerMachine, options as never) as unknown as Path[];
  const transitions = input.reported ? getTransitionPaths(playerMachine, options as never) : [];
  return { shortest: input.reported ? [] : shortest, transitions };
}

describe('playerMachine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { shortest, transitions } = generate(input);
      it('generates paths', () => {
        expect(shortest.length + transitions.length).toBeGreaterThan(10);
      });
      for (const [kind, paths] of [
        ['shortest', shortest],
        ['transition', transitions],
      ] as const) {
        for (const path of paths) {
          const label = path.steps
            .map((s) => {
              const e = s.event as EventObject & { kind?: string; output?: { ok: boolean } };
              if (e.type === 'player.error') return `error(${e.kind})`;
              if (e.type === 'xstate.done.actor.ping') return `ping(${e.output?.ok ? 'ok' : 'fail'})`;
              return e.type.replace('xstate.', '');
            })
            .join(' → ');
          it(`${kind}: ${label}`, async () => {
            const { machine, controls, media, effects } = providedMachine();
            const { actor } = await replayPath(machine, path, { input, controls, delays, check });
            const s = actor.getSnapshot() as sel.PlayerSnapshot;
            // the media actor runs exactly while in session; leaving it destroys hls.js
            expect(media.inputs.length - media.stopped).toBe(s.matches('session') ? 1 : 0);
            // going back happens once, and only after the end or a stop; the next video only on next
            expect(effects.goBack).toHaveBeenCalledTimes(s.matches('left') ? 1 : 0);
            expect(effects.playNext).toHaveBeenCalledTimes(s.matches('next') ? 1 : 0);
            // only the main video keeps the member's position
            if (!input.reported) expect(effects.keepProgress).not.toHaveBeenCalled();
            actor.stop();
          });
        }
      }
    });
  }

  it('reaches every state and covers every transition', () => {
    const all = Object.values(inputs).flatMap((input) => {
      const g = generate(input);
      return [...g.shortest, ...g.transitions];
    });
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(playerMachine).filter((id) => !reached.has(id))).toEqual([]);
    const coverage = transitionCoverage(playerMachine, all);
    console.info(`player transition coverage: ${coverage.covered}/${coverage.total}`);
    // buffering is only reached from playing, which resets the retry count: a stall there always has retries left
    const unreachable = [
      'player.session.buffering --xstate.after.stallTimeout.player.session.buffering--> player.failed',
    ];
    expect(coverage.missing.filter((m) => !unreachable.includes(m))).toEqual([]);
  });
});

describe('playerMachine journeys', () => {
  async function start(input: PlayerInput = { src: SRC, reported: true }) {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input, clock }).start();
    await flush();
    return { ...ctx, actor, clock };
  }
  const reportKinds = (effects: { report: ReturnType<typeof vi.fn> }) => effects.report.mock.calls.map((c) => c[0]);

  it('checks connectivity, then plays automatically with the stream URL as given', async () => {
    const { actor, controls, media, effects } = await start();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('loading');
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(media.inputs).toEqual([]);
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs).toEqual([{ src: SRC, live: false, startAt: 0 }]);
    actor.send({ type: 'player.playing' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('playing');
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(reportKinds(effects)).toEqual(['play']);
  });

  it('a failed connectivity check retries the stream with disableSsl=true', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: false, error: 'offline' });
    await flush();
    expect(media.inputs).toEqual([{ src: `${SRC}?disableSsl=true`, live: false, startAt: 0 }]);
    expect(sel.selectDisableSsl(actor.getSnapshot())).toBe(true);
  });

  it('a ping that throws counts as failed too', async () => {
    const { controls, media } = await start({ src: `${SRC}?token=a#t=1` });
    controls.ping.reject(new Error('network'));
    await flush();
    expect(media.inputs[0]!.src).toBe(`${SRC}?token=a&disableSsl=true#t=1`);
  });

  it('toggles, seeks ±10 s, seeks to a time, mutes, sets the volume', async () => {
    const { actor, controls, media, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'user.toggle' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.pause' });
    actor.send({ type: 'player.paused' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'user.toggle' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.play' });
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'user.forward' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.seekBy', seconds: 10 });
    actor.send({ type: 'user.rewind' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.seekBy', seconds: -10 });
    actor.send({ type: 'user.seekTo', time: 42 });
    expect(media.commands.at(-1)).toEqual({ type: 'media.seekTo', time: 42 });
    actor.send({ type: 'user.mute' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.mute', muted: true });
    actor.send({ type: 'player.volume', muted: true, volume: 1 });
    actor.send({ type: 'user.mute' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.mute', muted: false });
    actor.send({ type: 'user.volume', volume: 0.3 });
    expect(media.commands.at(-1)).toEqual({ type: 'media.volume', volume: 0.3 });
    actor.send({ type: 'player.time', position: 15, duration: 60 });
    expect(sel.selectPosition(actor.getSnapshot())).toBe(15);
    expect(sel.selectDuration(actor.getSnapshot())).toBe(60);
    actor.send({ type: 'player.waiting' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('buffering');
    expect(reportKinds(effects)).toEqual(['play', 'pause', 'play', 'buffer']);
  });

  it('autoplay refused by the browser: paused until the user plays', async () => {
    const { actor, controls, media, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.paused' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('paused');
    expect(effects.report).not.toHaveBeenCalled();
    actor.send({ type: 'user.play' });
    expect(media.commands).toEqual([{ type: 'media.play' }]);
  });

  it(`media errors are recovered ${MAX_MEDIA_RECOVERIES} times, then the player fails with a retry`, async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    for (let i = 0; i < MAX_MEDIA_RECOVERIES; i++) {
      actor.send({ type: 'player.error', kind: 'media' });
      expect(actor.getSnapshot().matches({ session: 'recovering' })).toBe(true);
    }
    expect(media.commands.filter((c) => c.type === 'media.recover')).toHaveLength(MAX_MEDIA_RECOVERIES);
    actor.send({ type: 'player.error', kind: 'media' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('failed');
    expect(sel.selectError(actor.getSnapshot())).toEqual(playerMessages.media);
    expect(media.stopped).toBe(1);
    // retry starts over: a new check and a new media actor
    expect(sel.selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.retry' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('loading');
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs).toHaveLength(2);
  });

  it(`loading or buffering without progress for ${STALL_TIMEOUT_MS} ms counts as a network error`, async () => {
    const { actor, controls, media, clock } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    clock.increment(STALL_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ session: 'retrying' })).toBe(true);
    clock.increment(NETWORK_RETRY_MS);
    expect(media.commands).toEqual([{ type: 'media.retry' }]);
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.waiting' });
    clock.increment(STALL_TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ session: 'retrying' })).toBe(true);
    // progress in time resets nothing but the state: playing again clears the count
    clock.increment(NETWORK_RETRY_MS);
    actor.send({ type: 'player.playing' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('playing');
    clock.increment(STALL_TIMEOUT_MS * 3);
    expect(sel.selectStatus(actor.getSnapshot())).toBe('playing');
  });

  it('a recovery that plays again resets the count', async () => {
    const { actor, controls } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    for (let round = 0; round < 3; round++) {
      actor.send({ type: 'player.error', kind: 'media' });
      actor.send({ type: 'player.playing' });
    }
    expect(sel.selectStatus(actor.getSnapshot())).toBe('playing');
  });

  it(`network errors are retried ${MAX_NETWORK_RETRIES} times after ${NETWORK_RETRY_MS} ms, then fail`, async () => {
    const { actor, controls, media, clock } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    for (let i = 0; i < MAX_NETWORK_RETRIES; i++) {
      actor.send({ type: 'player.error', kind: 'network' });
      expect(actor.getSnapshot().matches({ session: 'retrying' })).toBe(true);
      clock.increment(NETWORK_RETRY_MS - 1);
      expect(media.commands.filter((c) => c.type === 'media.retry')).toHaveLength(i);
      clock.increment(1);
      expect(media.commands.filter((c) => c.type === 'media.retry')).toHaveLength(i + 1);
      expect(actor.getSnapshot().matches({ session: 'loading' })).toBe(true);
    }
    actor.send({ type: 'player.error', kind: 'network' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('failed');
    expect(sel.selectError(actor.getSnapshot())).toEqual(playerMessages.network);
  });

  it('a refused playback (too many devices) stops the media and shows the spec message', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'playback.refused' });
    expect(sel.selectStatus(actor.getSnapshot())).toBe('refused');
    expect(sel.selectError(actor.getSnapshot())).toEqual(playerMessages.tooManyDevices);
    expect(playerMessages.tooManyDevices.message).toBe(
      'This account is already in use on too many devices. Stop playback on other devices to continue.',
    );
    expect(media.stopped).toBe(1);
  });

  it('the end of the main video goes back one page once the last report settled', async () => {
    const { actor, controls, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.ended' });
    expect(reportKinds(effects)).toEqual(['play', 'end']);
    expect(effects.goBack).not.toHaveBeenCalled();
    actor.send({ type: 'playback.reported' });
    expect(effects.goBack).toHaveBeenCalledTimes(1);
  });

  it(`the end goes back after ${LEAVE_TIMEOUT_MS} ms when the last report never settles`, async () => {
    const { actor, controls, effects, clock } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.ended' });
    clock.increment(LEAVE_TIMEOUT_MS - 1);
    expect(effects.goBack).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goBack).toHaveBeenCalledTimes(1);
  });

  it('a trailer or news video (not reported) goes back at once when it ends', async () => {
    const { actor, controls, effects } = await start({ src: SRC });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.ended' });
    expect(effects.goBack).toHaveBeenCalledTimes(1);
  });

  it('stop (the stop key) stops the media and leaves the player, from any state', async () => {
    for (const setup of ['checking', 'playing', 'failed'] as const) {
      const { actor, controls, media, effects } = await start();
      if (setup !== 'checking') {
        controls.ping.resolve({ ok: true, value: null });
        await flush();
        actor.send({ type: 'player.playing' });
        if (setup === 'failed') actor.send({ type: 'player.error', kind: 'other' });
      }
      actor.send({ type: 'user.stop' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(effects.goBack).toHaveBeenCalledTimes(1);
      expect(media.inputs.length - media.stopped).toBe(0);
    }
  });

  it('next plays the next video when there is one, and only then', async () => {
    const withNext = await start({ src: SRC, reported: true, hasNext: true });
    withNext.controls.ping.resolve({ ok: true, value: null });
    await flush();
    withNext.actor.send({ type: 'player.playing' });
    withNext.actor.send({ type: 'user.next' });
    expect(withNext.effects.playNext).toHaveBeenCalledTimes(1);
    expect(withNext.effects.goBack).not.toHaveBeenCalled();
    expect(withNext.media.stopped).toBe(1);

    const without = await start({ src: SRC, reported: true });
    without.controls.ping.resolve({ ok: true, value: null });
    await flush();
    without.actor.send({ type: 'player.playing' });
    without.actor.send({ type: 'user.next' });
    expect(sel.selectStatus(without.actor.getSnapshot())).toBe('playing');
    expect(without.effects.playNext).not.toHaveBeenCalled();
  });

  it(`keeps the main video's position every ${PROGRESS_INTERVAL_MS} ms while it plays, forgets it at the end`, async () => {
    const { actor, controls, effects, clock } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.time', position: 4, duration: 60 });
    clock.increment(PROGRESS_INTERVAL_MS - 1);
    expect(effects.keepProgress).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.keepProgress).toHaveBeenLastCalledWith({ position: 4, duration: 60 });
    actor.send({ type: 'player.time', position: 9, duration: 60 });
    clock.increment(PROGRESS_INTERVAL_MS);
    expect(effects.keepProgress).toHaveBeenLastCalledWith({ position: 9, duration: 60 });
    // paused: nothing more to keep
    actor.send({ type: 'player.paused' });
    clock.increment(PROGRESS_INTERVAL_MS * 3);
    expect(effects.keepProgress).toHaveBeenCalledTimes(2);
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.ended' });
    expect(effects.forgetProgress).toHaveBeenCalledTimes(1);
  });

  it('starts the media at the kept position; a retry starts where the failed playback was; live starts at the edge', async () => {
    const { actor, controls, media } = await start({ src: SRC, reported: true, startAt: 42 });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs[0]).toEqual({ src: SRC, live: false, startAt: 42 });
    actor.send({ type: 'player.time', position: 50, duration: 60 });
    actor.send({ type: 'player.error', kind: 'other' });
    actor.send({ type: 'user.retry' });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs[1]).toEqual({ src: SRC, live: false, startAt: 50 });

    const live = await start({ src: SRC, live: true, startAt: 42 });
    live.controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(live.media.inputs[0]!.startAt).toBe(0);
  });

  it('stopping the actor (leaving the route) stops the media actor', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.stop();
    expect(media.stopped).toBe(1);
  });
});
