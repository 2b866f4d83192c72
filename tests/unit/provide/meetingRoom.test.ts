/** The meeting room's provision: its notices (one error toast by id) and its ways out. */
import { describe, expect, it } from 'vitest';
import { provide } from '~/app/provide/meetingRoom';
import { action, appDeps, watchToasts } from './support';

describe('meetingRoom provision', () => {
  const { deps, navigate } = appDeps();
  const { meetingRoom } = provide(deps);
  const shown = watchToasts();

  it('an error of the room says its message, in one toast however often it is said', () => {
    action(
      meetingRoom,
      'notifyError',
    )({ message: { id: 'meeting.not_found', message: 'This meeting does not exist' } });
    action(
      meetingRoom,
      'notifyError',
    )({ message: { id: 'meeting.not_found', message: 'This meeting does not exist' } });
    expect(shown).toEqual([
      { kind: 'error', text: 'This meeting does not exist', id: 'meeting.error' },
      { kind: 'error', text: 'This meeting does not exist', id: 'meeting.error' },
    ]);
  });

  it('the end of a meeting is said as information, and the member goes to their bookings', () => {
    action(meetingRoom, 'notifyEnded')({ message: { id: 'meeting.ended', message: 'The meeting has ended' } });
    action(meetingRoom, 'goToBookings')();
    expect(shown.map((t) => [t.kind, t.text])).toEqual([['message', 'The meeting has ended']]);
    expect(navigate).toHaveBeenCalledWith({ to: '/account/bookings', replace: true });
  });
});
