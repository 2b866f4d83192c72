/** Pure helpers of the my-bookings calendar (spec §2 account/bookings). */
import { format, parseISO } from 'date-fns';
import type { Meeting } from '~/domain';

export type DayKey = string;

/** The user's sessions by local day (times are UTC, shown in local time), each day sorted by start. */
export function sessionsByDay(meetings: Meeting[]): Map<DayKey, Meeting[]> {
  const out = new Map<DayKey, Meeting[]>();
  for (const m of meetings) {
    const start = parseISO(m.start);
    if (Number.isNaN(start.getTime())) continue;
    const key = format(start, 'yyyy-MM-dd');
    const list = out.get(key) ?? [];
    list.push(m);
    out.set(key, list);
  }
  for (const list of out.values()) list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return out;
}

export const dayKeyOfDate = (date: Date): DayKey => format(date, 'yyyy-MM-dd');

/** The month the calendar opens on: that of the next session from now, else of the last one, else now. */
export function initialMonth(meetings: Meeting[], now: Date): Date {
  const starts = meetings.map((m) => parseISO(m.start)).filter((d) => !Number.isNaN(d.getTime()));
  const upcoming = starts.filter((d) => d >= now).sort((a, b) => a.getTime() - b.getTime());
  if (upcoming[0]) return upcoming[0];
  const past = starts.sort((a, b) => b.getTime() - a.getTime());
  return past[0] ?? now;
}

/** The sessions still to come (ended ones left out), soonest first, at most `limit` (the list beside the calendar). */
export function upcomingSessions(meetings: Meeting[], now: Date, limit = 10): Meeting[] {
  return meetings
    .map((m) => ({ m, start: parseISO(m.start), end: parseISO(m.end) }))
    .filter(({ start, end }) => !Number.isNaN(start.getTime()) && (Number.isNaN(end.getTime()) ? start : end) >= now)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, limit)
    .map(({ m }) => m);
}

/** The room path of a session (spec §2 account/bookings/{meetingCode}); null without a code. */
export const roomPathOf = (m: Meeting): string | null =>
  m.code ? `/account/bookings/${encodeURIComponent(m.code)}` : null;

export const timeOf = (iso: string): string => format(parseISO(iso), 'HH:mm');

/** Display name in the call: the first name, else the email (spec §2 account/bookings/{meetingCode}). */
export function displayNameOf(user: { firstName: string; email: string } | null): string {
  if (!user) return '';
  return user.firstName.trim() || user.email;
}
