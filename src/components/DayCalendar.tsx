/**
 * The day calendar of the booking screens (a trainer's availability, my bookings; spec §5, §9 "The day calendar
 * always shows a fixed number of weeks"): react-day-picker, weeks from Monday, in the member's language. Only the
 * shown month's days can be chosen: the other months' days that fill its fixed weeks are drawn faded, as buttons that
 * are disabled (an enabled faded day was a control without enough contrast, WCAG 1.4.3, and picked a day of a month
 * not shown). They stay enabled for the calendar's own rules, so that the arrow keys still walk into the next month
 * (the calendar turns the page and the day is the month's own then), as the month arrows do.
 */
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import { dateLocaleOf } from '../shared/dateLocale';

export interface DayCalendarProps {
  /** the month shown first */
  defaultMonth: Date;
  /** the first and last months the arrows reach */
  startMonth?: Date;
  endMonth?: Date;
  selected: Date | null;
  /** whether a day cannot be chosen (no free session, outside the window; the other months' days never can here) */
  isDayDisabled(date: Date): boolean;
  onPick(date: Date): void;
  lang: string;
  /** extra day states, as class names (my bookings' days with a session) */
  marked?: { is(date: Date): boolean; className: string };
}

/** A day's button, disabled while its day only fills the shown month's weeks. */
function ShownMonthDayButton(props: DayButtonProps) {
  return <DayButton {...props} disabled={props.disabled || props.modifiers.outside} />;
}

const COMPONENTS = { DayButton: ShownMonthDayButton };

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
      components={COMPONENTS}
    />
  );
}
