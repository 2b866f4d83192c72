/** My bookings helpers (spec §2 account/bookings): sessions by local day, the opening month, the room path. */
import { describe, expect, it } from 'vitest';
import {
  dayKeyOfDate,
  displayNameOf,
  initialMonth,
  roomPathOf,
  sessionsByDay,
  timeOf,
  upcomingSessions,
} from '~/features/meetingRoom/bookings';
import { aMeeting } from '../fixtures/trainers';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe('sessionsByDay', () => {
  it('groups by local day and sorts each day by start; bad dates are skipped', () => {
    const late = aMeeting({ meetingId: 1, start: local(2026, 3, 4, 19).toISOString() });
    const early = aMeeting({ meetingId: 2, start: local(2026, 3, 4, 9).toISOString() });
    const other = aMeeting({ meetingId: 3, start: local(2026, 3, 6, 12).toISOString() });
    const bad = aMeeting({ meetingId: 4, start: 'nope' });
    const byDay = sessionsByDay([late, other, early, bad]);
    expect([...byDay.keys()].sort()).toEqual(['2026-03-04', '2026-03-06']);
    expect(byDay.get('2026-03-04')!.map((m) => m.meetingId)).toEqual([2, 1]);
    expect(dayKeyOfDate(local(2026, 3, 4, 23))).toBe('2026-03-04');
    expect(timeOf(early.start)).toBe('09:00');
  });
});

describe('initialMonth', () => {
  const now = local(2026, 3, 10, 12);
  it('opens on the next session from now', () => {
    const past = aMeeting({ start: local(2026, 2, 1, 10).toISOString() });
    const next = aMeeting({ start: local(2026, 4, 2, 10).toISOString() });
    const later = aMeeting({ start: local(2026, 5, 2, 10).toISOString() });
    expect(initialMonth([later, past, next], now).getMonth()).toBe(3);
  });
  it('else on the last past session, else on today', () => {
    const a = aMeeting({ start: local(2026, 1, 5, 10).toISOString() });
    const b = aMeeting({ start: local(2026, 2, 5, 10).toISOString() });
    expect(initialMonth([a, b], now).getMonth()).toBe(1);
    expect(initialMonth([], now)).toBe(now);
  });
});

describe('room path and display name', () => {
  it('links to /account/bookings/{code}, encoded; no code, no link', () => {
    expect(roomPathOf(aMeeting({ code: 'ttt-1-abc' }))).toBe('/account/bookings/ttt-1-abc');
    expect(roomPathOf(aMeeting({ code: 'a b/c' }))).toBe('/account/bookings/a%20b%2Fc');
    expect(roomPathOf(aMeeting({ code: null }))).toBeNull();
  });
  it('the call shows the first name, else the email', () => {
    expect(displayNameOf({ firstName: 'Marta', email: 'm@x.es' })).toBe('Marta');
    expect(displayNameOf({ firstName: '  ', email: 'm@x.es' })).toBe('m@x.es');
    expect(displayNameOf(null)).toBe('');
  });
});

// the list of upcoming sessions beside the calendar
describe('upcomingSessions', () => {
  it('keeps the sessions not yet over, soonest first, at most the limit', () => {
    const now = local(2026, 3, 4, 12);
    const over = aMeeting({
      meetingId: 1,
      start: local(2026, 3, 4, 9).toISOString(),
      end: local(2026, 3, 4, 10).toISOString(),
    });
    const running = aMeeting({
      meetingId: 2,
      start: local(2026, 3, 4, 11).toISOString(),
      end: local(2026, 3, 4, 13).toISOString(),
    });
    const later = aMeeting({
      meetingId: 3,
      start: local(2026, 3, 9, 9).toISOString(),
      end: local(2026, 3, 9, 10).toISOString(),
    });
    const soon = aMeeting({
      meetingId: 4,
      start: local(2026, 3, 5, 9).toISOString(),
      end: local(2026, 3, 5, 10).toISOString(),
    });
    const bad = aMeeting({ meetingId: 5, start: 'nope' });
    expect(upcomingSessions([later, over, bad, soon, running], now).map((m) => m.meetingId)).toEqual([2, 4, 3]);
    expect(upcomingSessions([later, soon, running], now, 2).map((m) => m.meetingId)).toEqual([2, 4]);
  });
});
