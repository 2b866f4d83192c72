// @vitest-environment jsdom
/**
 * The booking calendars' days around the shown month (the next month's first days that fill its fixed weeks): one
 * with a session is chosen right there, without turning the page; one without a session stays disabled. Fixed dates
 * (local time), so the test holds on any day and in any time zone.
 */
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayCalendar } from '~/components/DayCalendar';

const key = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('DayCalendar', () => {
  it("picks a next month's day with a session from the shown month's grid", () => {
    const withSession = new Set(['2030-01-20', '2030-02-01']);
    const onPick = vi.fn();
    const { container } = render(
      <DayCalendar
        defaultMonth={new Date(2030, 0, 1)}
        startMonth={new Date(2030, 0, 1)}
        endMonth={new Date(2030, 2, 31)}
        selected={null}
        isDayDisabled={(date) => !withSession.has(key(date))}
        onPick={onPick}
        lang="en"
      />,
    );
    const day = (k: string) => container.querySelector<HTMLButtonElement>(`td[data-day="${k}"] button`)!;
    // January 2030 in weeks from Monday: February's first days fill its last week
    expect(day('2030-02-01').closest('td')!.className).toContain('rdp-outside');
    expect(day('2030-02-01').disabled).toBe(false);
    expect(day('2030-02-02').disabled).toBe(true);
    fireEvent.click(day('2030-02-01'));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(key(onPick.mock.calls[0]![0] as Date)).toBe('2030-02-01');
    fireEvent.click(day('2030-02-02'));
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
