/**
 * Player keys (spec §4 Media player "pauses on play, pause or space keys", §9 TV remote keys): space, the play/pause
 * key and the play key toggle (the play key pauses while playing); the pause key pauses; stop stops and leaves the
 * player; next plays the next video; right and forward seek +10 s, left and rewind -10 s; m mutes, f toggles
 * fullscreen; > and < change the speed, c turns the subtitles off and on, ? opens the shortcuts' help. Keys aimed at a control that handles them itself (a button's space, a text or range input) are left
 * alone, and a held key's repeats only seek.
 */
import { remoteKeyOf, type RemoteKey } from '~machines/tv/remoteKeys';

export type KeyIntent =
  | 'toggle'
  | 'pause'
  | 'stop'
  | 'next'
  | 'forward'
  | 'rewind'
  | 'mute'
  | 'fullscreen'
  | 'faster'
  | 'slower'
  | 'subtitles'
  | 'help';

/** What the remote's keys mean to the player; their sources (key names, TV key codes) are `remoteKeyOf`'s. */
const REMOTE: Partial<Record<RemoteKey, KeyIntent>> = {
  play: 'toggle', // the play key pauses while playing
  playPause: 'toggle',
  pause: 'pause',
  stop: 'stop',
  next: 'next',
  right: 'forward',
  forward: 'forward',
  left: 'rewind',
  rewind: 'rewind',
};

/** The keyboard's own shortcuts. */
const KEYS: Record<string, KeyIntent> = {
  ' ': 'toggle',
  Spacebar: 'toggle',
  m: 'mute',
  M: 'mute',
  f: 'fullscreen',
  F: 'fullscreen',
  '>': 'faster',
  '<': 'slower',
  c: 'subtitles',
  C: 'subtitles',
  '?': 'help',
};

/** The keyboard's shortcuts as the help lists them (the key, and what it does, by intent). */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; intent: KeyIntent | 'seek' }> = [
  { keys: ['Space'], intent: 'toggle' },
  { keys: ['←', '→'], intent: 'seek' },
  { keys: ['M'], intent: 'mute' },
  { keys: ['F'], intent: 'fullscreen' },
  { keys: ['<', '>'], intent: 'faster' },
  { keys: ['C'], intent: 'subtitles' },
  { keys: ['?'], intent: 'help' },
];

interface KeyLike {
  key: string;
  keyCode?: number;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target: EventTarget | null;
}

function handlesItself(target: EventTarget | null, key: string): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target as HTMLElement).isContentEditable) {
    return true;
  }
  // a focused button or link is activated by space and enter: it must not also toggle playback
  if ((key === ' ' || key === 'Spacebar') && (tag === 'BUTTON' || tag === 'A')) return true;
  // inside an open dialog the dialog owns the keys
  return target.closest('dialog[open]') !== null;
}

/**
 * A key held down repeats its keydown: only the seeks go on (holding right seeks on); the rest act once per press, so
 * that holding space a little long does not pause and play again, nor f leave full screen it just entered.
 */
export function actsOnRepeat(intent: KeyIntent): boolean {
  return intent === 'forward' || intent === 'rewind';
}

export function keyIntent(event: KeyLike): KeyIntent | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const remote = remoteKeyOf(event);
  const intent = KEYS[event.key] ?? (remote ? REMOTE[remote] : undefined) ?? null;
  if (!intent || handlesItself(event.target, event.key)) return null;
  return intent;
}
