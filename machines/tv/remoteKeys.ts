/**
 * Remote keys (spec §9 "TV remote keys mapped: exit, back, up, down, left, right, ok, play, stop, pause, rewind,
 * forward, next"; docs/tv.md): every key source a TV browser has, normalised into one `key.*` event. Pure: the
 * key-listener actor (src/tv/remoteKeysActor.ts) feeds it DOM keyboard events and sends what it returns.
 *
 * Sources: standard `key` names (Chrome on Android TV and set-top boxes, desktop keyboards in tests), and `keyCode`s of
 * platforms whose remotes send `Unidentified` keys: webOS Back 461, Tizen Back 10009 and Exit 10182, media keys
 * 412-417, pause 19, play/pause 10252 (Tizen) and 179 (Android, Windows).
 */

export type RemoteKey =
  | 'exit'
  | 'back'
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'ok'
  | 'play'
  | 'pause'
  | 'playPause'
  | 'stop'
  | 'rewind'
  | 'forward'
  | 'next';

export type RemoteKeyEvent = { type: `key.${RemoteKey}` };

export const REMOTE_KEYS: readonly RemoteKey[] = [
  'exit',
  'back',
  'up',
  'down',
  'left',
  'right',
  'ok',
  'play',
  'pause',
  'playPause',
  'stop',
  'rewind',
  'forward',
  'next',
];

const BY_CODE: Readonly<Record<number, RemoteKey>> = {
  461: 'back', // webOS
  10009: 'back', // Tizen
  10182: 'exit', // Tizen
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'ok',
  415: 'play',
  19: 'pause',
  413: 'stop',
  412: 'rewind',
  417: 'forward',
  418: 'next', // webOS / HbbTV "next"
  10252: 'playPause', // Tizen
  179: 'playPause', // Android TV, Windows
};

const BY_KEY: Readonly<Record<string, RemoteKey>> = {
  GoBack: 'back',
  BrowserBack: 'back',
  XF86Back: 'back',
  Escape: 'back',
  Backspace: 'back',
  Exit: 'exit',
  ArrowLeft: 'left',
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  Left: 'left', // old engines' names
  Up: 'up',
  Right: 'right',
  Down: 'down',
  Enter: 'ok',
  Accept: 'ok',
  MediaPlay: 'play',
  MediaPause: 'pause',
  MediaPlayPause: 'playPause',
  MediaStop: 'stop',
  MediaRewind: 'rewind',
  MediaFastForward: 'forward',
  MediaTrackNext: 'next',
};

/** Tizen only delivers media keys to apps that register them (`tizen.tvinputdevice.registerKey`). */
export const TIZEN_KEYS = [
  'MediaPlay',
  'MediaPause',
  'MediaPlayPause',
  'MediaStop',
  'MediaRewind',
  'MediaFastForward',
  'MediaTrackNext',
  'Exit',
] as const;

export interface KeyLike {
  key?: string;
  keyCode?: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * The remote key a keyboard event stands for, or null. `editing` is true while the target is a text field the user is
 * typing in: there Backspace deletes a character instead of going back (Escape and the platforms' Back keys still
 * leave the field).
 */
export function remoteKeyOf(event: KeyLike, editing = false): RemoteKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const byKey = event.key ? BY_KEY[event.key] : undefined;
  if (byKey) return byKey === 'back' && event.key === 'Backspace' && editing ? null : byKey;
  return event.keyCode !== undefined ? (BY_CODE[event.keyCode] ?? null) : null;
}

/**
 * Keys the page must keep while a text field is being edited: the caret moves with left and right, Enter submits the
 * field's form. The actor does not cancel their default action then (the shell still hears them).
 */
export function keepsNativeAction(key: RemoteKey, editing: boolean): boolean {
  return editing && (key === 'left' || key === 'right' || key === 'ok');
}
