import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { meetingsQuery } from '~/api/queries.lazy';
import type { Meeting } from '~/domain';
import { dayKeyOfDate, initialMonth, sessionsByDay, upcomingSessions, type DayKey } from './bookings';

export interface MyBookingsVm {
  loading: boolean;
  failed: boolean;
  /** month the calendar opens on */
  month: Date;
  hasSessions: boolean;
  /** the chosen day and its sessions (the dialog is open when set) */
  day: DayKey | null;
  selected: Date | null;
  sessions: Meeting[];
  /** the next sessions, soonest first (listed beside the calendar) */
  upcoming: Meeting[];
}

export interface MyBookingsOn {
  isDayDisabled(date: Date): boolean;
  hasSession(date: Date): boolean;
  pickDate(date: Date): void;
  close(): void;
  retry(): void;
}

/** My bookings (spec §2 account/bookings): the user's sessions on a calendar; a day opens its sessions. */
export function useMyBookings(): { vm: MyBookingsVm; on: MyBookingsOn } {
  const { endpoints, toasts } = useRouteContext({ from: '__root__' });
  const meetings = useQuery({ ...meetingsQuery(endpoints), staleTime: 0 });
  const [day, setDay] = useState<{ key: DayKey; date: Date } | null>(null);
  const [now] = useState(() => new Date());
  const byDay = useMemo(() => sessionsByDay(meetings.data ?? []), [meetings.data]);
  const error = meetings.isError ? meetings.error : null;
  useEffect(() => {
    if (error) toasts.error(error, undefined, { id: 'bookings.error' });
  }, [error, toasts]);
  const has = (date: Date) => byDay.has(dayKeyOfDate(date));
  return {
    vm: {
      loading: meetings.isPending,
      failed: meetings.isError,
      month: initialMonth(meetings.data ?? [], now),
      hasSessions: byDay.size > 0,
      day: day?.key ?? null,
      selected: day?.date ?? null,
      sessions: day ? (byDay.get(day.key) ?? []) : [],
      upcoming: upcomingSessions(meetings.data ?? [], now),
    },
    on: {
      isDayDisabled: (date) => !has(date),
      hasSession: has,
      pickDate: (date) => {
        if (has(date)) setDay({ key: dayKeyOfDate(date), date });
      },
      close: () => setDay(null),
      retry: () => void meetings.refetch(),
    },
  };
}
