/**
 * The booking machine with its real actors and effects (the only place it gets `.provide(...)`): availability and
 * cards through the Query cache, the join call, the success toast and navigation, the login redirect.
 */
import { fromPromise } from '../actors';
import { toast } from '~/services/toast';
import { msg } from '@lingui/core/macro';
import { bookingMachine } from '~machines/booking/bookingMachine';
import { attempt } from '~/api/attempt';
import { queryKeys } from '~/api/queries';
import { formatDate, formatTime } from '~/domain';
import { availabilityQuery, cardsQuery, meetingsQuery } from '~/api/queries.lazy';
import { onFailure, text, toastSuccess } from '~/services/notify';
import { addCardTarget, returnWith, safeReturnTo } from '~/domain/returnTo';
import { canAccess } from '~/domain/access';
import { accessContextOf } from '../guard';
import { routeRules } from '../routeRules';
import type { AppDeps } from '../machines';
import { fetchForActor } from '../fetchForActor';

export const BOOKING_RESERVED = msg({ id: 'trainers.modal_book.reserved', message: 'Your session is booked.' });
/** Where the member may not open their bookings (SPT): the confirmation says when, since no page will show it. */
export const BOOKING_RESERVED_AT = msg({
  id: 'trainers.modal_book.reserved_at',
  message: 'Your session is booked for {date} at {time}.',
});

/** The session's date (DD/MM/YYYY, spec §9) and time (HH:mm), in local time like the provider's. */
export function bookedWhen(start: string): { date: string; time: string } | null {
  const date = formatDate(start);
  return date ? { date, time: formatTime(start) } : null;
}

/** The search parameters that carry a paid booking's choices through the add-card target and back. */
export const BOOKING_RESUME_KEYS = ['book', 'day', 'slot', 'template', 'card'] as const;

/** "Add a card" from the payment step: the add-card target, sending the member back to this booking afterwards. */
export function bookingAddCardHref(
  currentHref: string,
  trainerId: number,
  choice: { day: string; slotStart: string; templateId: number | null },
): string {
  const back = returnWith(currentHref, {
    book: String(trainerId),
    day: choice.day,
    slot: choice.slotStart,
    template: choice.templateId === null ? undefined : String(choice.templateId),
    card: undefined,
  });
  return addCardTarget(back);
}

/** The page the member is on (the router's location href: path, search and hash). */
const currentHref = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function provide(deps: Pick<AppDeps, 'endpoints' | 'queryClient' | 'navigate' | 'session' | 'device'>) {
  // whether the member may open /account/bookings (its route's access rule)
  const canOpenBookings = () =>
    canAccess(routeRules.bookings, accessContextOf(deps.session.getSnapshot(), deps.device));
  const booking = bookingMachine.provide({
    actors: {
      loadAvailability: fromPromise(({ input, signal }) => {
        const range = { from: input.from, to: input.to };
        const query = { ...availabilityQuery(deps.endpoints, input.trainerId, range), staleTime: 0 };
        return attempt('failed', () => fetchForActor(deps.queryClient, query, signal));
      }),
      loadCards: fromPromise(({ signal }) =>
        attempt('failed', () =>
          fetchForActor(deps.queryClient, { ...cardsQuery(deps.endpoints), staleTime: 0 }, signal),
        ),
      ),
      join: fromPromise(({ input }) =>
        attempt('rejected', () =>
          deps.endpoints.joinMeeting(input.id, {
            requestedDateTime: input.requestedDateTime,
            paymentMethodId: input.paymentMethodId,
            trainerId: input.trainerId,
            ...(input.templateId !== undefined ? { templateId: input.templateId } : {}),
          }),
        ),
      ),
    },
    actions: {
      booked: (_, meeting) => {
        void deps.queryClient.invalidateQueries({ queryKey: meetingsQuery(deps.endpoints).queryKey });
        void deps.queryClient.invalidateQueries({ queryKey: queryKeys.trainers(deps.endpoints.clubKey()) });
        if (canOpenBookings()) {
          toastSuccess(BOOKING_RESERVED);
          deps.navigate({ to: '/account/bookings' });
          return;
        }
        // spec §4 "goes to /account/bookings": where the member may not open it, the booking is
        // confirmed where they are, with its date and time, and stays open longer than a plain toast
        const when = bookedWhen(meeting.start);
        toast.success(when ? text(BOOKING_RESERVED_AT, when) : text(BOOKING_RESERVED), { duration: 10_000 });
      },
      notifyFailure: onFailure(),
      goToLogin: () =>
        deps.navigate({ to: '/auth/login', search: { returnTo: safeReturnTo(currentHref(), '/trainers') } }),
      // a checked returnTo inside the add-card target
      goToAddCard: ({ context }, choice) =>
        deps.navigate({ href: bookingAddCardHref(currentHref(), context.trainerId, choice) }),
    },
  });
  // the add-card detour of the payment step and the search parameters that bring the choices back
  return { booking, addCardHref: bookingAddCardHref, resumeKeys: BOOKING_RESUME_KEYS };
}
