/**
 * The day calendar of the booking screens (a trainer's availability, my bookings; spec §5, §9 "The day calendar
 * always shows a fixed number of weeks"): react-day-picker, weeks from Monday, in the member's language. Only the
 * shown month's days can be chosen: the other months' days that fill its fixed weeks are drawn faded and disabled
 * (an enabled faded day was a control without enough contrast, WCAG 1.4.3, and picked a day of a month not shown);
 * the arrows bring their month.
 */
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { isSameMonth } from 'date-fns';
import { dateLocaleOf } from '../shared/dateLocale';

export interface DayCalendarProps {
  /** the month shown first */
  defaultMonth: Date;
  /** the first and last months the arrows reach */
  startMonth?: Date;
  endMonth?: Date;
  selected: Date | null;
  /** whether a day of the shown month can be chosen */
  isDayDisabled(date: Date): boolean;
  onPick(date: Date): void;
  lang: string;
  /** extra day states, as class names (my bookings' days with a session) */
  marked?: { is(date: Date): boolean; className: string };
}

export function DayCalendar({
  defaultMonth,
  startMonth,
  endMonth,
  selected,
  isDayDisabled,
  onPick,
  lang,
  marked,
}: DayCalendarProps) {
  const [month, setMonth] = useState(defaultMonth);
  return (
    <DayPicker
      className="booking__calendar"
      mode="single"
      selected={selected ?? undefined}
      onDayClick={(date, modifiers) => {
        if (!modifiers.disabled) onPick(date);
      }}
      disabled={(date) => !isSameMonth(date, month) || isDayDisabled(date)}
      modifiers={marked ? { marked: marked.is } : undefined}
      modifiersClassNames={marked ? { marked: marked.className } : undefined}
      month={month}
      onMonthChange={setMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      fixedWeeks
      showOutsideDays
      weekStartsOn={1}
      locale={dateLocaleOf(lang)}
    />
  );
}
