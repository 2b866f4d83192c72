/** View model of the booking flow, projected from a snapshot of the booking machine. */
import type { SnapshotFrom } from 'xstate';
import type { AvailabilityPart, Template } from '~/domain';
import type { bookingMachine } from './bookingMachine';
import { bookingPrice, findSlot, openingDay, type DayKey } from './schedule';

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export type BookingStep =
  'loading' | 'failed' | 'calendar' | 'login' | 'slots' | 'templates' | 'payment' | 'booking' | 'done';

export function selectStep(s: BookingSnapshot): BookingStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('done')) return 'done';
  if (s.matches({ ready: 'loginRequired' })) return 'login';
  if (s.matches({ ready: 'slots' })) return 'slots';
  if (s.matches({ ready: 'templates' })) return 'templates';
  if (s.matches({ ready: 'payment' })) return 'payment';
  if (s.matches({ ready: 'booking' })) return 'booking';
  return 'calendar';
}

export const selectWindow = (s: BookingSnapshot) => s.context.window;
export const selectSchedule = (s: BookingSnapshot) => s.context.schedule;
export const selectDay = (s: BookingSnapshot): DayKey | null => s.context.day;
/** Slots of the chosen day, sorted by start. */
export const selectDaySlots = (s: BookingSnapshot): AvailabilityPart[] =>
  s.context.day ? (s.context.schedule[s.context.day] ?? []) : [];
export const selectSlot = (s: BookingSnapshot): AvailabilityPart | null =>
  findSlot(s.context.schedule, s.context.day, s.context.slotStart);
export const selectTemplates = (s: BookingSnapshot): Template[] => s.context.templates;
export const selectTemplate = (s: BookingSnapshot): Template | null =>
  s.context.templateId === null ? null : (s.context.templates.find((t) => t.id === s.context.templateId) ?? null);
export const selectPrice = (s: BookingSnapshot): number => bookingPrice(selectSlot(s), selectTemplate(s));
export const selectCards = (s: BookingSnapshot) => s.context.cards;
export const selectCardId = (s: BookingSnapshot) => s.context.cardId;
export const selectIsLoading = (s: BookingSnapshot): boolean => s.hasTag('loading');
export const selectIsBusy = (s: BookingSnapshot): boolean => s.hasTag('busy');
export const selectCanConfirm = (s: BookingSnapshot): boolean =>
  s.matches({ ready: { payment: 'choosing' } }) && s.context.cardId !== null;
/** The payment picker has nothing to offer: trainers.modal_book.error_no_payment_method. */
export const selectHasNoCards = (s: BookingSnapshot): boolean =>
  s.matches({ ready: { payment: 'choosing' } }) && s.context.cards.length === 0;
/** The day calendar is usable (loaded, no modal flow past the day pick). */
export const selectDaysWithSlots = (s: BookingSnapshot): DayKey[] =>
  Object.keys(s.context.schedule).filter((d) => (s.context.schedule[d]?.length ?? 0) > 0);
/** The day whose month the calendar opens on: the chosen one, else the first with a slot, else today. */
export const selectOpeningDay = (s: BookingSnapshot): DayKey =>
  openingDay(s.context.schedule, s.context.window, s.context.day);
