/** View model of the video player, projected from a snapshot of the player machine. */
import type { SnapshotFrom } from 'xstate';
import type { MessageDescriptor } from '~/domain';
import { failureMessage, type PlayerMenu, type playerMachine } from './playerMachine';
import { qualityOptions, SPEEDS, type QualityOption } from './playerSettings';

export type PlayerSnapshot = SnapshotFrom<typeof playerMachine>;

export type PlayerStatus = 'loading' | 'playing' | 'paused' | 'buffering' | 'failed' | 'refused' | 'ended';

export function selectStatus(s: PlayerSnapshot): PlayerStatus {
  if (s.matches({ session: 'playing' })) return 'playing';
  if (s.matches({ session: 'paused' })) return 'paused';
  if (s.matches({ session: 'buffering' })) return 'buffering';
  if (s.matches('failed')) return 'failed';
  if (s.matches('refused')) return 'refused';
  if (s.matches('ended') || s.matches('left') || s.matches('next')) return 'ended';
  return 'loading';
}

/** The spinner shows while checking, loading, buffering, recovering or retrying. */
export const selectIsBusy = (s: PlayerSnapshot): boolean => s.hasTag('busy');
/** The media plays (for the play/pause button and the controls' countdown). */
export const selectIsPlaying = (s: PlayerSnapshot): boolean =>
  s.matches({ session: 'playing' }) || s.matches({ session: 'buffering' });
export const selectPosition = (s: PlayerSnapshot): number => s.context.position;
export const selectDuration = (s: PlayerSnapshot): number => s.context.duration;
export const selectMuted = (s: PlayerSnapshot): boolean => s.context.muted;
export const selectVolume = (s: PlayerSnapshot): number => s.context.volume;
export const selectIsLive = (s: PlayerSnapshot): boolean => s.context.live;
/** The message of a failed or refused playback. */
export const selectError = (s: PlayerSnapshot): MessageDescriptor | null =>
  s.context.failure !== null && (s.matches('failed') || s.matches('refused'))
    ? failureMessage(s.context.failure)
    : null;
/** The failure's message shows as a toast right now (the player's own panel need not repeat it on the page). */
export const selectErrorToasted = (s: PlayerSnapshot): boolean => selectError(s) !== null && s.context.noticeShown;
export const selectCanRetry = (s: PlayerSnapshot): boolean => s.can({ type: 'user.retry' });
/** The media is loaded: the controls act on it. */
export const selectHasMedia = (s: PlayerSnapshot): boolean => s.matches('session');
/** The stream URL with disableSsl=true is in use (the connectivity check failed). */
export const selectDisableSsl = (s: PlayerSnapshot): boolean => s.context.disableSsl;

/** The settings menu or the shortcuts' help, if open. */
export const selectMenu = (s: PlayerSnapshot): PlayerMenu => s.context.menu;
/** Auto and each rendition, tallest first, the member's choice marked. */
export const selectQualities = (s: PlayerSnapshot): Array<QualityOption & { selected: boolean }> =>
  qualityOptions(s.context.levels).map((o) => ({ ...o, selected: o.level === s.context.level }));
/** The height of the rendition playing, when known (Auto says which one it picked). */
export const selectPlayingHeight = (s: PlayerSnapshot): number | null =>
  s.context.levels[s.context.currentLevel] ?? null;
/** The speeds on offer: none for live streams. */
export const selectSpeeds = (s: PlayerSnapshot): readonly number[] => (s.context.live ? [] : SPEEDS);
export const selectSpeed = (s: PlayerSnapshot): number => s.context.speed;
/** Off (null) and each of the stream's subtitle languages, the one showing marked. */
export const selectSubtitleOptions = (s: PlayerSnapshot): Array<{ language: string | null; selected: boolean }> =>
  s.context.subtitleTracks.length === 0
    ? []
    : [null, ...s.context.subtitleTracks].map((language) => ({ language, selected: language === s.context.subtitles }));
/** The video floats in a picture-in-picture window. */
export const selectPip = (s: PlayerSnapshot): boolean => s.context.pip;

/** What the player's view shows (the title and fullscreen are the page's). */
export interface PlayerView {
  live: boolean;
  status: PlayerStatus;
  busy: boolean;
  playing: boolean;
  controlsVisible: boolean;
  position: number;
  duration: number;
  muted: boolean;
  volume: number;
  error: MessageDescriptor | null;
  errorToasted: boolean;
  canRetry: boolean;
  menu: PlayerMenu;
  /** the renditions' heights by hls.js level (for the quality list), the level chosen (-1: Auto), the one playing */
  levels: number[];
  level: number;
  playingHeight: number | null;
  /** speeds are on offer (not live), the speed */
  speedOnOffer: boolean;
  speed: number;
  subtitleTracks: string[];
  subtitles: string | null;
  pip: boolean;
}

/** The player's view model (the control bar's visibility comes from its controls child, through the player). */
export function selectPlayerView(s: PlayerSnapshot): PlayerView {
  return {
    live: selectIsLive(s),
    status: selectStatus(s),
    busy: selectIsBusy(s),
    playing: selectIsPlaying(s),
    controlsVisible: s.context.controlsVisible,
    position: selectPosition(s),
    duration: selectDuration(s),
    muted: selectMuted(s),
    volume: selectVolume(s),
    error: selectError(s),
    errorToasted: selectErrorToasted(s),
    canRetry: selectCanRetry(s),
    menu: selectMenu(s),
    levels: s.context.levels,
    level: s.context.level,
    playingHeight: selectPlayingHeight(s),
    speedOnOffer: !s.context.live,
    speed: selectSpeed(s),
    subtitleTracks: s.context.subtitleTracks,
    subtitles: s.context.subtitles,
    pip: selectPip(s),
  };
}
