// @vitest-environment jsdom
/**
 * The pure trainer, booking and my-bookings views (spec §2 trainers and account/bookings, §4 Booking): the calendar
 * enables only days with a slot; the login modal; slots with group size maxParticipants − 1 and prices; templates;
 * the payment step with error_no_payment_method when there is no card; the trainer list's empty state and its
 * availability disclosure; my bookings' day dialog with the session carousel and the start button.
 */
import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingView } from '~/features/booking/BookingView';
import type { BookingOn, BookingVm } from '~/features/booking/useBooking';
import { TrainersView } from '~/features/booking/TrainersView';
import { MyBookingsView } from '~/features/meetingRoom/MyBookingsView';
import type { MyBookingsOn, MyBookingsVm } from '~/features/meetingRoom/useMyBookings';
import { installLayoutStandIns, renderInRouter as renderAt } from '../support/render';
import { aCard, aMeeting, aTemplate, aTrainer, part } from '../fixtures/trainers';

beforeAll(() => installLayoutStandIns({ matchMedia: true, resize: true, intersection: true }));

/** The view at /trainers, in a router. */
const renderInRouter = (ui: () => ReactNode) => renderAt(ui, '/trainers');

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const SLOT_DAY = local(2026, 3, 4);
const group = part(local(2026, 3, 4, 18).toISOString(), aMeeting({ maxParticipants: 9, price: 10 }));
const individual = part(local(2026, 3, 4, 10).toISOString());

function vmOf(overrides: Partial<BookingVm> = {}): BookingVm {
  return {
    step: 'calendar',
    from: local(2026, 3, 2),
    to: local(2026, 5, 31),
    month: SLOT_DAY,
    selected: null,
    day: null,
    availableDays: 1,
    addCardHref: '/account/payment-methods?returnTo=%2Ftrainers%2F1',
    slots: [],
    slot: null,
    templates: [],
    template: null,
    price: 0,
    cards: [],
    cardId: null,
    loadingCards: false,
    busy: false,
    canConfirm: false,
    noCards: false,
    bookedStarts: new Set(),
    ...overrides,
  };
}

function onOf(): BookingOn {
  return {
    pickDate: vi.fn(),
    pickSlot: vi.fn(),
    pickTemplate: vi.fn(),
    selectCard: vi.fn(),
    confirm: vi.fn(),
    back: vi.fn(),
    close: vi.fn(),
    login: vi.fn(),
    retry: vi.fn(),
    addCard: vi.fn(),
    isDayDisabled: (date: Date) => date.toDateString() !== SLOT_DAY.toDateString(),
  };
}

describe('BookingView', () => {
  it('the calendar enables only the days with a slot and reports the picked date', async () => {
    const on = onOf();
    await renderInRouter(() => <BookingView vm={vmOf()} on={on} trainerName="Ana" />);
    const grid = screen.getByRole('grid');
    const enabled = within(grid)
      .getAllByRole('button')
      .filter((b) => !(b as HTMLButtonElement).disabled);
    expect(enabled).toHaveLength(1);
    fireEvent.click(enabled[0]!);
    expect(on.pickDate).toHaveBeenCalledTimes(1);
    expect((on.pickDate as ReturnType<typeof vi.fn>).mock.calls[0]![0].toDateString()).toBe(SLOT_DAY.toDateString());
    expect(screen.getByText('Pick a highlighted day to see the free sessions.')).toBeTruthy();
  });

  it("the calendar opens on the month the view model names (the first free session's), not the window's first", async () => {
    await renderInRouter(() => <BookingView vm={vmOf({ month: local(2026, 4, 10) })} on={onOf()} trainerName="Ana" />);
    expect(screen.getByRole('grid').getAttribute('aria-label')).toMatch(/April 2026/);
  });

  it("the other months' days that fill the fixed weeks can be chosen when they have a slot, as the month's own", async () => {
    // March 2026 runs Sunday 1 to Tuesday 31: its six weeks from Monday end with 1 to 5 April (the February days
    // before the window's first month are not drawn as days), every day with a slot here
    const on = { ...onOf(), isDayDisabled: () => false };
    await renderInRouter(() => <BookingView vm={vmOf()} on={on} trainerName="Ana" />);
    const buttons = within(screen.getByRole('grid')).getAllByRole('button') as HTMLButtonElement[];
    const of = (month: string) => buttons.filter((b) => (b.getAttribute('aria-label') ?? '').includes(month));
    expect(of('April')).toHaveLength(5);
    expect(of('April').every((b) => !b.disabled)).toBe(true);
    expect(of('March')).toHaveLength(31);
    expect(of('March').every((b) => !b.disabled)).toBe(true);
  });

  it('without any slot in the window it says so', async () => {
    await renderInRouter(() => <BookingView vm={vmOf({ availableDays: 0 })} on={onOf()} trainerName="Ana" />);
    expect(screen.getByText('This trainer has no free sessions in the coming weeks.')).toBeTruthy();
  });

  it('a failed availability shows trainers.availability.error with a retry', async () => {
    const on = onOf();
    await renderInRouter(() => <BookingView vm={vmOf({ step: 'failed' })} on={on} trainerName="Ana" />);
    expect(screen.getByRole('alert').textContent).toContain('The availability of this trainer could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalled();
  });

  it('the login modal for anonymous users: log in or not now', async () => {
    const on = onOf();
    await renderInRouter(() => (
      <BookingView vm={vmOf({ step: 'login', day: '2026-03-04' })} on={on} trainerName="Ana" />
    ));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Log in to book' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(on.login).toHaveBeenCalledTimes(1);
    expect(on.close).toHaveBeenCalled();
  });

  it('slots: time range, group size maxParticipants − 1 and price; individual slots lead to the templates', async () => {
    const on = onOf();
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({ step: 'slots', day: '2026-03-04', slots: [individual, group] })}
        on={on}
        trainerName="Ana"
      />
    ));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Book with Ana' })).toBeTruthy();
    const slots = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('slot'));
    expect(slots).toHaveLength(2);
    expect(slots[0]!.textContent).toContain('10:00–11:00');
    expect(slots[0]!.textContent).toContain('Individual session');
    expect(slots[1]!.textContent).toContain('Group session · up to 8 people');
    expect(slots[1]!.textContent).toContain('10.00\u00a0€');
    fireEvent.click(slots[1]!);
    expect(on.pickSlot).toHaveBeenCalledWith(group.start);
  });

  it('templates: name, category, price or free, and a book button each', async () => {
    const on = onOf();
    const templates = [aTemplate({ price: 25 }), aTemplate({ id: 1102, templateName: 'Mobility', price: 0 })];
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({ step: 'templates', day: '2026-03-04', slot: individual, templates })}
        on={on}
        trainerName="Ana"
      />
    ));
    const list = screen.getByRole('list', { name: 'Sessions offered' });
    expect(list.textContent).toContain('25.00\u00a0€');
    expect(list.textContent).toContain('Free');
    fireEvent.click(within(list).getByRole('button', { name: 'Book Mobility' }));
    expect(on.pickTemplate).toHaveBeenCalledWith(1102);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(on.back).toHaveBeenCalled();
  });

  it('templates: a trainer with none to offer gets the empty list sentence, and Back', async () => {
    const on = onOf();
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({ step: 'templates', day: '2026-03-04', slot: individual, templates: [] })}
        on={on}
        trainerName="Ana"
      />
    ));
    expect(screen.queryByRole('list', { name: 'Sessions offered' })).toBeNull();
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(on.back).toHaveBeenCalled();
  });

  it('payment without a card: error_no_payment_method and a way to add one', async () => {
    const on = onOf();
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({ step: 'payment', day: '2026-03-04', price: 25, noCards: true })}
        on={on}
        trainerName="Ana"
      />
    ));
    expect(screen.getByRole('alert').textContent).toContain('Add a payment method to book a paid session.');
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/account/payment-methods?returnTo=%2Ftrainers%2F1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay and book' }));
    expect(on.confirm).toHaveBeenCalled();
  });

  it('payment with cards: the saved cards as radios, the price, pay and book', async () => {
    const on = onOf();
    const cards = [aCard(), aCard({ id: 'pm_2', selected: false, brand: 'mastercard', number: '**** 4444' })];
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({
          step: 'payment',
          day: '2026-03-04',
          price: 25,
          cards,
          cardId: 'pm_fake_visa_4242_101',
          canConfirm: true,
        })}
        on={on}
        trainerName="Ana"
      />
    ));
    expect(screen.getByText('Price: 25.00 €')).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    fireEvent.click(radios[1]!);
    expect(on.selectCard).toHaveBeenCalledWith('pm_2');
  });
});

describe('BookingView booked slots', () => {
  it('a group slot the user already booked shows as booked and cannot be picked', async () => {
    await renderInRouter(() => (
      <BookingView
        vm={vmOf({
          step: 'slots',
          day: '2026-03-04',
          slots: [individual, group],
          bookedStarts: new Set([Date.parse(group.start)]),
        })}
        on={onOf()}
        trainerName="Ana"
      />
    ));
    const slots = within(screen.getByRole('dialog'))
      .getAllByRole('button')
      .filter((b) => b.classList.contains('slot')) as HTMLButtonElement[];
    expect(slots.map((b) => b.disabled)).toEqual([false, true]);
    expect(slots[1]!.textContent).toContain('Booked');
  });
});

describe('TrainersView', () => {
  it('no trainers: the empty state with a link home', async () => {
    await renderInRouter(() => (
      <TrainersView
        vm={{ loading: false, failed: false, trainers: [], showTitles: true }}
        on={{ retry: vi.fn() }}
        renderBooking={() => null}
      />
    ));
    expect(screen.getByText('There are no trainers yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('each trainer links to its page; the availability opens on demand', async () => {
    const renderBooking = vi.fn(() => <p>calendar here</p>);
    await renderInRouter(() => (
      <TrainersView
        vm={{ loading: false, failed: false, trainers: [aTrainer()], showTitles: true }}
        on={{ retry: vi.fn() }}
        renderBooking={renderBooking}
      />
    ));
    expect(screen.getByRole('link', { name: 'Profile of Ana Torres' }).getAttribute('href')).toBe(
      '/trainers/11/ana-torres',
    );
    expect(screen.queryByText('calendar here')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Availability and booking' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(screen.getByText('calendar here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide availability' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('MyBookingsView', () => {
  const on = (): MyBookingsOn => ({
    isDayDisabled: vi.fn(() => true),
    hasSession: vi.fn(() => false),
    pickDate: vi.fn(),
    close: vi.fn(),
    retry: vi.fn(),
  });
  const vm = (sessions: MyBookingsVm['sessions']): MyBookingsVm => ({
    loading: false,
    failed: false,
    month: local(2026, 3, 1),
    hasSessions: true,
    upcoming: [],
    day: '2026-03-04',
    selected: local(2026, 3, 4),
    sessions,
  });

  it('a day opens its sessions: category, HH:mm, image, link to the room; start leads to the first', async () => {
    const first = aMeeting({ meetingId: 1, start: local(2026, 3, 4, 9).toISOString(), code: 'ttt-1' });
    const second = aMeeting({ meetingId: 2, start: local(2026, 3, 4, 18).toISOString(), code: null });
    await renderInRouter(() => <MyBookingsView vm={vm([first, second])} on={on()} />);
    const dialog = screen.getByRole('dialog');
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Group HIIT');
    expect(cards[0]!.textContent).toContain('09:00');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('https://img.example/m.png');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/account/bookings/ttt-1');
    expect(cards[1]!.textContent).toContain('The room is not ready yet.');
    expect(within(dialog).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/account/bookings/ttt-1');
    expect(screen.getByRole('link', { name: 'Book a session with a trainer' }).getAttribute('href')).toBe('/trainers');
  });

  it('the start button is disabled when the first session has no code', async () => {
    const first = aMeeting({ meetingId: 1, start: local(2026, 3, 4, 9).toISOString(), code: null });
    await renderInRouter(() => <MyBookingsView vm={vm([first])} on={on()} />);
    const start = within(screen.getByRole('dialog')).getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
  });
});
