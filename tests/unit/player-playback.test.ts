/**
 * Pure player helpers: report payloads (completion rounded to 2 decimals), the disableSsl URL, time format, keys, and
 * whether a live event is on air (played as live).
 */
import { describe, expect, it } from 'vitest';
import { buildReport, completionPercentage, formatTime, isOnAir, streamUrl } from '~machines/player/playback';
import { actsOnRepeat, keyIntent } from '~/features/player/keys';

describe('playback reports', () => {
  it('completion is playtime over duration in %, rounded to 2 decimals, clamped to 0..100', () => {
    expect(completionPercentage({ duration: 10.087776, playtime: 0.790191 })).toBe(7.83);
    expect(completionPercentage({ duration: 3, playtime: 1 })).toBe(33.33);
    expect(completionPercentage({ duration: 3, playtime: 2 })).toBe(66.67);
    expect(completionPercentage({ duration: 10, playtime: 12 })).toBe(100);
    expect(completionPercentage({ duration: 0, playtime: 5 })).toBe(0);
    expect(completionPercentage({ duration: Number.NaN, playtime: 5 })).toBe(0);
    expect(completionPercentage({ duration: Number.POSITIVE_INFINITY, playtime: 5 })).toBe(0);
  });

  it('a report carries duration, playtime, completion and the visualization id', () => {
    expect(buildReport({ duration: 600, playtime: 150 }, null)).toEqual({
      duration: 600,
      playtime: 150,
      completionPercentage: 25,
      visualizationId: null,
    });
    expect(buildReport({ duration: Number.NaN, playtime: -1 }, 7)).toEqual({
      duration: 0,
      playtime: 0,
      completionPercentage: 0,
      visualizationId: 7,
    });
  });
});

describe('streamUrl', () => {
  it('adds disableSsl=true only when the connectivity check failed, keeping the query and fragment', () => {
    const src = 'https://cdn.example/v/master.m3u8';
    expect(streamUrl(src, false)).toBe(src);
    expect(streamUrl(src, true)).toBe(`${src}?disableSsl=true`);
    expect(streamUrl(`${src}?token=a`, true)).toBe(`${src}?token=a&disableSsl=true`);
    expect(streamUrl(`${src}?disableSsl=false#t=3`, true)).toBe(`${src}?disableSsl=true#t=3`);
  });
});

describe('formatTime', () => {
  it('m:ss under an hour, h:mm:ss above, 0:00 for unknown', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-4)).toBe('0:00');
  });
});

describe('player keys', () => {
  const body = { tagName: 'BODY' } as unknown as EventTarget;
  const key = (k: string, extra: Record<string, unknown> = {}) => keyIntent({ key: k, target: null, ...extra });
  it('space, play/pause and play keys toggle; stop, next; arrows and media keys seek; m and f', () => {
    expect(key(' ')).toBe('toggle');
    expect(key('MediaPlayPause')).toBe('toggle');
    // the play key toggles while playing (spec §4: play pauses), also as the TV's key 415
    expect(key('MediaPlay')).toBe('toggle');
    expect(key('Unidentified', { keyCode: 415 })).toBe('toggle');
    expect(key('MediaPause')).toBe('pause');
    expect(key('Unidentified', { keyCode: 19 })).toBe('pause');
    // stop stops (and leaves), it does not only pause
    expect(key('MediaStop')).toBe('stop');
    expect(key('Unidentified', { keyCode: 413 })).toBe('stop');
    expect(key('MediaTrackNext')).toBe('next');
    expect(key('ArrowRight')).toBe('forward');
    expect(key('MediaFastForward')).toBe('forward');
    expect(key('ArrowLeft')).toBe('rewind');
    expect(key('MediaRewind')).toBe('rewind');
    expect(key('m')).toBe('mute');
    expect(key('f')).toBe('fullscreen');
    expect(key('Unidentified', { keyCode: 417 })).toBe('forward');
    expect(key('Unidentified', { keyCode: 412 })).toBe('rewind');
    expect(key('x')).toBeNull();
    expect(key('ArrowRight', { ctrlKey: true })).toBeNull();
    expect(keyIntent({ key: ' ', target: body })).toBe('toggle');
  });
});

describe('a live event on air', () => {
  const schedule = { start: '2026-01-10T18:00:00Z', end: '2026-01-10T20:00:00Z' };
  const at = (iso: string) => Date.parse(iso);
  it('is on air from its start to its end, and only then', () => {
    expect(isOnAir(schedule, at('2026-01-10T17:59:59Z'))).toBe(false);
    expect(isOnAir(schedule, at('2026-01-10T18:00:00Z'))).toBe(true);
    expect(isOnAir(schedule, at('2026-01-10T19:00:00Z'))).toBe(true);
    expect(isOnAir(schedule, at('2026-01-10T20:00:00Z'))).toBe(true);
    expect(isOnAir(schedule, at('2026-01-10T20:00:01Z'))).toBe(false);
  });
  it('no schedule, or one that does not parse, is no live event', () => {
    expect(isOnAir(null, at('2026-01-10T19:00:00Z'))).toBe(false);
    expect(isOnAir({ start: 'soon', end: '2026-01-10T20:00:00Z' }, at('2026-01-10T19:00:00Z'))).toBe(false);
  });
});

describe('a held key', () => {
  it('repeats only the seeks', () => {
    expect(actsOnRepeat('forward')).toBe(true);
    expect(actsOnRepeat('rewind')).toBe(true);
    for (const intent of ['toggle', 'pause', 'stop', 'next', 'mute', 'fullscreen'] as const)
      expect(actsOnRepeat(intent)).toBe(false);
  });
});
