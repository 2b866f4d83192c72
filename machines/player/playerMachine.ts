/**
 * The video player (spec §4 "Media player", §8 Playback, §9 player constants).
 *
 * Before playback a connectivity check (`ping`) runs against the ping service; when it fails the stream URL is
 * retried with `disableSsl=true`. Then the `media` actor (a thin hls.js adapter provided by the app) loads the stream
 * and plays it automatically; it reports what the media element does as `player.*` events and takes `media.*`
 * commands. Play, pause and the space key toggle; forward/right and rewind/left seek 10 s. Fatal hls.js errors are
 * handled here: a media error is recovered (recoverMediaError) up to MAX_MEDIA_RECOVERIES times, a network error is
 * retried up to MAX_NETWORK_RETRIES times, then the player fails with a clear message and a retry button; loading,
 * buffering or recovering without progress for `stallTimeout` counts as a network error (hls.js gives up silently on
 * some failures). When the
 * provider refuses the playback because the account plays on too many devices (the reporting machine hears it and
 * the app sends `playback.refused`), the media stops and the spec's message shows. When the media ends the player
 * goes back one page, after the last playback report (`playback.reported`) or LEAVE_TIMEOUT_MS at most. Leaving
 * the route stops the actor, which stops the `media` actor (hls.js destroyed).
 *
 * Settings (the settings menu, `menu`): the quality (Auto, adaptive, or one rendition fixed through hls.js: `level`,
 * the hls.js level index, -1 for Auto; the rendition playing is `currentLevel`), the speed (SPEEDS; live streams play
 * at 1 and offer none) and the subtitles (Off or one of the stream's languages, shown as the element's text track).
 * The speed and the subtitle language are remembered on the device (`rememberSpeed`, `rememberSubtitles`) and read
 * back at the start by the `preferences` child (`preferences.read`). The menu and the shortcuts' help are one place at a time (`menu`).
 *
 * Picture in picture: `user.pip` asks the media to float the video (or to bring it back); the media element's
 * `enterpictureinpicture` / `leavepictureinpicture` come back as `player.enterpictureinpicture` /
 * `player.leavepictureinpicture` (`pip`).
 *
 * Media session: the `mediaSession` child (the platform's lock screen, headset and media keys) hears whether the
 * media plays and where it is, and sends the member's actions back as the same user events as the player's buttons
 * (play, pause, stop, -10 s, +10 s, seek to a time).
 *
 * Stop (the remote's or keyboard's stop key) stops the media and leaves the player (`goBack`); next (`user.next`)
 * leaves it for the next video (`playNext`) when there is one (`hasNext`: the product has a related product).
 *
 * Playback facts for the reporting machine go out through the named action `report` (play, pause, buffer, end).
 * For the main video the member's position is kept every `progressInterval` (5 s, spec §9) while it plays
 * (`keepProgress`) and forgotten at the end (`forgetProgress`); the media starts at `startAt` (the kept position the
 * app read back), and a retry starts where the failed playback was.
 */
import { assign, emit, not, sendTo, setup, type EventObject } from 'xstate';
import type { RemoteCommandEvent } from '../tv/tvShellMachine';
import { actionStub, callbackStub, promiseStub } from '../shared/stubs';
import { reportingMachine, type ReportingEvent } from './reportingMachine';
import { playerControlsMachine, type PlayerControlsEvent } from './playerControlsMachine';
import type { MessageDescriptor, Result } from '~/domain';
import {
  LEAVE_TIMEOUT_MS,
  MAX_MEDIA_RECOVERIES,
  MAX_NETWORK_RETRIES,
  NETWORK_RETRY_MS,
  PROGRESS_INTERVAL_MS,
  SEEK_SECONDS,
  STALL_TIMEOUT_MS,
  streamUrl,
} from './playback';
import { NORMAL_SPEED, stepSpeed, toggledSubtitles, validSpeed } from './playerSettings';

export type MediaErrorKind = 'network' | 'media' | 'other';
export type ReportKind = 'play' | 'pause' | 'buffer' | 'end';
export type PlayerFailure = MediaErrorKind | 'devices';

/** Commands the `media` actor takes. */
export type MediaCommand =
  | { type: 'media.play' }
  | { type: 'media.pause' }
  | { type: 'media.seekBy'; seconds: number }
  | { type: 'media.seekTo'; time: number }
  | { type: 'media.mute'; muted: boolean }
  | { type: 'media.volume'; volume: number }
  | { type: 'media.recover' }
  | { type: 'media.retry' }
  /** fixes the hls.js level (a rendition), or -1: adaptive (Auto) */
  | { type: 'media.level'; level: number }
  | { type: 'media.rate'; rate: number }
  /** shows the subtitle track of this language, or none (null) */
  | { type: 'media.subtitles'; language: string | null }
  /** floats the video in a picture-in-picture window (true) or brings it back (false) */
  | { type: 'media.pip'; on: boolean };

/** What the media element (through the `media` actor) reports. */
export type MediaEvent =
  | { type: 'player.playing' }
  | { type: 'player.paused' }
  | { type: 'player.waiting' }
  | { type: 'player.ended' }
  | { type: 'player.time'; position: number; duration: number }
  | { type: 'player.volume'; muted: boolean; volume: number }
  /** the stream is a live one (a playlist without an end): played as live whatever the input said */
  | { type: 'player.live' }
  | { type: 'player.error'; kind: MediaErrorKind }
  /** the stream's renditions: the height of each hls.js level, by level index */
  | { type: 'player.levels'; heights: number[] }
  /** the rendition now playing (hls.js level index) */
  | { type: 'player.level'; level: number }
  /** the stream's subtitle tracks, by language */
  | { type: 'player.subtitleTracks'; languages: string[] }
  | { type: 'player.enterpictureinpicture' }
  | { type: 'player.leavepictureinpicture' };

/** The settings' intents (the settings menu, the keyboard's shortcuts). */
export type SettingsEvent =
  /** opens or closes the settings menu */
  | { type: 'user.menu' }
  /** opens or closes the shortcuts' help */
  | { type: 'user.help' }
  /** closes the menu or the help (Escape, Back) */
  | { type: 'user.closeMenu' }
  /** a rendition by hls.js level index, or -1 for Auto */
  | { type: 'user.quality'; level: number }
  | { type: 'user.speed'; rate: number }
  | { type: 'user.faster' }
  | { type: 'user.slower' }
  | { type: 'user.subtitles'; language: string | null }
  | { type: 'user.toggleSubtitles' }
  | { type: 'user.pip' }
  /** the member's speed and subtitle language as remembered on this device (from the `preferences` child) */
  | { type: 'preferences.read'; speed: number; subtitles: string | null };

/** What the `mediaSession` child hears: whether the media plays, and where it is. */
export type MediaSessionEvent =
  | { type: 'mediaSession.state'; playing: boolean }
  | { type: 'mediaSession.position'; position: number; duration: number; rate: number };

/** What the platform's media session shows of the video. */
export interface MediaMeta {
  title: string;
  /** the club's name */
  artist: string;
  /** the product's artwork, small and large (the provider says nothing of its pixel sizes) */
  artwork: Array<{ src: string; sizes?: string; type?: string }>;
}

export type PlayerEvent =
  | MediaEvent
  | SettingsEvent
  | { type: 'user.toggle' }
  | { type: 'user.play' }
  | { type: 'user.pause' }
  | { type: 'user.forward' }
  | { type: 'user.rewind' }
  | { type: 'user.seekTo'; time: number }
  | { type: 'user.mute' }
  | { type: 'user.volume'; volume: number }
  | { type: 'user.retry' }
  /** stop: the media stops and the player is left */
  | { type: 'user.stop' }
  /** the next video (the next related product), when there is one */
  | { type: 'user.next' }
  /** the provider refused this playback: too many devices (from the reporting machine) */
  | { type: 'playback.refused' }
  /** the last playback report after the end has settled (from the reporting child) */
  | { type: 'playback.reported' }
  /** the member leaves the player (another page, closing the tab): the reporting child sends its last report */
  | { type: 'user.leave' }
  /** mouse move, touch or key press; keyboard focus entering or leaving the controls (for the controls child) */
  | { type: 'user.activity' }
  /** a touch tap on the video: shows or hides the controls, never pauses (for the controls child) */
  | { type: 'user.tap' }
  | { type: 'user.focusIn' }
  | { type: 'user.focusOut' }
  /** the controls child shows or hides the control bar */
  | { type: 'controls.shown' }
  | { type: 'controls.hidden' }
  /** the failure's toast closed (by itself or by the member): the player's own panel says it again */
  | { type: 'notice.closed' };

/** What the player tells whoever runs it: go back one page (the page's history, or its fallback). */
export type PlayerEmitted = { type: 'player.back' };

/** The TV shell's player commands (the `remote` actor sends them as user events). */
export type RemoteEvent = Extract<
  PlayerEvent,
  { type: 'user.toggle' | 'user.play' | 'user.pause' | 'user.stop' | 'user.next' | 'user.forward' | 'user.rewind' }
>;

export interface PlayerInput {
  src: string;
  /** a live stream (live TV, a live event on air): no duration, no end; the stream itself may also say so */
  live?: boolean;
  /**
   * The product whose main video this is: its playback is reported (after the end the player waits for the last
   * report) and, unless live, the member's position in it is kept and resumed. None for trailers, news, live TV.
   */
  productId?: number | null;
  /** the next video (the next related product) to play on `user.next`, if any */
  next?: number | null;
  /** the <video> element the media actor drives */
  video?: () => HTMLVideoElement | null;
  /** what the platform's media session shows (title, club, artwork) */
  meta?: MediaMeta | null;
}

export type PlayerMenu = 'closed' | 'settings' | 'help';

export interface PlayerContext {
  src: string;
  live: boolean;
  productId: number | null;
  reported: boolean;
  /** where the media starts (seconds): the member's kept position in the main video, read by `resume` */
  startAt: number;
  next: number | null;
  video: (() => HTMLVideoElement | null) | undefined;
  /** the control bar shows (told by the controls child) */
  controlsVisible: boolean;
  disableSsl: boolean;
  mediaRecoveries: number;
  networkRetries: number;
  failure: PlayerFailure | null;
  /** the failure's message shows as a toast (until it closes) */
  noticeShown: boolean;
  position: number;
  duration: number;
  muted: boolean;
  volume: number;
  meta: MediaMeta | null;
  /** the settings menu or the shortcuts' help, if open */
  menu: PlayerMenu;
  /** the renditions' heights by hls.js level index; the level chosen (-1: Auto) and the level playing (-1: unknown) */
  levels: number[];
  level: number;
  currentLevel: number;
  speed: number;
  /** the stream's subtitle languages; the one showing (null: off); the last one shown (for the subtitles key) */
  subtitleTracks: string[];
  subtitles: string | null;
  lastSubtitles: string | null;
  /** the video floats in a picture-in-picture window */
  pip: boolean;
}

export interface MediaInput {
  src: string;
  live: boolean;
  /** seconds into the media to start at (0: the start; ignored for live streams) */
  startAt: number;
  /** the <video> element to drive */
  video?: (() => HTMLVideoElement | null) | undefined;
  /** the playback speed to start at */
  speed?: number;
}

/** The kept position to read back: none (null) but for the main video of a product that is not live. */
export interface ResumeInput {
  productId: number | null;
}

export const playerMessages = {
  /** spec §8 Playback. */
  tooManyDevices: /*i18n*/ {
    id: 'player.error_too_many_devices',
    message: 'This account is already in use on too many devices. Stop playback on other devices to continue.',
  },
  network: /*i18n*/ {
    id: 'player.error_network',
    message: 'The video could not be loaded. Check your connection and try again.',
  },
  media: /*i18n*/ { id: 'player.error_media', message: 'This video could not be played on this device.' },
} as const satisfies Record<string, MessageDescriptor>;

export function failureMessage(failure: PlayerFailure): MessageDescriptor {
  if (failure === 'devices') return playerMessages.tooManyDevices;
  if (failure === 'network') return playerMessages.network;
  return playerMessages.media;
}

/** Stop leaves the player; next leaves it for the next video when there is one (every state but the final ones). */
const LEAVING = {
  'user.stop': { description: 'The member presses Stop: the player closes', target: '#player.left' },
  'user.next': { description: 'The member asks for the next video', guard: 'hasNext', target: '#player.next' },
} as const;

/** A failure's message shows as a toast, and goes when the member retries or leaves. */
const NOTIFY = [
  {
    type: 'notifyFailure',
    params: ({ context }: { context: PlayerContext }) => ({
      message: failureMessage(context.failure ?? 'other'),
    }),
  },
  'noticeShown',
] as const;
const UNNOTIFY = ['dismissFailure', 'noticeClosed'] as const;

/** The member's speed and subtitle language are kept on this device as they change. */
const REMEMBER_SPEED = {
  type: 'rememberSpeed',
  params: ({ context }: { context: PlayerContext }) => ({ speed: context.speed }),
} as const;
const REMEMBER_SUBTITLES = {
  type: 'rememberSubtitles',
  params: ({ context }: { context: PlayerContext }) => ({ language: context.subtitles }),
} as const;

/** No progress for too long: handled like a fatal network error (retry while retries are left, else fail). */
const STALLED = [
  {
    description: 'Stuck for too long: the video is loaded again',
    guard: 'retriesLeft',
    target: '#player.session.retrying',
    actions: 'countRetry',
  },
  {
    description: 'Stuck for too long: the video cannot play',
    target: '#player.failed',
    actions: { type: 'fail', params: { failure: 'network' } },
  },
] as const;

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as PlayerInput,
    emitted: {} as PlayerEmitted,
  },
  actors: {
    /** The member's kept position in the main video (seconds; 0: from the start). */
    resume: promiseStub<number, ResumeInput>('resume'),
    /** The playback reporting of the main video, as a child: its refusal and flush come back as events. */
    reporting: reportingMachine,
    /** The control bar's visibility, as a child: shown and hidden come back as events. */
    controls: playerControlsMachine,
    /** The TV shell's player commands, as user events (nothing on the web). */
    remote: callbackStub<RemoteCommandEvent>('remote'),
    /** The connectivity check; ok when the ping service answers (or none is configured). */
    ping: promiseStub<Result<null, 'offline'>>('ping'),
    /** The hls.js adapter: loads `src` into the video element, takes MediaCommand, sends MediaEvent. */
    media: callbackStub<MediaCommand, MediaInput>('media'),
    /** The platform's media session: hears MediaSessionEvent, sends the member's actions as user events. */
    mediaSession: callbackStub<MediaSessionEvent, MediaMeta | null>('mediaSession'),
    /** The member's remembered speed and subtitle language: sends `preferences.read` once (nothing when none). */
    preferences: callbackStub<EventObject>('preferences'),
  },
  actions: {
    /** A playback fact for the reporting child (main video only). */
    report: sendTo(
      'reporting',
      (_, params: { kind: ReportKind }) => ({ type: `playback.${params.kind}` }) as ReportingEvent,
    ),
    /** The member leaves: the reporting child sends its last report. */
    leaveReporting: sendTo('reporting', { type: 'playback.leave' } as ReportingEvent),
    /** Playback started or stopped, for the controls child. */
    controlsPlaying: sendTo('controls', { type: 'playback.playing' } as PlayerControlsEvent),
    controlsStopped: sendTo('controls', { type: 'playback.stopped' } as PlayerControlsEvent),
    /** Playback started or stopped, for the media session. */
    sessionPlaying: sendTo('mediaSession', { type: 'mediaSession.state', playing: true } as MediaSessionEvent),
    sessionStopped: sendTo('mediaSession', { type: 'mediaSession.state', playing: false } as MediaSessionEvent),
    toMediaSession: sendTo('mediaSession', ({ context }) => ({
      type: 'mediaSession.position' as const,
      position: context.position,
      duration: context.duration,
      rate: context.speed,
    })),
    /** the settings menu or the help opens or closes; one at a time */
    toggleMenu: assign(({ context }, params: { menu: PlayerMenu }) => ({
      menu: context.menu === params.menu ? ('closed' as const) : params.menu,
    })),
    closeMenu: assign({ menu: 'closed' as const }),
    setLevels: assign(({ event }) => (event.type === 'player.levels' ? { levels: event.heights } : {})),
    setCurrentLevel: assign(({ event }) => (event.type === 'player.level' ? { currentLevel: event.level } : {})),
    chooseLevel: assign(({ event }) => (event.type === 'user.quality' ? { level: event.level } : {})),
    applyLevel: sendTo('media', ({ context }) => ({ type: 'media.level' as const, level: context.level })),
    /** the speed asked for (a step of the speed keys, or a choice), when it is on offer */
    chooseSpeed: assign(({ context, event }) => {
      if (event.type === 'user.faster') return { speed: stepSpeed(context.speed, 1) };
      if (event.type === 'user.slower') return { speed: stepSpeed(context.speed, -1) };
      return event.type === 'user.speed' ? { speed: validSpeed(event.rate) } : {};
    }),
    normalSpeed: assign({ speed: NORMAL_SPEED }),
    /** the remembered choices (a live stream plays at the normal speed) */
    readPreferences: assign(({ context, event }) =>
      event.type === 'preferences.read'
        ? {
            speed: context.live ? NORMAL_SPEED : validSpeed(event.speed),
            subtitles: event.subtitles,
            lastSubtitles: event.subtitles ?? context.lastSubtitles,
          }
        : {},
    ),
    applySpeed: sendTo('media', ({ context }) => ({ type: 'media.rate' as const, rate: context.speed })),
    /** Keeps the member's speed on this device. */
    rememberSpeed: actionStub<{ speed: number }>('rememberSpeed'),
    setSubtitleTracks: assign(({ event }) =>
      event.type === 'player.subtitleTracks' ? { subtitleTracks: event.languages } : {},
    ),
    chooseSubtitles: assign(({ context, event }) => {
      let language: string | null | undefined;
      if (event.type === 'user.subtitles') language = event.language;
      else if (event.type === 'user.toggleSubtitles')
        language = toggledSubtitles(context.subtitles, context.lastSubtitles, context.subtitleTracks);
      if (language === undefined) return {};
      return { subtitles: language, lastSubtitles: language ?? context.lastSubtitles };
    }),
    /** the language shown: the member's when the stream has it, else none */
    applySubtitles: sendTo('media', ({ context }) => ({
      type: 'media.subtitles' as const,
      language:
        context.subtitles !== null && context.subtitleTracks.includes(context.subtitles) ? context.subtitles : null,
    })),
    /** Keeps the member's subtitle language (null: off) on this device. */
    rememberSubtitles: actionStub<{ language: string | null }>('rememberSubtitles'),
    pip: sendTo('media', ({ context }) => ({ type: 'media.pip' as const, on: !context.pip })),
    pipOn: assign({ pip: true }),
    pipOff: assign({ pip: false }),
    toControls: sendTo('controls', ({ event }) =>
      event.type === 'user.focusIn' || event.type === 'user.focusOut' || event.type === 'user.tap'
        ? { type: event.type }
        : ({ type: 'user.activity' } as PlayerControlsEvent),
    ),
    setLive: assign({ live: true }),
    /** The failure's message as an error toast (spec §8 "Errors appear as toasts"); `notice.closed` when it closes. */
    notifyFailure: actionStub<{ message: MessageDescriptor }>('notifyFailure'),
    /** The failure's toast goes (the member retries or leaves). */
    dismissFailure: actionStub('dismissFailure'),
    noticeShown: assign({ noticeShown: true }),
    noticeClosed: assign({ noticeShown: false }),
    showControls: assign({ controlsVisible: true }),
    hideControls: assign({ controlsVisible: false }),
    resumed: assign(({ context }, params: { startAt: number }) => ({
      startAt: context.live ? 0 : Math.max(0, params.startAt),
    })),
    /** Goes back one page (whoever runs the player knows the page's history). */
    goBack: emit({ type: 'player.back' }),
    /** Leaves for the next video (replacing this one in the history). */
    playNext: actionStub('playNext'),
    /** Keeps the member's position in the main video (spec §9 progress interval). */
    keepProgress: actionStub<{ position: number; duration: number }>('keepProgress'),
    /** The main video was watched to the end: nothing to resume. */
    forgetProgress: actionStub('forgetProgress'),
    useDisableSsl: assign({ disableSsl: true }),
    resetFaults: assign({ mediaRecoveries: 0, networkRetries: 0, failure: null }),
    // a retry starts where the failed playback was
    restart: assign(({ context }) => ({
      mediaRecoveries: 0,
      networkRetries: 0,
      failure: null,
      disableSsl: false,
      startAt: context.live ? 0 : context.position,
    })),
    countRecovery: assign(({ context }) => ({ mediaRecoveries: context.mediaRecoveries + 1 })),
    countRetry: assign(({ context }) => ({ networkRetries: context.networkRetries + 1 })),
    fail: assign((_, params: { failure: PlayerFailure }) => ({ failure: params.failure })),
    setTime: assign(({ event }) =>
      event.type === 'player.time' ? { position: event.position, duration: event.duration } : {},
    ),
    reportTime: sendTo(
      'reporting',
      ({ event }) =>
        (event.type === 'player.time'
          ? { type: 'playback.time', position: event.position, duration: event.duration }
          : { type: 'playback.time', position: 0, duration: 0 }) as ReportingEvent,
    ),
    setVolume: assign(({ event }) =>
      event.type === 'player.volume' ? { muted: event.muted, volume: event.volume } : {},
    ),
    play: sendTo('media', { type: 'media.play' } as MediaCommand),
    pause: sendTo('media', { type: 'media.pause' } as MediaCommand),
    forward: sendTo('media', { type: 'media.seekBy', seconds: SEEK_SECONDS } as MediaCommand),
    rewind: sendTo('media', { type: 'media.seekBy', seconds: -SEEK_SECONDS } as MediaCommand),
    seekTo: sendTo('media', ({ event }) => ({
      type: 'media.seekTo' as const,
      time: event.type === 'user.seekTo' ? event.time : 0,
    })),
    mute: sendTo('media', ({ context }) => ({ type: 'media.mute' as const, muted: !context.muted })),
    volume: sendTo('media', ({ event }) => ({
      type: 'media.volume' as const,
      volume: event.type === 'user.volume' ? event.volume : 1,
    })),
    recover: sendTo('media', { type: 'media.recover' } as MediaCommand),
    retry: sendTo('media', { type: 'media.retry' } as MediaCommand),
  },
  guards: {
    pingOk: (_, params: { ok: boolean }) => params.ok,
    canRecoverMedia: ({ context, event }) =>
      event.type === 'player.error' && event.kind === 'media' && context.mediaRecoveries < MAX_MEDIA_RECOVERIES,
    canRetryNetwork: ({ context, event }) =>
      event.type === 'player.error' && event.kind === 'network' && context.networkRetries < MAX_NETWORK_RETRIES,
    waitsForReport: ({ context }) => context.reported,
    retriesLeft: ({ context }) => context.networkRetries < MAX_NETWORK_RETRIES,
    /** the main video: its progress is kept for the member */
    tracksProgress: ({ context }) => context.reported && !context.live,
    hasNext: ({ context }) => context.next !== null,
    /** speeds are for videos, not for live streams */
    speedOnOffer: ({ context }) => !context.live,
    offSpeed: ({ context }) => context.speed !== NORMAL_SPEED,
    /** the subtitles key has something to toggle: the stream has subtitles */
    hasSubtitles: ({ context }) => context.subtitleTracks.length > 0,
  },
  delays: {
    networkRetry: NETWORK_RETRY_MS,
    leaveTimeout: LEAVE_TIMEOUT_MS,
    stallTimeout: STALL_TIMEOUT_MS,
    progressInterval: PROGRESS_INTERVAL_MS,
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    src: input.src,
    live: input.live ?? false,
    productId: input.productId ?? null,
    reported: input.productId != null,
    startAt: 0,
    next: input.next ?? null,
    video: input.video,
    controlsVisible: true,
    disableSsl: false,
    mediaRecoveries: 0,
    networkRetries: 0,
    failure: null,
    noticeShown: false,
    position: 0,
    duration: 0,
    muted: false,
    volume: 1,
    meta: input.meta ?? null,
    menu: 'closed',
    levels: [],
    level: -1,
    currentLevel: -1,
    // the member's remembered choices come from the `preferences` child
    speed: NORMAL_SPEED,
    subtitleTracks: [],
    subtitles: null,
    lastSubtitles: null,
    pip: false,
  }),
  invoke: [
    {
      id: 'reporting',
      src: 'reporting',
      input: ({ context }) => ({ productId: context.productId }),
    },
    { id: 'controls', src: 'controls' },
    { id: 'remote', src: 'remote' },
    { id: 'mediaSession', src: 'mediaSession', input: ({ context }) => context.meta },
    { id: 'preferences', src: 'preferences' },
  ],
  on: {
    'user.leave': { description: 'The member leaves the player', actions: 'leaveReporting' },
    'user.activity': { description: 'The member moves, touches or presses a key', actions: 'toControls' },
    'user.focusIn': { description: 'The focus comes into the controls', actions: 'toControls' },
    'user.focusOut': { description: 'The focus leaves the controls', actions: 'toControls' },
    'user.tap': { description: 'The member taps the video', actions: 'toControls' },
    'notice.closed': { description: 'The failure message closes', actions: 'noticeClosed' },
    'controls.shown': { description: 'The control bar shows', actions: 'showControls' },
    'controls.hidden': { description: 'The control bar hides', actions: 'hideControls' },
    'user.menu': {
      description: 'The member opens or closes the settings',
      actions: { type: 'toggleMenu', params: { menu: 'settings' } },
    },
    'user.help': {
      description: 'The member opens or closes the shortcuts help',
      actions: { type: 'toggleMenu', params: { menu: 'help' } },
    },
    'user.closeMenu': { description: 'The member closes the settings or the help', actions: 'closeMenu' },
    'preferences.read': { description: 'The remembered speed and subtitles are read back', actions: 'readPreferences' },
    // without the media (checking, failed ...) a choice is kept for the next media, which starts with it
    'user.quality': { description: 'The member picks a quality for the coming video', actions: 'chooseLevel' },
    'user.speed': {
      description: 'The member picks a speed for the coming video',
      guard: 'speedOnOffer',
      actions: ['chooseSpeed', REMEMBER_SPEED],
    },
    'user.faster': {
      description: 'The member asks for a faster speed',
      guard: 'speedOnOffer',
      actions: ['chooseSpeed', REMEMBER_SPEED],
    },
    'user.slower': {
      description: 'The member asks for a slower speed',
      guard: 'speedOnOffer',
      actions: ['chooseSpeed', REMEMBER_SPEED],
    },
    'user.subtitles': {
      description: 'The member picks subtitles for the coming video',
      actions: ['chooseSubtitles', REMEMBER_SUBTITLES],
    },
    'user.toggleSubtitles': {
      description: 'The member turns the subtitles on or off',
      guard: 'hasSubtitles',
      actions: ['chooseSubtitles', REMEMBER_SUBTITLES],
    },
  },
  initial: 'resuming',
  states: {
    /** The member's kept position in the main video is read back (none for the rest: it answers 0). */
    resuming: {
      description: 'Finding where the member stopped watching',
      tags: ['busy'],
      entry: ['controlsStopped', 'sessionStopped'],
      on: LEAVING,
      invoke: {
        id: 'resume',
        src: 'resume',
        input: ({ context }) => ({ productId: context.reported && !context.live ? context.productId : null }),
        onDone: {
          description: 'The kept place is found: the video starts there',
          target: 'checking',
          actions: { type: 'resumed', params: ({ event }) => ({ startAt: event.output }) },
        },
        onError: { description: 'No kept place: the video starts at the start', target: 'checking' },
      },
    },
    checking: {
      description: 'Checking the connection before the video loads',
      tags: ['busy'],
      entry: ['controlsStopped', 'sessionStopped'],
      on: LEAVING,
      invoke: {
        id: 'ping',
        src: 'ping',
        onDone: [
          {
            description: 'The connection is fine',
            guard: { type: 'pingOk', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'session',
          },
          // the check failed: the stream is retried without SSL
          {
            description: 'The check failed: the video loads without a secure connection',
            target: 'session',
            actions: 'useDisableSsl',
          },
        ],
        onError: {
          description: 'The check could not run: the video loads without a secure connection',
          target: 'session',
          actions: 'useDisableSsl',
        },
      },
    },
    session: {
      description: 'The video is on screen',
      invoke: {
        id: 'media',
        src: 'media',
        input: ({ context }) => ({
          src: streamUrl(context.src, context.disableSsl),
          live: context.live,
          startAt: context.startAt,
          video: context.video,
          speed: context.speed,
        }),
      },
      initial: 'loading',
      on: {
        ...LEAVING,
        'player.time': { description: 'The video moves on', actions: ['setTime', 'reportTime', 'toMediaSession'] },
        'player.volume': { description: 'The sound changes', actions: 'setVolume' },
        // live plays at the normal speed
        'player.live': [
          {
            description: 'The stream turns out live: back to normal speed',
            guard: 'offSpeed',
            actions: ['setLive', 'normalSpeed', 'applySpeed'],
          },
          { description: 'The stream turns out to be live', actions: 'setLive' },
        ],
        // a new media (a retry) tells its renditions and tracks again: the member's choices apply to it
        'player.levels': {
          description: 'The video tells its qualities: the chosen one applies',
          actions: ['setLevels', 'applyLevel'],
        },
        'player.level': { description: 'The video switches to another quality', actions: 'setCurrentLevel' },
        'player.subtitleTracks': {
          description: 'The video tells its subtitles: the chosen ones show',
          actions: ['setSubtitleTracks', 'applySubtitles'],
        },
        'player.enterpictureinpicture': { description: 'The video floats in its own window', actions: 'pipOn' },
        'player.leavepictureinpicture': { description: 'The video comes back into the page', actions: 'pipOff' },
        'user.pip': { description: 'The member floats the video or brings it back', actions: 'pip' },
        'user.quality': { description: 'The member picks a quality', actions: ['chooseLevel', 'applyLevel'] },
        'user.speed': {
          description: 'The member picks a speed',
          guard: 'speedOnOffer',
          actions: ['chooseSpeed', 'applySpeed', REMEMBER_SPEED],
        },
        'user.faster': {
          description: 'The member asks for a faster speed',
          guard: 'speedOnOffer',
          actions: ['chooseSpeed', 'applySpeed', REMEMBER_SPEED],
        },
        'user.slower': {
          description: 'The member asks for a slower speed',
          guard: 'speedOnOffer',
          actions: ['chooseSpeed', 'applySpeed', REMEMBER_SPEED],
        },
        'user.subtitles': {
          description: 'The member picks subtitles',
          actions: ['chooseSubtitles', 'applySubtitles', REMEMBER_SUBTITLES],
        },
        'user.toggleSubtitles': {
          description: 'The member turns the subtitles on or off',
          guard: 'hasSubtitles',
          actions: ['chooseSubtitles', 'applySubtitles', REMEMBER_SUBTITLES],
        },
        'user.forward': { description: 'The member skips ahead 10 seconds', actions: 'forward' },
        'user.rewind': { description: 'The member goes back 10 seconds', actions: 'rewind' },
        'user.seekTo': { description: 'The member jumps to a moment in the video', actions: 'seekTo' },
        'user.mute': { description: 'The member mutes or unmutes the sound', actions: 'mute' },
        'user.volume': { description: 'The member changes the volume', actions: 'volume' },
        'player.ended': [
          {
            description: 'The video ends: the member’s place is forgotten',
            guard: 'tracksProgress',
            target: 'ended',
            actions: [{ type: 'report', params: { kind: 'end' } }, 'forgetProgress'],
          },
          { description: 'The video ends', target: 'ended', actions: { type: 'report', params: { kind: 'end' } } },
        ],
        'player.error': [
          {
            description: 'A playback error: the player tries to recover',
            guard: 'canRecoverMedia',
            target: '.recovering',
            actions: ['countRecovery', 'recover'],
          },
          {
            description: 'A network error: the video loads again shortly',
            guard: 'canRetryNetwork',
            target: '.retrying',
            actions: 'countRetry',
          },
          {
            description: 'The video cannot play: an error shows',
            target: 'failed',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ failure: event.type === 'player.error' ? event.kind : 'other' }),
            },
          },
        ],
        'playback.refused': {
          description: 'Too many devices: the video stops, a message shows',
          target: 'refused',
          actions: { type: 'fail', params: { failure: 'devices' } },
        },
      },
      states: {
        loading: {
          description: 'The video is loading',
          tags: ['busy'],
          entry: ['controlsStopped', 'sessionStopped'],
          after: { stallTimeout: STALLED },
          on: {
            'player.playing': {
              description: 'The video starts playing',
              target: 'playing',
              actions: ['resetFaults', { type: 'report', params: { kind: 'play' } }],
            },
            // autoplay refused by the browser: wait for the user
            'player.paused': { description: 'The browser blocks autoplay: the member presses Play', target: 'paused' },
            'user.toggle': { description: 'The member presses Play', actions: 'play' },
            'user.play': { description: 'The member presses Play', actions: 'play' },
          },
        },
        playing: {
          description: 'The video plays',
          entry: ['controlsPlaying', 'sessionPlaying'],
          after: {
            progressInterval: {
              description: 'Every few seconds the member’s place is kept',
              guard: 'tracksProgress',
              target: 'playing',
              reenter: true,
              actions: {
                type: 'keepProgress',
                params: ({ context }) => ({ position: context.position, duration: context.duration }),
              },
            },
          },
          on: {
            'player.paused': {
              description: 'The video pauses',
              target: 'paused',
              actions: { type: 'report', params: { kind: 'pause' } },
            },
            'player.waiting': {
              description: 'The video waits for more data',
              target: 'buffering',
              actions: { type: 'report', params: { kind: 'buffer' } },
            },
            'user.toggle': { description: 'The member presses Pause', actions: 'pause' },
            'user.pause': { description: 'The member presses Pause', actions: 'pause' },
          },
        },
        paused: {
          description: 'The video is paused',
          entry: ['controlsStopped', 'sessionStopped'],
          on: {
            'player.playing': {
              description: 'The video plays again',
              target: 'playing',
              actions: ['resetFaults', { type: 'report', params: { kind: 'play' } }],
            },
            'user.toggle': { description: 'The member presses Play', actions: 'play' },
            'user.play': { description: 'The member presses Play', actions: 'play' },
          },
        },
        buffering: {
          description: 'The video waits for more data',
          tags: ['busy'],
          entry: ['controlsPlaying', 'sessionPlaying'],
          after: { stallTimeout: STALLED },
          on: {
            'player.playing': { description: 'The video plays again', target: 'playing', actions: 'resetFaults' },
            'player.paused': {
              description: 'The video pauses',
              target: 'paused',
              actions: { type: 'report', params: { kind: 'pause' } },
            },
            'user.toggle': { description: 'The member presses Pause', actions: 'pause' },
            'user.pause': { description: 'The member presses Pause', actions: 'pause' },
          },
        },
        recovering: {
          description: 'The player recovers from a playback error',
          tags: ['busy'],
          entry: ['controlsStopped', 'sessionStopped'],
          after: { stallTimeout: STALLED },
          on: {
            'player.playing': {
              description: 'The video plays again',
              target: 'playing',
              actions: ['resetFaults', { type: 'report', params: { kind: 'play' } }],
            },
            'player.paused': { description: 'The video is back, paused', target: 'paused' },
          },
        },
        retrying: {
          description: 'Waiting a moment before loading the video again',
          tags: ['busy'],
          entry: ['controlsStopped', 'sessionStopped'],
          after: { networkRetry: { description: 'The video loads again', target: 'loading', actions: 'retry' } },
          on: {
            // the media got going again on its own: no retry needed
            'player.playing': {
              description: 'The video got going again by itself',
              target: 'playing',
              actions: ['resetFaults', { type: 'report', params: { kind: 'play' } }],
            },
          },
        },
      },
    },
    failed: {
      description: 'The video could not play: a message and a retry button',
      entry: ['controlsStopped', 'sessionStopped', ...NOTIFY],
      exit: UNNOTIFY,
      on: {
        ...LEAVING,
        'user.retry': { description: 'The member tries again', target: 'checking', actions: 'restart' },
      },
    },
    refused: {
      description: 'Too many devices: a message and a retry button',
      entry: ['controlsStopped', 'sessionStopped', ...NOTIFY],
      exit: UNNOTIFY,
      on: {
        ...LEAVING,
        'user.retry': { description: 'The member tries again', target: 'checking', actions: 'restart' },
      },
    },
    ended: {
      description: 'The video has ended: its last report goes out',
      tags: ['busy'],
      entry: ['controlsStopped', 'sessionStopped'],
      always: { description: 'Nothing to report: the player closes', guard: not('waitsForReport'), target: 'left' },
      on: {
        ...LEAVING,
        'playback.reported': { description: 'The last report went out: the player closes', target: 'left' },
      },
      after: { leaveTimeout: { description: 'The report takes too long: the player closes anyway', target: 'left' } },
    },
    left: {
      description: 'The player closes: back to the previous page',
      type: 'final',
      entry: ['leaveReporting', 'goBack'],
    },
    /** Left for the next video. */
    next: {
      description: 'The player closes for the next video',
      type: 'final',
      entry: ['leaveReporting', 'playNext'],
    },
  },
});
