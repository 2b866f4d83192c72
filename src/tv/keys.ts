/**
 * Normalises TV remote keys (DESIGN.md §8) into named keys: exit, back, up, down, left, right, ok, play, stop,
 * pause, rewind, forward, next (spec §9). webOS back is 461, Tizen back 10009, media keys 412-417, 19, 10252.
 */
export type RemoteKey =
  'exit' | 'back' | 'up' | 'down' | 'left' | 'right' | 'ok' | 'play' | 'stop' | 'pause' | 'rewind' | 'forward' | 'next';

const BY_CODE: Record<number, RemoteKey> = {
  461: 'back', // webOS
  10009: 'back', // Tizen
  10182: 'exit', // Tizen exit
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'ok',
  415: 'play',
  413: 'stop',
  19: 'pause',
  412: 'rewind',
  417: 'forward',
  418: 'next',
  10252: 'play', // Tizen play/pause
  414: 'pause', // some remotes send 414 for pause
};

const BY_KEY: Record<string, RemoteKey> = {
  GoBack: 'back',
  BrowserBack: 'back',
  Escape: 'back',
  Backspace: 'back',
  Exit: 'exit',
  ArrowLeft: 'left',
  ArrowUp: 'up',
  ArrowRight: 'right',
  ArrowDown: 'down',
  Enter: 'ok',
  MediaPlay: 'play',
  MediaPlayPause: 'play',
  MediaStop: 'stop',
  MediaPause: 'pause',
  MediaRewind: 'rewind',
  MediaFastForward: 'forward',
  MediaTrackNext: 'next',
};

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  return el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/** The named remote key of a keyboard event, or null. Backspace only counts as back outside text fields. */
export function remoteKey(event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'target'>): RemoteKey | null {
  const byKey = BY_KEY[event.key];
  if (byKey) {
    if ((event.key === 'Backspace' || event.key === 'Escape') && isTyping(event.target)) return null;
    return byKey;
  }
  return BY_CODE[event.keyCode] ?? null;
}
