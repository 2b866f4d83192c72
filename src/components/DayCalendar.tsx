/**
 * The day calendar of the booking screens (a trainer's availability, my bookings; spec §5, §9 "The day calendar
 * always shows a fixed number of weeks"): react-day-picker, weeks from Monday, in the member's language. The other
 * months' days that fill the shown month's fixed weeks follow the same rule as its own: a day with a session can be
 * chosen there too (drawn like the month's own bookable days, at full contrast), so that the first days of the next
 * month are picked without turning the page; a day without one is drawn faded and disabled.
 */
import { DayPicker } from 'react-day-picker';
import { dateLocaleOf } from '~/i18n/dateLocale';

export interface DayCalendarProps {
  /** the month shown first */
  defaultMonth: Date;
  /** the first and last months the arrows reach */
  startMonth?: Date;
  endMonth?: Date;
  selected: Date | null;
  /** whether a day cannot be chosen (no free session, outside the window), in the shown month or around it */
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
  return (
    <DayPicker
      className="booking__calendar"
      mode="single"
      selected={selected ?? undefined}
      onDayClick={(date, modifiers) => {
        if (!modifiers.disabled) onPick(date);
      }}
      disabled={isDayDisabled}
      modifiers={marked ? { marked: marked.is } : undefined}
      modifiersClassNames={marked ? { marked: marked.className } : undefined}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      fixedWeeks
      showOutsideDays
      weekStartsOn={1}
      locale={dateLocaleOf(lang)}
    />
  );
}
