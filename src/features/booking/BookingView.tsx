/**
 * The booking calendar of a trainer and its dialog (spec §4 Booking): days with a slot are enabled (the window runs
 * to the end of the month two months ahead), a day opens the slots; a group slot books directly, an individual slot
 * offers the templates; a paid session asks for a saved card first. One dialog changes its content per step.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '~/components/EmptyState';
import type { ReactNode } from 'react';
import { formatPrice, type AvailabilityPart, type Template } from '~/domain';
import { Button } from '~/components/Button';
import { DayCalendar } from '~/components/DayCalendar';
import { Dialog } from '~/components/Dialog';
import { PaymentMethodPicker } from '~/components/PaymentMethodPicker';
import { Spinner } from '~/components/Spinner';
import { longDayOf, timeOf } from './format';
import type { BookingOn, BookingVm } from './useBooking';

export interface BookingViewProps {
  vm: BookingVm;
  on: BookingOn;
  trainerName: string;
}

export function BookingView({ vm, on, trainerName }: BookingViewProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const dialogOpen = ['login', 'slots', 'templates', 'payment', 'booking'].includes(vm.step);
  return (
    <section className="booking" aria-label={t({ id: 'trainers.availability.title', message: 'Availability' })}>
      {vm.step === 'loading' ? (
        <Spinner label={t({ id: 'trainers.availability.loading', message: 'Loading availability' })} />
      ) : vm.step === 'failed' ? (
        <div className="notice" role="alert">
          <p>
            <Trans id="trainers.availability.error">The availability of this trainer could not be loaded.</Trans>
          </p>
          <Button variant="ghost" onClick={on.retry}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <DayCalendar
            defaultMonth={vm.month}
            startMonth={vm.from}
            endMonth={vm.to}
            selected={vm.selected}
            isDayDisabled={on.isDayDisabled}
            onPick={on.pickDate}
            lang={lang}
          />
          <p className="booking__hint">
            {vm.availableDays > 0 ? (
              <Trans id="trainers.availability.hint">Pick a highlighted day to see the free sessions.</Trans>
            ) : (
              <Trans id="trainers.availability.empty">This trainer has no free sessions in the coming weeks.</Trans>
            )}
          </p>
        </>
      )}
      <Dialog
        open={dialogOpen}
        onClose={on.close}
        dismissible={vm.step !== 'booking'}
        size="md"
        title={
          vm.step === 'login' ? (
            <Trans id="trainers.modal_login.title">Log in to book</Trans>
          ) : (
            <Trans id="trainers.modal_book.title">Book with {trainerName}</Trans>
          )
        }
        footer={<BookingFooter vm={vm} on={on} />}
      >
        {vm.step === 'login' ? (
          <p>
            <Trans id="trainers.modal_login.text">
              Log in or create an account to book a session with this trainer.
            </Trans>
          </p>
        ) : vm.day ? (
          <>
            <p className="booking__day">{longDayOf(vm.day, lang)}</p>
            <BookingStepBody vm={vm} on={on} lang={lang} />
          </>
        ) : null}
      </Dialog>
    </section>
  );
}

function BookingStepBody({ vm, on, lang }: { vm: BookingVm; on: BookingOn; lang: string }) {
  switch (vm.step) {
    case 'slots':
      return <SlotList slots={vm.slots} booked={vm.bookedStarts} onPick={on.pickSlot} lang={lang} />;
    case 'templates':
      return vm.slot ? (
        <>
          <p className="booking__chosen">
            <Trans id="trainers.modal_book.individual_at">Individual session at {timeOf(vm.slot.start)}</Trans>
          </p>
          {vm.templates.length > 0 ? (
            <TemplateList templates={vm.templates} onPick={on.pickTemplate} lang={lang} />
          ) : (
            // a trainer with no session to offer (spec §3 allowsMeeting false): the empty list says so (spec §8)
            <EmptyState />
          )}
        </>
      ) : null;
    case 'payment':
      return <PaymentStep vm={vm} on={on} lang={lang} />;
    case 'booking':
      return (
        <div className="booking__busy" role="status">
          <Spinner label="" />
          <Trans id="trainers.modal_book.booking">Booking your session…</Trans>
        </div>
      );
    default:
      return null;
  }
}

function BookingFooter({ vm, on }: { vm: BookingVm; on: BookingOn }) {
  if (vm.step === 'login') {
    return (
      <>
        <Button variant="ghost" onClick={on.close}>
          <Trans id="trainers.modal_login.cancel">Not now</Trans>
        </Button>
        <Button onClick={on.login}>
          <Trans id="trainers.modal_login.button">Log in</Trans>
        </Button>
      </>
    );
  }
  if (vm.step === 'templates' || vm.step === 'payment') {
    return (
      <>
        <Button variant="ghost" onClick={on.back}>
          <Trans id="trainers.modal_book.back">Back</Trans>
        </Button>
        {vm.step === 'payment' ? (
          <Button onClick={on.confirm} disabled={vm.loadingCards}>
            <Trans id="trainers.modal_book.pay_and_book">Pay and book</Trans>
          </Button>
        ) : null}
      </>
    );
  }
  return null;
}

function priceLabel(price: number, lang: string): ReactNode {
  return price > 0 ? formatPrice(price, 'EUR', lang) : <Trans id="trainers.price_free">Free</Trans>;
}

function SlotList({
  slots,
  booked,
  onPick,
  lang,
}: {
  slots: AvailabilityPart[];
  booked: ReadonlySet<number>;
  onPick(start: string): void;
  lang: string;
}) {
  const { t } = useLingui();
  return (
    <ul className="booking__slots" aria-label={t({ id: 'trainers.modal_book.slots', message: 'Free sessions' })}>
      {slots.map((slot) => (
        <li key={slot.start}>
          <button
            type="button"
            className="slot"
            data-start={slot.start}
            disabled={slot.meeting !== null && booked.has(Date.parse(slot.start))}
            onClick={() => onPick(slot.start)}
          >
            <span className="slot__time">
              {timeOf(slot.start)}–{timeOf(slot.end)}
            </span>
            {slot.meeting ? (
              <span className="slot__info">
                <strong>{slot.meeting.categoryName}</strong>
                <span>
                  <Plural
                    id="trainers.slot.group"
                    value={Math.max(0, slot.meeting.maxParticipants - 1)}
                    one="Group session · up to # person"
                    other="Group session · up to # people"
                  />
                </span>
              </span>
            ) : (
              <span className="slot__info">
                <strong>
                  <Trans id="trainers.slot.individual">Individual session</Trans>
                </strong>
                <span>
                  <Trans id="trainers.slot.choose_template">Choose the kind of session next</Trans>
                </span>
              </span>
            )}
            <span className="slot__price">
              {slot.meeting && booked.has(Date.parse(slot.start)) ? (
                <Trans id="trainers.slot.booked">Booked</Trans>
              ) : slot.meeting ? (
                priceLabel(slot.meeting.price, lang)
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function TemplateList({
  templates,
  onPick,
  lang,
}: {
  templates: Template[];
  onPick?: (templateId: number) => void;
  lang: string;
}) {
  const { t } = useLingui();
  return (
    <ul className="templates" aria-label={t({ id: 'trainers.templates', message: 'Sessions offered' })}>
      {templates.map((tpl) => (
        <li key={tpl.id} className="template">
          {tpl.image ? <img className="template__image" src={tpl.image} alt="" loading="lazy" /> : null}
          <div className="template__body">
            <h3 className="template__name">{tpl.templateName}</h3>
            <p className="template__meta">
              {tpl.categoryName}
              {tpl.maxParticipants > 1 ? (
                <>
                  {' · '}
                  <Plural
                    id="trainers.template.group_size"
                    value={tpl.maxParticipants - 1}
                    one="up to # person"
                    other="up to # people"
                  />
                </>
              ) : null}
            </p>
            {tpl.description ? <p className="template__text">{tpl.description}</p> : null}
          </div>
          <div className="template__side">
            <span className="template__price">{priceLabel(tpl.price, lang)}</span>
            {onPick ? (
              <Button
                onClick={() => onPick(tpl.id)}
                aria-label={t({ id: 'trainers.template.book_named', message: `Book ${tpl.templateName}` })}
              >
                <Trans id="trainers.template.book">Book</Trans>
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaymentStep({ vm, on, lang }: { vm: BookingVm; on: BookingOn; lang: string }) {
  const { t } = useLingui();
  if (vm.loadingCards) return <Spinner label={t({ id: 'common.loading', message: 'Loading' })} />;
  return (
    <div className="booking__payment">
      <p className="booking__total">
        <Trans id="trainers.modal_book.total">Price: {formatPrice(vm.price, 'EUR', lang)}</Trans>
      </p>
      <PaymentMethodPicker
        cards={vm.cards}
        selectedId={vm.cardId}
        disabled={vm.busy}
        onSelect={on.selectCard}
        legend={<Trans id="trainers.modal_book.payment_method">Payment method</Trans>}
        empty={
          <div className="notice" role="alert">
            <p>
              <Trans id="trainers.modal_book.error_no_payment_method">
                Add a payment method to book a paid session.
              </Trans>
            </p>
            <a href={vm.addCardHref} className="button button--ghost" onClick={on.addCard}>
              <Trans id="trainers.modal_book.add_card">Add a card</Trans>
            </a>
          </div>
        }
      />
    </div>
  );
}
