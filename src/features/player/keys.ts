/**
 * Player keys (spec §4 Media player "pauses on play, pause or space keys", §9 TV remote keys): space, the play/pause
 * key and the play key toggle (the play key pauses while playing); the pause key pauses; stop stops and leaves the
 * player; next plays the next video; right and forward seek +10 s, left and rewind -10 s; m mutes, f toggles
 * fullscreen. Keys aimed at a control that handles them itself (a button's space, a text or range input) are left
 * alone.
 */
export type KeyIntent = 'toggle' | 'pause' | 'stop' | 'next' | 'forward' | 'rewind' | 'mute' | 'fullscreen';

/** TV remote key codes (webOS/Tizen media keys) with no standard `key` value on old TV browsers. */
const KEY_CODES: Record<number, KeyIntent> = {
  415: 'toggle',
  19: 'pause',
  413: 'stop',
  417: 'forward',
  412: 'rewind',
  418: 'next',
  10252: 'toggle',
  179: 'toggle',
};

const KEYS: Record<string, KeyIntent> = {
  ' ': 'toggle',
  Spacebar: 'toggle',
  MediaPlayPause: 'toggle',
  MediaPlay: 'toggle',
  MediaPause: 'pause',
  MediaStop: 'stop',
  MediaTrackNext: 'next',
  ArrowRight: 'forward',
  MediaFastForward: 'forward',
  ArrowLeft: 'rewind',
  MediaRewind: 'rewind',
  m: 'mute',
  M: 'mute',
  f: 'fullscreen',
  F: 'fullscreen',
};

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

export function keyIntent(event: KeyLike): KeyIntent | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const intent = KEYS[event.key] ?? (event.keyCode !== undefined ? KEY_CODES[event.keyCode] : undefined) ?? null;
  if (!intent || handlesItself(event.target, event.key)) return null;
  return intent;
}
