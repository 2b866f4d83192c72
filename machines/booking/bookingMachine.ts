/**
 * Booking a trainer session (spec §4 Booking, §5 booking rules, §8 Trainers, §9 booking window).
 *
 * The availability of the window (today to the end of the month two months ahead) is loaded first; failure shows
 * trainers.availability.error (or the server's message) and offers a retry. Only days with a slot can be picked.
 * Logged-out users get the login modal instead (the app sends them to /auth/login with a returnTo back here).
 * Then a slot: a group slot (meeting present) books directly; an individual slot offers the trainer's templates.
 * When the price is above zero the payment-method picker comes first (no card: trainers.modal_book.error_no_payment_method).
 * Success is handed to the named action `booked` (close the modals, toast trainers.modal_book.reserved, go to
 * /account/bookings); a refusal shows trainers.modal_book.error (or the server's message) and keeps every choice.
 * "Add a card" in the payment step hands the choices to `goToAddCard` (the add-card target sends the member back);
 * coming back (`resume`), the same day, slot and template open at the payment step with the new card selected, as
 * long as that slot is still offered and paid; otherwise the calendar opens as usual.
 */
import { and, assign, setup, stateIn } from 'xstate';
import type { Availability, Card, Meeting, MessageDescriptor, Result, Template } from '~/domain';
import { actionStub, promiseStub } from '../shared/stubs';
import {
  bookingPrice,
  bookingWindow,
  dayHasSlots,
  findSlot,
  isGroupSlot,
  scheduleOf,
  type BookingWindow,
  type DayKey,
  type Schedule,
} from './schedule';
import { notifyFailure, okValue, outputOk } from '../shared/outcome';

export const bookingMessages = {
  availabilityError: /*i18n*/ {
    id: 'trainers.availability.error',
    message: 'The availability of this trainer could not be loaded.',
  },
  bookError: /*i18n*/ { id: 'trainers.modal_book.error', message: 'The session could not be booked.' },
  noPaymentMethod: /*i18n*/ {
    id: 'trainers.modal_book.error_no_payment_method',
    message: 'Add a payment method to book a paid session.',
  },
  cardsError: /*i18n*/ { id: 'trainers.modal_book.error_cards', message: 'Your saved cards could not be loaded.' },
} as const;

/** The choices of a paid booking a member left to add a card, and the card they added. */
export interface BookingResume {
  day: DayKey;
  slotStart: string;
  templateId: number | null;
  cardId: string | null;
}

export interface BookingMachineInput {
  /** back from adding a card: the choices to restore */
  resume?: BookingResume | null;
  trainerId: number;
  /** the trainer's templates, offered for an individual slot */
  templates: Template[];
  authenticated: boolean;
  /** the current time (ms): fixes the window and hides slots that already started */
  now: number;
}

export interface BookingContext {
  trainerId: number;
  templates: Template[];
  authenticated: boolean;
  now: number;
  window: BookingWindow;
  schedule: Schedule;
  day: DayKey | null;
  slotStart: string | null;
  templateId: number | null;
  cards: Card[];
  cardId: string | null;
  resume: BookingResume | null;
}

export type BookingEvent =
  | { type: 'user.pickDay'; day: DayKey }
  | { type: 'user.pickSlot'; start: string }
  | { type: 'user.pickTemplate'; templateId: number }
  | { type: 'user.selectCard'; cardId: string }
  | { type: 'user.confirm' }
  | { type: 'user.back' }
  | { type: 'user.close' }
  | { type: 'user.login' }
  | { type: 'user.retry' }
  | { type: 'user.addCard' };

export type BookingFailure = 'rejected';

export interface JoinInput {
  /** meeting id (group slot) or template id (individual slot) */
  id: number;
  requestedDateTime: string;
  trainerId: number;
  templateId?: number;
  paymentMethodId: string | null;
}

const selectedTemplate = (c: BookingContext): Template | null =>
  c.templateId === null ? null : (c.templates.find((t) => t.id === c.templateId) ?? null);
const selectedSlot = (c: BookingContext) => findSlot(c.schedule, c.day, c.slotStart);
const priceOf = (c: BookingContext) => bookingPrice(selectedSlot(c), selectedTemplate(c));

export function joinInputOf(c: BookingContext): JoinInput {
  const slot = selectedSlot(c);
  const paid = priceOf(c) > 0;
  const paymentMethodId = paid ? c.cardId : null;
  if (slot?.meeting) {
    return { id: slot.meeting.meetingId, requestedDateTime: slot.start, trainerId: c.trainerId, paymentMethodId };
  }
  return {
    id: c.templateId ?? 0,
    requestedDateTime: slot?.start ?? '',
    trainerId: c.trainerId,
    templateId: c.templateId ?? 0,
    paymentMethodId,
  };
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as BookingMachineInput,
  },
  actors: {
    loadAvailability: promiseStub<Result<Availability, 'failed'>, { trainerId: number; from: DayKey; to: DayKey }>(
      'loadAvailability',
    ),
    loadCards: promiseStub<Result<Card[], 'failed'>, void>('loadCards'),
    join: promiseStub<Result<Meeting, BookingFailure>, JoinInput>('join'),
  },
  actions: {
    /** Close the modals, toast trainers.modal_book.reserved, go to /account/bookings. */
    booked: actionStub<Meeting>('booked'),
    /** Error toast: the provider's message, else the fallback descriptor. */
    notifyFailure: actionStub<{ message: string | null; fallback: MessageDescriptor }>('notifyFailure'),
    /** To /auth/login with a returnTo back to this page. */
    goToLogin: actionStub('goToLogin'),
    /** To the add-card target, which sends the member back here with these choices (and the new card). */
    goToAddCard: actionStub<{ day: DayKey; slotStart: string; templateId: number | null }>('goToAddCard'),
    clearChoice: assign({ day: null, slotStart: null, templateId: null }),
  },
  guards: {
    dayHasSlots: ({ context, event }) => event.type === 'user.pickDay' && dayHasSlots(context.schedule, event.day),
    isAnonymous: ({ context }) => !context.authenticated,
    slotExists: ({ context, event }) =>
      event.type === 'user.pickSlot' && findSlot(context.schedule, context.day, event.start) !== null,
    isGroupSlot: ({ context, event }) =>
      event.type === 'user.pickSlot' && isGroupSlot(findSlot(context.schedule, context.day, event.start)),
    isPaidGroupSlot: ({ context, event }) =>
      event.type === 'user.pickSlot' &&
      bookingPrice(findSlot(context.schedule, context.day, event.start), null) > 0 &&
      isGroupSlot(findSlot(context.schedule, context.day, event.start)),
    templateExists: ({ context, event }) =>
      event.type === 'user.pickTemplate' && context.templates.some((t) => t.id === event.templateId),
    isPaidTemplate: ({ context, event }) =>
      event.type === 'user.pickTemplate' && (context.templates.find((t) => t.id === event.templateId)?.price ?? 0) > 0,
    cardExists: ({ context, event }) =>
      event.type === 'user.selectCard' && context.cards.some((c) => c.id === event.cardId),
    hasCard: ({ context }) => context.cardId !== null && context.cards.some((c) => c.id === context.cardId),
    needsPayment: ({ context }) => priceOf(context) > 0,
    hasTemplate: ({ context }) => context.templateId !== null,
    canResume: ({ context }) => {
      const r = context.resume;
      if (!r || !context.authenticated) return false;
      const slot = findSlot(context.schedule, r.day, r.slotStart);
      if (!slot) return false;
      const template = r.templateId === null ? null : (context.templates.find((t) => t.id === r.templateId) ?? null);
      if (!isGroupSlot(slot) && !template) return false;
      return bookingPrice(slot, isGroupSlot(slot) ? null : template) > 0;
    },
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    trainerId: input.trainerId,
    templates: input.templates,
    authenticated: input.authenticated,
    now: input.now,
    window: bookingWindow(new Date(input.now)),
    schedule: {},
    day: null,
    slotStart: null,
    templateId: null,
    cards: [],
    cardId: null,
    resume: input.resume ?? null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the trainer’s free slots for the booking window',
      tags: ['loading'],
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        input: ({ context }) => ({ trainerId: context.trainerId, from: context.window.from, to: context.window.to }),
        onDone: [
          {
            description: 'The free slots came: the calendar shows',
            guard: outputOk,
            target: 'ready',
            actions: assign({
              schedule: ({ context, event }) => scheduleOf(okValue(event), new Date(context.now)),
            }),
          },
          {
            description: 'The free slots could not be loaded: the error shows',
            target: 'failed',
            actions: notifyFailure(bookingMessages.availabilityError),
          },
        ],
        onError: {
          description: 'The free slots could not be loaded: the error shows',
          target: 'failed',
          actions: { type: 'notifyFailure', params: { message: null, fallback: bookingMessages.availabilityError } },
        },
      },
    },
    failed: {
      description: 'The calendar says the slots could not be loaded and offers to try again',
      on: { 'user.retry': { description: 'The member tries again', target: 'loading' } },
    },
    ready: {
      description: 'The calendar is shown: booking step by step',
      initial: 'arriving',
      states: {
        arriving: {
          description: 'Opening the calendar (back from adding a card, the payment step reopens)',
          always: [
            {
              description:
                'Back from adding a card, the slot still offered: the payment step reopens with the new card',
              guard: 'canResume',
              target: 'payment',
              actions: assign(({ context }) => ({
                day: context.resume!.day,
                slotStart: context.resume!.slotStart,
                templateId: isGroupSlot(findSlot(context.schedule, context.resume!.day, context.resume!.slotStart))
                  ? null
                  : context.resume!.templateId,
                cardId: context.resume!.cardId,
                resume: null,
              })),
            },
            { description: 'The calendar opens', target: 'idle', actions: assign({ resume: null }) },
          ],
        },
        idle: {
          description: 'Choosing a day in the calendar',
          on: {
            'user.pickDay': [
              {
                description: 'A day with slots, logged out: the login modal opens',
                guard: and(['dayHasSlots', 'isAnonymous']),
                target: 'loginRequired',
                actions: assign({ day: ({ event }) => event.day, slotStart: null, templateId: null }),
              },
              {
                description: 'A day with slots: its slots show',
                guard: 'dayHasSlots',
                target: 'slots',
                actions: assign({ day: ({ event }) => event.day, slotStart: null, templateId: null }),
              },
            ],
          },
        },
        loginRequired: {
          description: 'The login modal asks the member to log in',
          on: {
            'user.login': { description: 'The member goes to log in (and comes back here)', actions: 'goToLogin' },
            'user.close': { description: 'The member closes the modal', target: 'idle', actions: 'clearChoice' },
          },
        },
        slots: {
          description: 'Choosing a slot of the day',
          on: {
            'user.pickSlot': [
              {
                description: 'A paid group session: the payment step',
                guard: 'isPaidGroupSlot',
                target: 'payment',
                actions: assign({ slotStart: ({ event }) => event.start, templateId: null }),
              },
              {
                description: 'A free group session: booked directly',
                guard: 'isGroupSlot',
                target: 'booking',
                actions: assign({ slotStart: ({ event }) => event.start, templateId: null }),
              },
              {
                description: 'A one-to-one slot: its session types show',
                guard: 'slotExists',
                target: 'templates',
                actions: assign({ slotStart: ({ event }) => event.start, templateId: null }),
              },
            ],
            'user.close': { description: 'The member closes the modal', target: 'idle', actions: 'clearChoice' },
          },
        },
        templates: {
          description: 'Choosing the kind of session (the trainer’s templates)',
          on: {
            'user.pickTemplate': [
              {
                description: 'A paid session type: the payment step',
                guard: 'isPaidTemplate',
                target: 'payment',
                actions: assign({ templateId: ({ event }) => event.templateId }),
              },
              {
                description: 'A free session type: booked directly',
                guard: 'templateExists',
                target: 'booking',
                actions: assign({ templateId: ({ event }) => event.templateId }),
              },
            ],
            'user.back': {
              description: 'Back to the slots',
              target: 'slots',
              actions: assign({ slotStart: null, templateId: null }),
            },
            'user.close': { description: 'The member closes the modal', target: 'idle', actions: 'clearChoice' },
          },
        },
        payment: {
          description: 'Paying: choosing the card for the session',
          initial: 'loadingCards',
          on: {
            'user.back': [
              {
                description: 'Back to the session types',
                guard: 'hasTemplate',
                target: 'templates',
                actions: assign({ templateId: null }),
              },
              { description: 'Back to the slots', target: 'slots', actions: assign({ slotStart: null }) },
            ],
            'user.close': { description: 'The member closes the modal', target: 'idle', actions: 'clearChoice' },
            'user.confirm': [
              {
                description: 'The member confirms with a card chosen',
                guard: and([stateIn({ ready: { payment: 'choosing' } }), 'hasCard']),
                target: 'booking',
              },
              {
                description: 'No card to pay with: “no payment method” shows',
                guard: stateIn({ ready: { payment: 'choosing' } }),
                actions: {
                  type: 'notifyFailure',
                  params: { message: null, fallback: bookingMessages.noPaymentMethod },
                },
              },
            ],
          },
          states: {
            loadingCards: {
              description: 'Loading the member’s saved cards',
              tags: ['loading'],
              invoke: {
                id: 'loadCards',
                src: 'loadCards',
                onDone: [
                  {
                    description: 'The cards came: the default (else the first) is chosen',
                    guard: outputOk,
                    target: 'choosing',
                    actions: assign(({ context, event }) => {
                      const cards = okValue(event);
                      const kept = cards.find((c) => c.id === context.cardId);
                      const preferred = kept ?? cards.find((c) => c.selected) ?? cards[0] ?? null;
                      return { cards, cardId: preferred?.id ?? null };
                    }),
                  },
                  {
                    description: 'The cards could not be loaded: an error shows',
                    target: 'choosing',
                    actions: [assign({ cards: [], cardId: null }), notifyFailure(bookingMessages.cardsError)],
                  },
                ],
                onError: {
                  description: 'The cards could not be loaded: an error shows',
                  target: 'choosing',
                  actions: [
                    assign({ cards: [], cardId: null }),
                    { type: 'notifyFailure', params: { message: null, fallback: bookingMessages.cardsError } },
                  ],
                },
              },
            },
            choosing: {
              description: 'Choosing a card',
              on: {
                'user.selectCard': {
                  description: 'The member picks a card',
                  guard: 'cardExists',
                  actions: assign({ cardId: ({ event }) => event.cardId }),
                },
                'user.addCard': {
                  description: 'The member goes to add a card (the choices are kept for the way back)',
                  actions: {
                    type: 'goToAddCard',
                    params: ({ context }) => ({
                      day: context.day!,
                      slotStart: context.slotStart!,
                      templateId: context.templateId,
                    }),
                  },
                },
              },
            },
          },
        },
        booking: {
          description: 'Booking the session',
          tags: ['busy'],
          invoke: {
            id: 'join',
            src: 'join',
            input: ({ context }) => joinInputOf(context),
            onDone: [
              {
                description: 'Booked: “reserved” shows and My bookings opens',
                guard: outputOk,
                target: '#booking.done',
                actions: {
                  type: 'booked',
                  params: ({ event }) => okValue(event),
                },
              },
              {
                description: 'Refused: the message shows, back to the card',
                guard: 'needsPayment',
                target: 'payment.choosing',
                actions: notifyFailure(bookingMessages.bookError),
              },
              {
                description: 'Refused: the message shows, back to the session types',
                guard: 'hasTemplate',
                target: 'templates',
                actions: notifyFailure(bookingMessages.bookError),
              },
              {
                description: 'Refused: the message shows, back to the slots',
                target: 'slots',
                actions: notifyFailure(bookingMessages.bookError),
              },
            ],
            onError: [
              {
                description: 'No answer: an error shows, back to the card',
                guard: 'needsPayment',
                target: 'payment.choosing',
                actions: { type: 'notifyFailure', params: { message: null, fallback: bookingMessages.bookError } },
              },
              {
                description: 'No answer: an error shows, back to the session types',
                guard: 'hasTemplate',
                target: 'templates',
                actions: { type: 'notifyFailure', params: { message: null, fallback: bookingMessages.bookError } },
              },
              {
                description: 'No answer: an error shows, back to the slots',
                target: 'slots',
                actions: { type: 'notifyFailure', params: { message: null, fallback: bookingMessages.bookError } },
              },
            ],
          },
        },
      },
    },
    done: { description: 'Booked', tags: ['busy'], type: 'final' },
  },
});
