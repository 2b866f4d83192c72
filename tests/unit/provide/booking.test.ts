// @vitest-environment jsdom
/** The booking provision: availability and cards through the Query cache, the join call, as data; the toasts. */
import { describe, expect, it } from 'vitest';
import { BOOKING_RESERVED, provide } from '~/app/provide/booking';
import { queryKeys } from '~/api/queries';
import * as p from '../../fixtures/api/provider';
import { action, appDeps, callOutcomes, json, run, watchInvalidations, watchToasts } from './support';

describe('booking provision', () => {
  const { deps, provider, navigate } = appDeps();
  const { booking } = provide(deps);
  const shown = watchToasts();

  describe('loadAvailability', () => {
    const input = { trainerId: 81, from: '2025-03-01', to: '2025-05-31' };
    callOutcomes(provider, () => run(booking, 'loadAvailability', input), {
      success: () =>
        json(200, {
          dailyScheduleList: [
            { day: '2025-03-05', parts: [{ start: '2025-03-05T10:00:00Z', end: '2025-03-05T11:00:00Z' }] },
          ],
        }),
      value: {
        dailyScheduleList: [
          { day: '2025-03-05', parts: [{ start: '2025-03-05T10:00:00Z', end: '2025-03-05T11:00:00Z', meeting: null }] },
        ],
      },
      code: 'failed',
    });
  });

  describe('loadCards', () => {
    callOutcomes(provider, () => run(booking, 'loadCards'), {
      success: () => json(200, [p.minimalCard]),
      value: [expect.objectContaining({ id: 'pm_456' })],
      code: 'failed',
    });
  });

  describe('join', () => {
    const input = { id: 71, requestedDateTime: '2025-03-05T12:00:00Z', trainerId: 81, paymentMethodId: 'pm_1' };
    callOutcomes(provider, () => run(booking, 'join', input), {
      success: () => json(200, p.fullMeeting),
      value: expect.objectContaining({ meetingId: 91, code: 'abc-123' }),
      code: 'rejected',
    });
  });

  it("booked: the trainers' data and the meetings are fetched again, the member sees their bookings", () => {
    const invalidated = watchInvalidations(deps.queryClient);
    action(booking, 'booked')({ start: '2025-03-05T12:00:00Z' });
    expect(invalidated).toEqual([queryKeys.meetings('4'), queryKeys.trainers('4')]);
    expect(shown.map((t) => t.text)).toEqual([BOOKING_RESERVED.message]);
    expect(navigate).toHaveBeenCalledWith({ to: '/account/bookings' });
  });

  it("the failure's notice: the server's message, else the flow's own", () => {
    action(booking, 'notifyFailure')({ message: 'Slot taken', fallback: { id: 'x', message: 'Not booked' } });
    action(booking, 'notifyFailure')({ message: null, fallback: { id: 'x', message: 'Not booked' } });
    expect(shown.map((t) => t.text)).toEqual(['Slot taken', 'Not booked']);
  });
});
