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
import { createActor, fromCallback, SimulatedClock, type AnyActorLogic } from 'xstate';
import {
  playerMachine,
  playerMessages,
  type MediaCommand,
  type MediaInput,
  type MediaMeta,
  type MediaSessionEvent,
  type PlayerInput,
} from '~machines/player/playerMachine';
import {
  reportingMachine as reportingChild,
  type ReportFailure,
  type ReportInput,
  type ReportingEvent,
  type ReportingInput,
} from '~machines/player/reportingMachine';
import {
  playerControlsMachine as controlsChild,
  type PlayerControlsEvent,
} from '~machines/player/playerControlsMachine';
import * as sel from '~machines/player/player.selectors';
import {
  LEAVE_TIMEOUT_MS,
  MAX_MEDIA_RECOVERIES,
  MAX_NETWORK_RETRIES,
  NETWORK_RETRY_MS,
  PROGRESS_INTERVAL_MS,
  STALL_TIMEOUT_MS,
  CONTROLS_HIDE_MS,
  REPORT_INTERVAL_MS,
  REPORT_SEND_DELAY_MS,
} from '~machines/player/playback';
import type { Result } from '~/domain';
import { controllablePromise, flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';
import { actionSpies, provideSpies } from '../support/spies';

const SRC = 'https://cdn.example/media/vod/master.m3u8';

/** A recording actor in place of a child machine (the type of what it stands in for, the behaviour of a spy). */
const standIn = <L>(logic: AnyActorLogic): L => logic as unknown as L;

const actors = {
  ping: {
    done: [
      { ok: true, value: null },
      { ok: false, error: 'offline' },
    ],
    error: [new Error('boom')],
  },
  resume: { done: [0, 42], error: [new Error('storage')] },
  // the children and the media are replaced by recording actors for each path (`provide` below)
  media: { logic: fromCallback<MediaCommand, MediaInput>(() => {}) },
  reporting: { logic: reportingChild },
  controls: { logic: controlsChild },
  remote: { logic: fromCallback(() => {}) },
  mediaSession: { logic: fromCallback<MediaSessionEvent, MediaMeta | null>(() => {}) },
  preferences: { logic: fromCallback(() => {}) },
} satisfies ActorFixtures<typeof playerMachine>;

const inputs: Record<string, PlayerInput> = {
  'main video (reported) with a next video': { src: SRC, productId: 1014, next: 2010 },
  'trailer or news (not reported)': { src: SRC },
};

const FACTS: Record<string, string> = {
  'playback.play': 'play',
  'playback.pause': 'pause',
  'playback.buffer': 'buffer',
  'playback.end': 'end',
};

const effects = () => ({
  media: { inputs: [] as MediaInput[], commands: [] as MediaCommand[], stopped: 0 },
  /** the playback facts the reporting child heard (it reports only for a product) */
  report: vi.fn(),
  /** every event the reporting child heard, and its input */
  reporting: { inputs: [] as ReportingInput[], events: [] as ReportingEvent[] },
  controls: [] as PlayerControlsEvent[],
  goBack: vi.fn(),
  playNext: vi.fn(),
  keepProgress: vi.fn(),
  forgetProgress: vi.fn(),
  notifyFailure: vi.fn(),
  dismissFailure: vi.fn(),
  rememberSpeed: vi.fn(),
  rememberSubtitles: vi.fn(),
  mediaInputs: [] as MediaInput[],
  /** what the media session heard, and what it was given to show */
  mediaSession: { meta: [] as Array<MediaMeta | null>, events: [] as MediaSessionEvent[] },
});

function provide(machine: typeof playerMachine, spies: ReturnType<typeof effects>) {
  const { media } = spies;
  return machine.provide({
    actors: {
      media: fromCallback<MediaCommand, MediaInput>(({ input, receive }) => {
        media.inputs.push({ src: input.src, live: input.live, startAt: input.startAt });
        spies.mediaInputs.push(input);
        receive((command) => media.commands.push(command));
        return () => {
          media.stopped += 1;
        };
      }),
      // recording stand-ins for the children (each has its own model tests; journeys below run the real ones)
      reporting: standIn<typeof reportingChild>(
        fromCallback<ReportingEvent, ReportingInput>(({ input, receive }) => {
          spies.reporting.inputs.push(input);
          receive((event) => {
            spies.reporting.events.push(event);
            const kind = FACTS[event.type];
            if (kind && input.productId !== null) spies.report(kind);
          });
        }),
      ),
      mediaSession: fromCallback<MediaSessionEvent, MediaMeta | null>(({ input, receive }) => {
        spies.mediaSession.meta.push(input);
        receive((event) => spies.mediaSession.events.push(event));
      }),
      controls: standIn<typeof controlsChild>(
        fromCallback<PlayerControlsEvent>(({ receive }) => {
          receive((event) => spies.controls.push(event));
        }),
      ),
    },
    actions: {
      report: (_, p) => spies.report(p.kind),
      goBack: () => spies.goBack(),
      playNext: () => spies.playNext(),
      keepProgress: (_, p) => spies.keepProgress(p),
      forgetProgress: () => spies.forgetProgress(),
      notifyFailure: (_, p) => spies.notifyFailure(p.message),
      dismissFailure: () => spies.dismissFailure(),
      rememberSpeed: (_, p) => spies.rememberSpeed(p.speed),
      rememberSubtitles: (_, p) => spies.rememberSubtitles(p.language),
    },
  });
}

function providedMachine() {
  const spies = effects();
  const { machine, controls } = withControls(playerMachine, actors);
  return { machine: provide(machine, spies), controls, media: spies.media, effects: spies };
}

modelSuite({
  name: 'player',
  machine: playerMachine,
  events: {
    'player.playing': [{ type: 'player.playing' }],
    'player.paused': [{ type: 'player.paused' }],
    'player.waiting': [{ type: 'player.waiting' }],
    'player.ended': [{ type: 'player.ended' }],
    'player.time': [{ type: 'player.time', position: 12, duration: 60 }],
    'player.volume': [{ type: 'player.volume', muted: true, volume: 1 }],
    'player.live': [{ type: 'player.live' }],
    'player.error': [
      { type: 'player.error', kind: 'media' },
      { type: 'player.error', kind: 'network' },
      { type: 'player.error', kind: 'other' },
    ],
    'user.toggle': [{ type: 'user.toggle' }],
    'user.play': [{ type: 'user.play' }],
    'user.pause': [{ type: 'user.pause' }],
    'user.forward': [{ type: 'user.forward' }],
    'user.rewind': [{ type: 'user.rewind' }],
    'user.seekTo': [{ type: 'user.seekTo', time: 30 }],
    'user.mute': [{ type: 'user.mute' }],
    'user.volume': [{ type: 'user.volume', volume: 0.5 }],
    'user.retry': [{ type: 'user.retry' }],
    'user.stop': [{ type: 'user.stop' }],
    'user.next': [{ type: 'user.next' }],
    'playback.refused': [{ type: 'playback.refused' }],
    'playback.reported': [{ type: 'playback.reported' }],
    'user.leave': [{ type: 'user.leave' }],
    'user.activity': [{ type: 'user.activity' }],
    'user.tap': [{ type: 'user.tap' }],
    'notice.closed': [{ type: 'notice.closed' }],
    'user.focusIn': [{ type: 'user.focusIn' }],
    'user.focusOut': [{ type: 'user.focusOut' }],
    'controls.shown': [{ type: 'controls.shown' }],
    'controls.hidden': [{ type: 'controls.hidden' }],
    'player.levels': [{ type: 'player.levels', heights: [360, 540, 720] }],
    'player.level': [{ type: 'player.level', level: 2 }],
    'player.subtitleTracks': [{ type: 'player.subtitleTracks', languages: ['en', 'es'] }],
    'player.enterpictureinpicture': [{ type: 'player.enterpictureinpicture' }],
    'player.leavepictureinpicture': [{ type: 'player.leavepictureinpicture' }],
    'user.menu': [{ type: 'user.menu' }],
    'user.help': [{ type: 'user.help' }],
    'user.closeMenu': [{ type: 'user.closeMenu' }],
    'user.quality': [{ type: 'user.quality', level: 0 }],
    'user.speed': [{ type: 'user.speed', rate: 1.5 }],
    'user.faster': [{ type: 'user.faster' }],
    'user.slower': [{ type: 'user.slower' }],
    'user.subtitles': [{ type: 'user.subtitles', language: 'es' }],
    'user.toggleSubtitles': [{ type: 'user.toggleSubtitles' }],
    'user.pip': [{ type: 'user.pip' }],
    'preferences.read': [{ type: 'preferences.read', speed: 1.5, subtitles: 'es' }],
  } satisfies EventFixtures<typeof playerMachine>,
  actors,
  delays: {
    networkRetry: NETWORK_RETRY_MS,
    leaveTimeout: LEAVE_TIMEOUT_MS,
    stallTimeout: STALL_TIMEOUT_MS,
    progressInterval: PROGRESS_INTERVAL_MS,
  },
  inputs,
  // every transition for the main video; the shortest paths suffice for the unreported one (it differs only at the end)
  shortestOnly: (input) => input.productId == null,
  // disableSsl only changes the media actor's input (pinned by the journeys below)
  serializeState: (snap) => {
    const c = snap.context;
    // (whether the stream has subtitles decides what the subtitles key does)
    return JSON.stringify([
      snap.value,
      c.mediaRecoveries,
      c.networkRetries,
      c.failure,
      c.live,
      c.noticeShown,
      c.subtitleTracks.length > 0,
    ]);
  },
  // the retry counts decide where a stall leads: one transition path per counted state, not per state value
  transitionKey: (snap) => [snap.value, snap.context.mediaRecoveries, snap.context.networkRetries],
  // bounded recovery; a message exactly when failed or refused
  invariant: (snap) => {
    expect(snap.context.mediaRecoveries).toBeLessThanOrEqual(MAX_MEDIA_RECOVERIES);
    expect(snap.context.networkRetries).toBeLessThanOrEqual(MAX_NETWORK_RETRIES);
    expect(sel.selectError(snap) !== null).toBe(snap.matches('failed') || snap.matches('refused'));
    // a toast of the failure only while failed or refused
    if (sel.selectErrorToasted(snap)) expect(snap.matches('failed') || snap.matches('refused')).toBe(true);
  },
  // buffering is only reached from playing, which resets the retry count: a stall there always has retries left
  unreachable: ['player.session.buffering --xstate.after.stallTimeout.player.session.buffering--> player.failed'],
  effects,
  provide,
  afterPath: (_path, actor, spies, _controls, input) => {
    const s = actor.getSnapshot();
    // the media actor runs exactly while in session; leaving it destroys hls.js
    expect(spies.media.inputs.length - spies.media.stopped).toBe(s.matches('session') ? 1 : 0);
    // going back happens once, and only after the end or a stop; the next video only on next
    expect(spies.goBack).toHaveBeenCalledTimes(s.matches('left') ? 1 : 0);
    expect(spies.playNext).toHaveBeenCalledTimes(s.matches('next') ? 1 : 0);
    // only the main video keeps the member's position
    if (input.productId == null) expect(spies.keepProgress).not.toHaveBeenCalled();
    // speeds only for videos: a live stream plays at 1
    if (s.context.live) expect(s.context.speed).toBe(1);
    // the media session heard the playback state of every state it entered: playing exactly while playing
    const lastState = spies.mediaSession.events.filter((e) => e.type === 'mediaSession.state').at(-1);
    if (s.status === 'active' && lastState?.type === 'mediaSession.state')
      expect(lastState.playing).toBe(sel.selectIsPlaying(s));
    // every failure's toast is dismissed when the player leaves the failure (one left showing at most)
    const failing = s.matches('failed') || s.matches('refused') ? 1 : 0;
    expect(spies.notifyFailure.mock.calls.length - spies.dismissFailure.mock.calls.length).toBe(failing);
    // the reporting child hears the member leave whenever the player was left (stop, next, the end)
    if (s.status === 'done')
      expect(spies.reporting.events.filter((e) => e.type === 'playback.leave').length).toBeGreaterThanOrEqual(1);
  },
});

describe('playerMachine journeys', () => {
  async function start(input: PlayerInput = { src: SRC, productId: 1014 }, kept = 0) {
    const ctx = providedMachine();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input, clock }).start();
    await flush();
    // the kept position is read back first
    ctx.controls.resume.resolve(kept);
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
    const withNext = await start({ src: SRC, productId: 1014, next: 2010 });
    withNext.controls.ping.resolve({ ok: true, value: null });
    await flush();
    withNext.actor.send({ type: 'player.playing' });
    withNext.actor.send({ type: 'user.next' });
    expect(withNext.effects.playNext).toHaveBeenCalledTimes(1);
    expect(withNext.effects.goBack).not.toHaveBeenCalled();
    expect(withNext.media.stopped).toBe(1);

    const without = await start({ src: SRC, productId: 1014 });
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
    const { actor, controls, media } = await start({ src: SRC, productId: 1014 }, 42);
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs[0]).toEqual({ src: SRC, live: false, startAt: 42 });
    actor.send({ type: 'player.time', position: 50, duration: 60 });
    actor.send({ type: 'player.error', kind: 'other' });
    actor.send({ type: 'user.retry' });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(media.inputs[1]).toEqual({ src: SRC, live: false, startAt: 50 });

    const live = await start({ src: SRC, live: true }, 42);
    live.controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(live.media.inputs[0]!.startAt).toBe(0);
  });

  it('a tap on the video goes to the controls child, never to the media: it does not pause', async () => {
    const { actor, controls, media, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'user.tap' });
    expect(effects.controls.at(-1)).toEqual({ type: 'user.tap' });
    expect(media.commands).toEqual([]);
    expect(sel.selectStatus(actor.getSnapshot())).toBe('playing');
  });

  it('a stream that says it is live plays as live: no position kept', async () => {
    const { actor, controls, effects, clock } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectIsLive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'player.live' });
    expect(sel.selectIsLive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'player.playing' });
    clock.increment(PROGRESS_INTERVAL_MS * 2);
    expect(effects.keepProgress).not.toHaveBeenCalled();
  });

  it("a failure's message goes out as a toast; when it closes the player's panel says it; retry dismisses it", async () => {
    const { actor, controls, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.error', kind: 'other' });
    expect(effects.notifyFailure).toHaveBeenCalledWith(playerMessages.media);
    expect(sel.selectPlayerView(actor.getSnapshot()).errorToasted).toBe(true);
    actor.send({ type: 'notice.closed' });
    expect(sel.selectPlayerView(actor.getSnapshot()).errorToasted).toBe(false);
    expect(sel.selectError(actor.getSnapshot())).toEqual(playerMessages.media);
    actor.send({ type: 'user.retry' });
    expect(effects.dismissFailure).toHaveBeenCalledTimes(1);
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'playback.refused' });
    expect(effects.notifyFailure).toHaveBeenLastCalledWith(playerMessages.tooManyDevices);
    expect(sel.selectPlayerView(actor.getSnapshot()).errorToasted).toBe(true);
  });

  it('quality: Auto and each rendition tallest first; a choice fixes the level, Auto returns to adaptive', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.levels', heights: [360, 720, 540] });
    // a new media tells its renditions: the choice (Auto) applies to it
    expect(media.commands.at(-1)).toEqual({ type: 'media.level', level: -1 });
    actor.send({ type: 'player.level', level: 1 });
    expect(sel.selectQualities(actor.getSnapshot())).toEqual([
      { level: -1, height: 0, selected: true },
      { level: 1, height: 720, selected: false },
      { level: 2, height: 540, selected: false },
      { level: 0, height: 360, selected: false },
    ]);
    expect(sel.selectPlayingHeight(actor.getSnapshot())).toBe(720);
    actor.send({ type: 'user.quality', level: 0 });
    expect(media.commands.at(-1)).toEqual({ type: 'media.level', level: 0 });
    expect(sel.selectQualities(actor.getSnapshot()).find((q) => q.selected)).toEqual({
      level: 0,
      height: 360,
      selected: true,
    });
    actor.send({ type: 'user.quality', level: -1 });
    expect(media.commands.at(-1)).toEqual({ type: 'media.level', level: -1 });
  });

  it('speed: a choice or the speed keys set the rate, stay at the ends, and are remembered; none for live', async () => {
    const { actor, controls, media, effects } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(sel.selectSpeeds(actor.getSnapshot())).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    actor.send({ type: 'user.speed', rate: 1.5 });
    expect(media.commands.at(-1)).toEqual({ type: 'media.rate', rate: 1.5 });
    expect(effects.rememberSpeed).toHaveBeenLastCalledWith(1.5);
    actor.send({ type: 'user.faster' });
    actor.send({ type: 'user.faster' });
    expect(sel.selectSpeed(actor.getSnapshot())).toBe(2);
    for (let i = 0; i < 6; i++) actor.send({ type: 'user.slower' });
    expect(sel.selectSpeed(actor.getSnapshot())).toBe(0.5);
    expect(media.commands.at(-1)).toEqual({ type: 'media.rate', rate: 0.5 });
    // a speed not on offer is the normal one
    actor.send({ type: 'user.speed', rate: 3 });
    expect(sel.selectSpeed(actor.getSnapshot())).toBe(1);
    // a stream that turns out live plays at 1 and offers no speed
    actor.send({ type: 'user.speed', rate: 2 });
    actor.send({ type: 'player.live' });
    expect(sel.selectSpeed(actor.getSnapshot())).toBe(1);
    expect(media.commands.at(-1)).toEqual({ type: 'media.rate', rate: 1 });
    expect(sel.selectSpeeds(actor.getSnapshot())).toEqual([]);
    const calls = effects.rememberSpeed.mock.calls.length;
    actor.send({ type: 'user.faster' });
    expect(sel.selectSpeed(actor.getSnapshot())).toBe(1);
    expect(effects.rememberSpeed).toHaveBeenCalledTimes(calls);
  });

  it('the remembered speed starts the media; a live stream ignores it', async () => {
    const { actor, controls, effects } = await start();
    actor.send({ type: 'preferences.read', speed: 1.25, subtitles: null });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(effects.mediaInputs[0]!.speed).toBe(1.25);
    const live = await start({ src: SRC, live: true });
    live.actor.send({ type: 'preferences.read', speed: 1.25, subtitles: null });
    live.controls.ping.resolve({ ok: true, value: null });
    await flush();
    expect(live.effects.mediaInputs[0]!.speed).toBe(1);
  });

  it('subtitles: the remembered language shows when the stream has it; the key toggles off and back; remembered', async () => {
    const { actor, controls, media, effects } = await start();
    actor.send({ type: 'preferences.read', speed: 1, subtitles: 'es' });
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    // no tracks yet: nothing to toggle
    actor.send({ type: 'user.toggleSubtitles' });
    expect(effects.rememberSubtitles).not.toHaveBeenCalled();
    actor.send({ type: 'player.subtitleTracks', languages: ['en', 'es'] });
    expect(media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: 'es' });
    expect(sel.selectSubtitleOptions(actor.getSnapshot())).toEqual([
      { language: null, selected: false },
      { language: 'en', selected: false },
      { language: 'es', selected: true },
    ]);
    actor.send({ type: 'user.toggleSubtitles' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: null });
    expect(effects.rememberSubtitles).toHaveBeenLastCalledWith(null);
    actor.send({ type: 'user.toggleSubtitles' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: 'es' });
    actor.send({ type: 'user.subtitles', language: 'en' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: 'en' });
    expect(effects.rememberSubtitles).toHaveBeenLastCalledWith('en');

    // a language the stream does not have shows nothing
    const other = await start();
    other.actor.send({ type: 'preferences.read', speed: 1, subtitles: 'fr' });
    other.controls.ping.resolve({ ok: true, value: null });
    await flush();
    other.actor.send({ type: 'player.subtitleTracks', languages: ['en', 'es'] });
    expect(other.media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: null });
    // the key turns on the stream's first language
    other.actor.send({ type: 'user.toggleSubtitles' });
    expect(other.media.commands.at(-1)).toEqual({ type: 'media.subtitles', language: 'en' });
  });

  it('the settings menu and the help open one at a time and close', async () => {
    const { actor } = await start();
    const menu = () => sel.selectMenu(actor.getSnapshot());
    expect(menu()).toBe('closed');
    actor.send({ type: 'user.menu' });
    expect(menu()).toBe('settings');
    actor.send({ type: 'user.help' });
    expect(menu()).toBe('help');
    actor.send({ type: 'user.help' });
    expect(menu()).toBe('closed');
    actor.send({ type: 'user.menu' });
    actor.send({ type: 'user.closeMenu' });
    expect(menu()).toBe('closed');
  });

  it('picture in picture: the control asks the media; the element says when it floats and when it is back', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'user.pip' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.pip', on: true });
    expect(sel.selectPip(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'player.enterpictureinpicture' });
    expect(sel.selectPip(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.pip' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.pip', on: false });
    actor.send({ type: 'player.leavepictureinpicture' });
    expect(sel.selectPip(actor.getSnapshot())).toBe(false);
  });

  it('the media session gets the meta, whether it plays and where; its actions are the user events', async () => {
    const meta: MediaMeta = {
      title: 'Bouldering',
      artist: 'Club',
      artwork: [{ src: '/a.jpg', sizes: '320x180' }],
    };
    const { actor, controls, media, effects } = await start({ src: SRC, productId: 1014, meta });
    expect(effects.mediaSession.meta).toEqual([meta]);
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'player.time', position: 5, duration: 60 });
    expect(effects.mediaSession.events.slice(-2)).toEqual([
      { type: 'mediaSession.state', playing: true },
      { type: 'mediaSession.position', position: 5, duration: 60, rate: 1 },
    ]);
    actor.send({ type: 'player.paused' });
    expect(effects.mediaSession.events.at(-1)).toEqual({ type: 'mediaSession.state', playing: false });
    // what the lock screen or a headset sends: the same events as the player's buttons
    actor.send({ type: 'user.play' });
    expect(media.commands.at(-1)).toEqual({ type: 'media.play' });
  });

  it('stopping the actor (leaving the route) stops the media actor', async () => {
    const { actor, controls, media } = await start();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    actor.stop();
    expect(media.stopped).toBe(1);
  });
});

describe('playerMachine with its real children', () => {
  /** The player with its own reporting and controls children; only the media, ping, resume and report are faked. */
  async function start(input: PlayerInput = { src: SRC, productId: 1014 }) {
    const report = controllablePromise<Result<{ visualizationId: number }, ReportFailure>, ReportInput>();
    const back = vi.fn();
    const { machine, controls } = withControls(playerMachine, {
      ...actors,
      reporting: {
        logic: provideSpies(reportingChild, actionSpies(reportingChild)).provide({ actors: { report: report.logic } }),
      },
      controls: { logic: controlsChild },
    });
    const clock = new SimulatedClock();
    const actor = createActor(provideSpies(machine, actionSpies(playerMachine)), { input, clock });
    actor.on('player.back', back);
    actor.start();
    controls.resume.resolve(0);
    await flush();
    controls.ping.resolve({ ok: true, value: null });
    await flush();
    return { actor, clock, report, back };
  }

  it('the reporting child hears play and the media time; its refusal stops the player with the message', async () => {
    const { actor, clock, report } = await start();
    actor.send({ type: 'player.time', position: 3, duration: 60 });
    actor.send({ type: 'player.playing' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(report.inputs).toEqual([{ productId: 1014, visualizationId: null, sample: { duration: 60, playtime: 3 } }]);
    report.resolve({ ok: false, error: 'refused' });
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('refused');
    expect(sel.selectError(actor.getSnapshot())).toEqual(playerMessages.tooManyDevices);
  });

  it('after the end the player goes back once the reporting child flushed the last report', async () => {
    const { actor, clock, report, back } = await start();
    actor.send({ type: 'player.playing' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    report.resolve({ ok: true, value: { visualizationId: 5 } });
    await flush();
    actor.send({ type: 'player.ended' });
    clock.increment(REPORT_SEND_DELAY_MS);
    await flush();
    expect(back).not.toHaveBeenCalled();
    report.resolve({ ok: true, value: { visualizationId: 5 } });
    await flush();
    expect(back).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a trailer (no product) is never reported', async () => {
    const { actor, clock, report } = await start({ src: SRC });
    actor.send({ type: 'player.playing' });
    clock.increment(REPORT_INTERVAL_MS * 2);
    await flush();
    expect(report.inputs).toEqual([]);
  });

  it('the controls child hides the bar 2.5 s after playback starts and shows it on activity and when paused', async () => {
    const { actor, clock } = await start();
    const view = () => sel.selectPlayerView(actor.getSnapshot());
    expect(view().controlsVisible).toBe(true);
    actor.send({ type: 'player.playing' });
    clock.increment(CONTROLS_HIDE_MS);
    expect(view().controlsVisible).toBe(false);
    actor.send({ type: 'user.activity' });
    expect(view().controlsVisible).toBe(true);
    clock.increment(CONTROLS_HIDE_MS);
    expect(view().controlsVisible).toBe(false);
    // a tap shows hidden controls and hides shown ones, and playback goes on
    actor.send({ type: 'user.tap' });
    expect(view().controlsVisible).toBe(true);
    actor.send({ type: 'user.tap' });
    expect(view().controlsVisible).toBe(false);
    expect(view().status).toBe('playing');
    // buffering is still playing: the bar stays hidden; a pause shows it
    actor.send({ type: 'player.waiting' });
    actor.send({ type: 'player.playing' });
    expect(view().controlsVisible).toBe(false);
    actor.send({ type: 'player.paused' });
    expect(view().controlsVisible).toBe(true);
    // focus inside the bar pins it
    actor.send({ type: 'player.playing' });
    actor.send({ type: 'user.focusIn' });
    clock.increment(CONTROLS_HIDE_MS * 2);
    expect(view().controlsVisible).toBe(true);
  });
});
