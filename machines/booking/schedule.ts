/**
 * Pure booking-calendar rules (spec §5 "Booking calendar", §9 booking window, §3 Availability).
 *
 * - The window runs from today to the end of the month two months ahead (local time).
 * - Availability times are UTC; slots are shown and grouped by the user's local day.
 * - Only days with at least one slot that has not started yet can be chosen.
 */
import { addMonths, endOfMonth, format, isAfter, isBefore, parseISO, startOfDay } from 'date-fns';
import type { Availability, AvailabilityPart, Template } from '~/domain';

/** A local calendar day, `YYYY-MM-DD`. */
export type DayKey = string;

export interface BookingWindow {
  /** first bookable day (today), local */
  from: DayKey;
  /** last bookable day (end of the month two months ahead), local */
  to: DayKey;
}

/** Months after the current one that the calendar reaches (spec §9: "end of the month two months ahead"). */
export const BOOKING_MONTHS_AHEAD = 2;

export const dayKeyOf = (date: Date): DayKey => format(date, 'yyyy-MM-dd');

/** Today to the end of the month two months ahead, as local days. */
export function bookingWindow(now: Date): BookingWindow {
  return {
    from: dayKeyOf(startOfDay(now)),
    to: dayKeyOf(endOfMonth(addMonths(now, BOOKING_MONTHS_AHEAD))),
  };
}

/** The local day of an instant given in UTC (ISO 8601). */
export const localDayOf = (iso: string): DayKey => dayKeyOf(parseISO(iso));

/** Bookable slots by local day: inside the window, not started yet, sorted by start. */
export type Schedule = Record<DayKey, AvailabilityPart[]>;

export function scheduleOf(availability: Availability, now: Date): Schedule {
  const window = bookingWindow(now);
  const out: Schedule = {};
  for (const { parts } of availability.dailyScheduleList) {
    for (const part of parts) {
      const start = parseISO(part.start);
      if (Number.isNaN(start.getTime()) || !isAfter(start, now)) continue;
      const day = dayKeyOf(start);
      if (day < window.from || day > window.to) continue;
      (out[day] ??= []).push(part);
    }
  }
  for (const day of Object.keys(out)) out[day]!.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return out;
}

/** A day can be chosen when it has at least one slot (spec §5). */
export const dayHasSlots = (schedule: Schedule, day: DayKey): boolean => (schedule[day]?.length ?? 0) > 0;

/**
 * The day whose month the calendar opens on: the chosen day (back from adding a card), else the first day with a
 * slot, else the window's first day (today). On the last days of a month the first free session is often in the
 * next one: opening on a month of disabled days would hide every bookable day behind the next-month arrow.
 */
export function openingDay(schedule: Schedule, window: BookingWindow, chosen: DayKey | null): DayKey {
  if (chosen) return chosen;
  const first = Object.keys(schedule)
    .filter((day) => dayHasSlots(schedule, day))
    .sort()[0];
  return first ?? window.from;
}

/** Whether a date lies outside the window or has no slot: the calendar disables it. */
export function isDayDisabled(schedule: Schedule, date: Date): boolean {
  return !dayHasSlots(schedule, dayKeyOf(date));
}

export const findSlot = (schedule: Schedule, day: DayKey | null, start: string | null): AvailabilityPart | null =>
  day && start ? (schedule[day]?.find((p) => p.start === start) ?? null) : null;

/** A group slot carries its meeting (spec §4 Booking: it books directly). */
export const isGroupSlot = (slot: AvailabilityPart | null): boolean => slot?.meeting != null;

/** Group size shown is maxParticipants minus 1 (spec §9). */
export const shownGroupSize = (maxParticipants: number): number => Math.max(0, maxParticipants - 1);

/** Price of what is being booked: the group meeting's, else the chosen template's (absent counts as 0). */
export function bookingPrice(slot: AvailabilityPart | null, template: Template | null): number {
  if (slot?.meeting) return slot.meeting.price || 0;
  return template?.price || 0;
}

/** A local day as a Date (local midnight), for a calendar. */
export const dateOfDay = (day: DayKey): Date => parseISO(day);

/** Dates for a calendar: the window's bounds as Date objects (local midnight). */
export function windowDates(window: BookingWindow): { from: Date; to: Date } {
  return { from: dateOfDay(window.from), to: dateOfDay(window.to) };
}

/** True when `date` (local) is before today. */
export const isPast = (date: Date, now: Date): boolean => isBefore(date, startOfDay(now));
