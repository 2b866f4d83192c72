import { describe, expect, it } from 'vitest';
import { remoteKey } from '../../src/tv/keys';

const ev = (key: string, keyCode = 0, target: unknown = null) => ({
  key,
  keyCode,
  target: target as EventTarget | null,
});

describe('remote key normalisation', () => {
  it('maps platform back keys (webOS 461, Tizen 10009) and browser back keys', () => {
    expect(remoteKey(ev('Unidentified', 461))).toBe('back');
    expect(remoteKey(ev('XF86Back', 10009))).toBe('back');
    expect(remoteKey(ev('GoBack'))).toBe('back');
    expect(remoteKey(ev('Escape'))).toBe('back');
    expect(remoteKey(ev('Backspace'))).toBe('back');
  });

  it('does not treat Backspace or Escape in a text field as back', () => {
    expect(remoteKey(ev('Backspace', 8, { tagName: 'INPUT' }))).toBeNull();
    expect(remoteKey(ev('Escape', 27, { tagName: 'TEXTAREA' }))).toBeNull();
  });

  it('maps arrows, ok and media keys', () => {
    expect(remoteKey(ev('ArrowUp', 38))).toBe('up');
    expect(remoteKey(ev('Enter', 13))).toBe('ok');
    expect(remoteKey(ev('Unidentified', 415))).toBe('play');
    expect(remoteKey(ev('Unidentified', 413))).toBe('stop');
    expect(remoteKey(ev('Unidentified', 19))).toBe('pause');
    expect(remoteKey(ev('Unidentified', 412))).toBe('rewind');
    expect(remoteKey(ev('Unidentified', 417))).toBe('forward');
    expect(remoteKey(ev('Unidentified', 10252))).toBe('play');
    expect(remoteKey(ev('MediaTrackNext'))).toBe('next');
  });

  it('ignores other keys', () => {
    expect(remoteKey(ev('a', 65))).toBeNull();
  });
});
