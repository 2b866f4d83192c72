import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/booking/booking.selectors';
import type { BookingStep } from '~machines/booking/booking.selectors';
import { dateOfDay, dayKeyOf, isDayDisabled, windowDates, type DayKey } from '~machines/booking/schedule';
import * as sessionSel from '~machines/session/session.selectors';
import { parseId, type AvailabilityPart, type Card, type Template, type Trainer } from '~/domain';
import { searchText } from '~/domain/searchParams';
import type { BookingResume } from '~machines/booking/bookingMachine';
import { meetingsQuery } from '~/api/queries.lazy';
import { useActorRef, useFlow } from '~/app/machines';

export interface BookingVm {
  step: BookingStep;
  /** first and last month the calendar shows (the booking window) */
  from: Date;
  to: Date;
  /** a day of the month the calendar opens on (the chosen day's, else the first free session's, else this month) */
  month: Date;
  /** the chosen day (local midnight) */
  selected: Date | null;
  day: DayKey | null;
  /** how many days have a slot (none: an empty-state line under the calendar) */
  availableDays: number;
  slots: AvailabilityPart[];
  slot: AvailabilityPart | null;
  templates: Template[];
  template: Template | null;
  price: number;
  cards: Card[];
  cardId: string | null;
  loadingCards: boolean;
  busy: boolean;
  canConfirm: boolean;
  noCards: boolean;
  /** start instants (epoch ms) of the sessions this user already booked: such slots show as booked */
  bookedStarts: ReadonlySet<number>;
  /** the payment step's "Add a card" target (back here with these choices afterwards) */
  addCardHref: string;
}

export interface BookingOn {
  pickDate(date: Date): void;
  pickSlot(start: string): void;
  pickTemplate(templateId: number): void;
  selectCard(cardId: string): void;
  confirm(): void;
  back(): void;
  close(): void;
  login(): void;
  retry(): void;
  isDayDisabled(date: Date): boolean;
  /** the "add a card" link of the payment step: to the add-card target, which sends the member back here */
  addCard(event: { preventDefault(): void }): void;
}

/** Back from adding a card (`?book=<trainer>&day=&slot=&template=&card=`): the choices to restore for this trainer. */
export function bookingResumeOf(search: Record<string, unknown>, trainerId: number): BookingResume | null {
  const text = (key: string) => searchText.parse(search[key]);
  const day = text('day');
  const slotStart = text('slot');
  if (text('book') !== String(trainerId) || !day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !slotStart) return null;
  const template = text('template');
  const templateId = parseId(template);
  return { day: day as DayKey, slotStart, templateId, cardId: text('card') ?? null };
}

/** The booking flow of one trainer: a component-scoped booking actor (stopped when the calendar unmounts). */
export function useBooking(trainer: Trainer): { vm: BookingVm; on: BookingOn } {
  const { session, endpoints } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const router = useRouter();
  const authenticated = useSelector(session, sessionSel.selectIsAuthenticated);
  const search: Record<string, unknown> = useSearch({ strict: false });
  // read once, then taken out of the address: a reload later starts a fresh booking
  const [resume] = useState(() => bookingResumeOf(search, trainer.id));
  const { booking, addCardHref, resumeKeys } = useFlow('booking');
  useEffect(() => {
    if (!resume) return;
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(prev).filter(([key]) => !(resumeKeys as readonly string[]).includes(key))),
      replace: true,
    } as never);
  }, [resume, navigate, resumeKeys]);
  const [now] = useState(() => Date.now());
  const actor = useActorRef(booking, {
    input: { trainerId: trainer.id, templates: trainer.templates, authenticated, now, resume },
  });
  const snapshot = useSelector(actor, (s) => s);
  // the user's own sessions (Query cache): a group slot they already joined shows as booked
  const meetings = useQuery({ ...meetingsQuery(endpoints), enabled: authenticated });
  const bookedStarts = useMemo(() => new Set((meetings.data ?? []).map((m) => Date.parse(m.start))), [meetings.data]);
  const schedule = sel.selectSchedule(snapshot);
  const { from, to } = windowDates(sel.selectWindow(snapshot));
  const day = sel.selectDay(snapshot);
  return {
    vm: {
      step: sel.selectStep(snapshot),
      from,
      to,
      month: dateOfDay(sel.selectOpeningDay(snapshot)),
      selected: day ? dateOfDay(day) : null,
      day,
      availableDays: sel.selectDaysWithSlots(snapshot).length,
      slots: sel.selectDaySlots(snapshot),
      slot: sel.selectSlot(snapshot),
      templates: sel.selectTemplates(snapshot),
      template: sel.selectTemplate(snapshot),
      price: sel.selectPrice(snapshot),
      cards: sel.selectCards(snapshot),
      cardId: sel.selectCardId(snapshot),
      loadingCards: snapshot.matches({ ready: { payment: 'loadingCards' } }),
      busy: sel.selectIsBusy(snapshot),
      canConfirm: sel.selectCanConfirm(snapshot),
      noCards: sel.selectHasNoCards(snapshot),
      bookedStarts,
      addCardHref:
        day && snapshot.context.slotStart
          ? addCardHref(router.state.location.href, trainer.id, {
              day,
              slotStart: snapshot.context.slotStart,
              templateId: snapshot.context.templateId,
            })
          : '/account/payment-methods',
    },
    on: {
      pickDate: (date) => actor.send({ type: 'user.pickDay', day: dayKeyOf(date) }),
      pickSlot: (start) => actor.send({ type: 'user.pickSlot', start }),
      pickTemplate: (templateId) => actor.send({ type: 'user.pickTemplate', templateId }),
      selectCard: (cardId) => actor.send({ type: 'user.selectCard', cardId }),
      confirm: () => actor.send({ type: 'user.confirm' }),
      back: () => actor.send({ type: 'user.back' }),
      close: () => actor.send({ type: 'user.close' }),
      login: () => actor.send({ type: 'user.login' }),
      retry: () => actor.send({ type: 'user.retry' }),
      isDayDisabled: (date) => isDayDisabled(schedule, date),
      addCard: (event) => {
        event.preventDefault();
        actor.send({ type: 'user.addCard' });
      },
    },
  };
}
