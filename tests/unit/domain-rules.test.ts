/** Rules written once in src/domain and src/app/guard: genders, the live phase, a page's id. */
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { GENDERS, isGender, livePhase, liveTimes } from '~/domain';
import { idOrHome } from '~/app/guard';

describe('genders', () => {
  it('are the provider values', () => {
    expect(GENDERS).toEqual(['male', 'female', 'do_not_say']);
    expect(GENDERS.every(isGender)).toBe(true);
    expect(isGender('other')).toBe(false);
    expect(isGender('')).toBe(false);
  });
});

describe('livePhase', () => {
  const schedule = { start: '2026-01-01T10:00:00Z', end: '2026-01-01T12:00:00Z' };
  const times = liveTimes(schedule);
  const at = (iso: string) => livePhase(times, Date.parse(iso));
  it('is future before the start, current from start to end (both included), past after', () => {
    expect(at('2026-01-01T09:59:59Z')).toBe('future');
    expect(at('2026-01-01T10:00:00Z')).toBe('current');
    expect(at('2026-01-01T12:00:00Z')).toBe('current');
    expect(at('2026-01-01T12:00:01Z')).toBe('past');
  });
  it('is none without a readable start; stays current without a readable end', () => {
    expect(livePhase(liveTimes(null), 0)).toBe('none');
    expect(livePhase(liveTimes({ start: 'nope', end: schedule.end }), 0)).toBe('none');
    expect(livePhase(liveTimes({ start: schedule.start, end: 'nope' }), Date.parse('2030-01-01'))).toBe('current');
  });
});

describe('idOrHome', () => {
  it('reads a positive integer id', () => expect(idOrHome('601')).toBe(601));
  it.each([undefined, '', '0', 'abc', '06'])('sends %j home', (raw) => {
    let thrown: unknown;
    try {
      idOrHome(raw);
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/');
  });
});
