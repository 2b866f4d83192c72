// @vitest-environment jsdom
/**
 * Booking calendar rules (spec §5 "Booking calendar", §9 booking window, §3 Availability: UTC times shown in local
 * time). Dates are built in local time so the rules hold in any time zone.
 */
import { describe, expect, it } from 'vitest';
import {
  bookingPrice,
  bookingWindow,
  dayHasSlots,
  dayKeyOf,
  findSlot,
  isDayDisabled,
  isGroupSlot,
  openingDay,
  scheduleOf,
  shownGroupSize,
} from '~machines/booking/schedule';
import { aMeeting, aTemplate, part } from '../fixtures/trainers';
import { checkAccess, type AccessContext } from '~/domain/access';
import { routeRules } from '~/app/routeRules';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const iso = (date: Date) => date.toISOString();

describe('bookingWindow', () => {
  it.each([
    [local(2026, 1, 15, 9), '2026-01-15', '2026-03-31'],
    [local(2026, 11, 30, 23, 59), '2026-11-30', '2027-01-31'],
    [local(2026, 12, 1), '2026-12-01', '2027-02-28'],
    [local(2027, 12, 31, 12), '2027-12-31', '2028-02-29'],
  ])('from %s: today (%s) to the end of the month two months ahead (%s)', (now, from, to) => {
    expect(bookingWindow(now)).toEqual({ from, to });
  });
});

describe('scheduleOf', () => {
  const now = local(2026, 3, 2, 12);
  const tomorrow10 = local(2026, 3, 3, 10);
  const tomorrow18 = local(2026, 3, 3, 18);
  const earlierToday = local(2026, 3, 2, 9);
  const laterToday = local(2026, 3, 2, 17);
  const pastWindow = local(2026, 6, 1, 10);
  const lastDay = local(2026, 5, 31, 22);

  const schedule = scheduleOf(
    {
      dailyScheduleList: [
        // the provider's days are UTC; the app regroups by local day and sorts
        { day: '2026-03-02', parts: [part(iso(earlierToday)), part(iso(laterToday))] },
        { day: '2026-03-03', parts: [part(iso(tomorrow18), aMeeting()), part(iso(tomorrow10))] },
        { day: '2026-05-31', parts: [part(iso(lastDay))] },
        { day: '2026-06-01', parts: [part(iso(pastWindow))] },
        { day: 'bad', parts: [{ start: 'not a date', end: 'not a date', meeting: null }] },
      ],
    },
    now,
  );

  it('groups slots by local day, sorted by start, inside the window, dropping those already started', () => {
    expect(Object.keys(schedule).sort()).toEqual(['2026-03-02', '2026-03-03', '2026-05-31']);
    expect(schedule['2026-03-02']!.map((p) => p.start)).toEqual([iso(laterToday)]);
    expect(schedule['2026-03-03']!.map((p) => p.start)).toEqual([iso(tomorrow10), iso(tomorrow18)]);
  });

  it('only days with a slot can be chosen; the rest of the calendar is disabled', () => {
    expect(dayHasSlots(schedule, '2026-03-03')).toBe(true);
    expect(dayHasSlots(schedule, '2026-03-04')).toBe(false);
    expect(isDayDisabled(schedule, local(2026, 3, 3))).toBe(false);
    expect(isDayDisabled(schedule, local(2026, 3, 1))).toBe(true);
    expect(isDayDisabled(schedule, local(2026, 6, 1))).toBe(true);
    expect(dayKeyOf(local(2026, 3, 3, 23, 59))).toBe('2026-03-03');
  });

  it('finds a slot by day and start; a group slot carries its meeting', () => {
    const group = findSlot(schedule, '2026-03-03', iso(tomorrow18));
    expect(isGroupSlot(group)).toBe(true);
    expect(isGroupSlot(findSlot(schedule, '2026-03-03', iso(tomorrow10)))).toBe(false);
    expect(findSlot(schedule, '2026-03-04', iso(tomorrow10))).toBeNull();
    expect(findSlot(schedule, null, null)).toBeNull();
  });
});

describe('openingDay: the month the calendar opens on', () => {
  it('on the last evening of a month whose free sessions are all in the next one, the next month', () => {
    const now = local(2026, 12, 31, 23, 50);
    const window = bookingWindow(now);
    const schedule = scheduleOf(
      {
        dailyScheduleList: [
          { day: '2026-12-31', parts: [part(iso(local(2026, 12, 31, 20)))] },
          { day: '2027-01-04', parts: [part(iso(local(2027, 1, 4, 10)))] },
          { day: '2027-01-02', parts: [part(iso(local(2027, 1, 2, 10)))] },
        ],
      },
      now,
    );
    expect(openingDay(schedule, window, null)).toBe('2027-01-02');
  });

  it('the first day with a slot in this month when there is one; today when no day has a slot', () => {
    const now = local(2026, 3, 2, 12);
    const window = bookingWindow(now);
    const schedule = scheduleOf(
      {
        dailyScheduleList: [
          { day: '2026-04-01', parts: [part(iso(local(2026, 4, 1, 10)))] },
          { day: '2026-03-20', parts: [part(iso(local(2026, 3, 20, 10)))] },
        ],
      },
      now,
    );
    expect(openingDay(schedule, window, null)).toBe('2026-03-20');
    expect(openingDay({}, window, null)).toBe('2026-03-02');
    expect(openingDay({ '2026-03-05': [] }, window, null)).toBe('2026-03-02');
  });

  it('the chosen day wins (back from adding a card, its month is shown)', () => {
    const now = local(2026, 3, 2, 12);
    const schedule = scheduleOf(
      { dailyScheduleList: [{ day: '2026-03-20', parts: [part(iso(local(2026, 3, 20, 10)))] }] },
      now,
    );
    expect(openingDay(schedule, bookingWindow(now), '2026-05-12')).toBe('2026-05-12');
  });
});

describe('prices and group size', () => {
  it('the group meeting price wins; otherwise the template price; absent is 0', () => {
    expect(bookingPrice(part('2026-03-03T18:00:00Z', aMeeting({ price: 10 })), aTemplate({ price: 25 }))).toBe(10);
    expect(bookingPrice(part('2026-03-03T10:00:00Z'), aTemplate({ price: 25 }))).toBe(25);
    expect(bookingPrice(part('2026-03-03T10:00:00Z'), null)).toBe(0);
    expect(bookingPrice(null, null)).toBe(0);
  });

  it('group size shown is maxParticipants minus 1 (never negative)', () => {
    expect(shownGroupSize(9)).toBe(8);
    expect(shownGroupSize(0)).toBe(0);
  });
});

describe('who may open trainers and bookings (spec §6)', () => {
  const ctx = (over: Partial<AccessContext> = {}): AccessContext => ({
    authenticated: true,
    roles: ['USER'],
    device: 'web',
    companyCode: 'MCT',
    clubId: 2,
    publicAccess: true,
    ...over,
  });

  it('trainers: TTT, MCT and SPT on the web; anonymous only on a public club; never on TV', () => {
    for (const companyCode of ['TTT', 'MCT', 'SPT'])
      expect(checkAccess(routeRules.trainers, ctx({ companyCode }))).toBeNull();
    expect(checkAccess(routeRules.trainers, ctx({ companyCode: 'FBT' }))).toBe('companies');
    expect(checkAccess(routeRules.trainers, ctx({ device: 'tv' }))).toBe('devices');
    expect(checkAccess(routeRules.trainers, ctx({ authenticated: false, roles: [] }))).toBeNull();
    expect(checkAccess(routeRules.trainers, ctx({ authenticated: false, roles: [], publicAccess: false }))).toBe(
      'catalogue',
    );
  });

  it('bookings: logged in, role USER, a club whose members book trainers (TTT, MCT, SPT), web only', () => {
    expect(checkAccess(routeRules.bookings, ctx())).toBeNull();
    expect(checkAccess(routeRules.bookings, ctx({ companyCode: 'SPT' }))).toBeNull();
    expect(checkAccess(routeRules.bookings, ctx({ companyCode: 'FBT' }))).toBe('companies');
    expect(checkAccess(routeRules.bookings, ctx({ roles: ['SPECIAL'] as never }))).toBe('roles');
    expect(checkAccess(routeRules.bookings, ctx({ device: 'tv' }))).toBe('devices');
    expect(checkAccess(routeRules.bookings, ctx({ authenticated: false, roles: [] }))).toBe('authorize');
  });
});
