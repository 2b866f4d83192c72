/**
 * The video player. The browser journeys play the free product 2009 of club 2: the connectivity check answers (or the
 * network refuses it), the media plays by itself, the member pauses and plays again. Media failures, stalls and the
 * end of the video are timing and media faults the model tests and e2e/web/player-faults.spec.ts cover.
 */
import type { Snapshot } from 'xstate';
import type { playerMachine } from '~machines/player/playerMachine';
import type { JourneyFixture } from './types';

const media = 'a media fault (hls.js): e2e/web/player-faults.spec.ts and the model tests';
const clock = 'a timeout of the media clock: tests/model/player.model.test.ts';
const controls = 'the control bar (its child machine): e2e/web/player-playback.spec.ts';
const settings = 'the settings menu and its keys: e2e/web/player-settings.spec.ts, e2e/tv/player-settings.spec.ts';
const pip = 'picture in picture: e2e/web/player-settings.spec.ts';
const command = 'a command to the media: the browser sees its answer (player.playing / player.paused)';

export const model = {
  flow: 'player',
  input: { src: 'https://cdn.example/main.m3u8', productId: 2009, next: null },
  events: [
    { key: 'resume', event: { type: 'xstate.done.actor.resume', output: 0 }, browser: true },
    {
      key: 'resume.kept',
      event: { type: 'xstate.done.actor.resume', output: 42 },
      browser: 'a kept position: e2e/web/player-playback.spec.ts',
    },
    {
      key: 'resume.failed',
      event: { type: 'xstate.error.actor.resume', error: new Error('storage') },
      browser: 'the same as no kept position (the guarded storage does not throw)',
    },
    { key: 'ping.ok', event: { type: 'xstate.done.actor.ping', output: { ok: true, value: null } }, browser: true },
    {
      key: 'ping.offline',
      event: { type: 'xstate.done.actor.ping', output: { ok: false, error: 'offline' } },
      browser: true,
    },
    {
      key: 'ping.crashed',
      event: { type: 'xstate.error.actor.ping', error: new Error('boom') },
      browser: 'the same as ping.offline on screen',
    },
    { key: 'playing', event: { type: 'player.playing' }, browser: true },
    { key: 'paused', event: { type: 'player.paused' }, browser: true },
    { key: 'waiting', event: { type: 'player.waiting' }, browser: media },
    { key: 'ended', event: { type: 'player.ended' }, browser: 'the end of a video: e2e/web/player-routes.spec.ts' },
    { key: 'time', event: { type: 'player.time', position: 12, duration: 60 }, browser: command },
    { key: 'volume.changed', event: { type: 'player.volume', muted: true, volume: 1 }, browser: command },
    { key: 'error.media', event: { type: 'player.error', kind: 'media' }, browser: media },
    { key: 'error.network', event: { type: 'player.error', kind: 'network' }, browser: media },
    { key: 'error.other', event: { type: 'player.error', kind: 'other' }, browser: media },
    { key: 'toggle', event: { type: 'user.toggle' }, browser: command },
    { key: 'play', event: { type: 'user.play' }, browser: command },
    { key: 'pause', event: { type: 'user.pause' }, browser: command },
    { key: 'forward', event: { type: 'user.forward' }, browser: command },
    { key: 'rewind', event: { type: 'user.rewind' }, browser: command },
    { key: 'seek', event: { type: 'user.seekTo', time: 30 }, browser: command },
    { key: 'mute', event: { type: 'user.mute' }, browser: command },
    { key: 'volume', event: { type: 'user.volume', volume: 0.5 }, browser: command },
    { key: 'retry', event: { type: 'user.retry' }, browser: 'after a failure: e2e/web/player-faults.spec.ts' },
    { key: 'stop', event: { type: 'user.stop' }, browser: "the remote's stop key: e2e/tv/player.spec.ts" },
    { key: 'next', event: { type: 'user.next' }, browser: 'the next video: e2e/tv/player.spec.ts' },
    {
      key: 'refused',
      event: { type: 'playback.refused' },
      browser: 'too many devices: e2e/web/player-reporting.spec.ts',
    },
    { key: 'reported', event: { type: 'playback.reported' }, browser: 'after the end of a video' },
    { key: 'leave', event: { type: 'user.leave' }, browser: 'leaving the page: e2e/web/player-reporting.spec.ts' },
    { key: 'activity', event: { type: 'user.activity' }, browser: controls },
    { key: 'tap', event: { type: 'user.tap' }, browser: 'a touch tap on the video: e2e/web/player-touch.spec.ts' },
    { key: 'live', event: { type: 'player.live' }, browser: 'a live stream: e2e/web/player-live.spec.ts' },
    {
      key: 'notice.closed',
      event: { type: 'notice.closed' },
      browser: "a failure's toast closing: e2e/web/player-faults.spec.ts",
    },
    { key: 'focus.in', event: { type: 'user.focusIn' }, browser: controls },
    { key: 'focus.out', event: { type: 'user.focusOut' }, browser: controls },
    { key: 'controls.shown', event: { type: 'controls.shown' }, browser: controls },
    { key: 'controls.hidden', event: { type: 'controls.hidden' }, browser: controls },
    { key: 'levels', event: { type: 'player.levels', heights: [480, 360, 240] }, browser: settings },
    { key: 'level', event: { type: 'player.level', level: 0 }, browser: settings },
    {
      key: 'subtitleTracks',
      event: { type: 'player.subtitleTracks', languages: ['en', 'es'] },
      browser: settings,
    },
    { key: 'pip.entered', event: { type: 'player.enterpictureinpicture' }, browser: pip },
    { key: 'pip.left', event: { type: 'player.leavepictureinpicture' }, browser: pip },
    { key: 'pip', event: { type: 'user.pip' }, browser: pip },
    {
      key: 'preferences',
      event: { type: 'preferences.read', speed: 1.25, subtitles: null },
      browser: 'the remembered speed: e2e/web/player-settings.spec.ts',
    },
    { key: 'menu', event: { type: 'user.menu' }, browser: settings },
    { key: 'help', event: { type: 'user.help' }, browser: settings },
    { key: 'menu.closed', event: { type: 'user.closeMenu' }, browser: settings },
    { key: 'quality', event: { type: 'user.quality', level: 2 }, browser: settings },
    { key: 'speed', event: { type: 'user.speed', rate: 1.5 }, browser: settings },
    { key: 'faster', event: { type: 'user.faster' }, browser: settings },
    { key: 'slower', event: { type: 'user.slower' }, browser: settings },
    { key: 'subtitles', event: { type: 'user.subtitles', language: 'en' }, browser: settings },
    { key: 'subtitles.toggle', event: { type: 'user.toggleSubtitles' }, browser: settings },
    { key: 'retry.wait', event: { type: 'xstate.after.networkRetry.player.session.retrying' }, browser: clock },
    { key: 'leave.wait', event: { type: 'xstate.after.leaveTimeout.player.ended' }, browser: clock },
    { key: 'stall.loading', event: { type: 'xstate.after.stallTimeout.player.session.loading' }, browser: clock },
    { key: 'stall.buffering', event: { type: 'xstate.after.stallTimeout.player.session.buffering' }, browser: clock },
    { key: 'stall.recovering', event: { type: 'xstate.after.stallTimeout.player.session.recovering' }, browser: clock },
    { key: 'progress', event: { type: 'xstate.after.progressInterval.player.session.playing' }, browser: clock },
  ],
  raceInBrowser: [
    {
      from: { session: 'loading' },
      key: 'paused',
      reason: 'the media starts by itself: pausing before it does is a race',
    },
  ],
  serializeState: (s: Snapshot<unknown>) => {
    const snap = s as Snapshot<unknown> & {
      value: unknown;
      context: { mediaRecoveries: number; networkRetries: number };
    };
    return JSON.stringify([snap.value, snap.context.mediaRecoveries, snap.context.networkRetries]);
  },
} satisfies JourneyFixture<typeof playerMachine>;
