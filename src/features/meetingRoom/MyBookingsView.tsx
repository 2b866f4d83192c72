/**
 * My bookings (spec §2 account/bookings): a calendar of the user's sessions (days without one are disabled); a day
 * opens a dialog with a carousel of its sessions: category, start HH:mm, image, a link to the room. The start button
 * is disabled when the first session has no code. A footer link leads to /trainers.
 */
import { useCarousel } from '~/components/useCarousel';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { format, parseISO } from 'date-fns';
import { dateLocaleOf } from '~/i18n/dateLocale';
import type { Meeting } from '~/domain';
import { Button } from '~/components/Button';
import { DayCalendar } from '~/components/DayCalendar';
import { Dialog } from '~/components/Dialog';
import { Spinner } from '~/components/Spinner';
import { roomPathOf, timeOf } from './bookings';
import type { MyBookingsOn, MyBookingsVm } from './useMyBookings';
import './bookings.css';
import { usePageHead } from '~/components/usePageHead';

export function MyBookingsView({ vm, on }: { vm: MyBookingsVm; on: MyBookingsOn }) {
  const { t, i18n } = useLingui();
  usePageHead(t({ id: 'bookings.title', message: 'My bookings' }));
  const locale = dateLocaleOf(i18n.locale);
  const first = vm.sessions[0] ?? null;
  const firstPath = first ? roomPathOf(first) : null;
  return (
    <div className="my-bookings page">
      <h1 className="page__title">
        <Trans id="bookings.title">My bookings</Trans>
      </h1>
      {vm.loading ? <Spinner label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
      {vm.failed ? (
        <div className="notice" role="alert">
          <p>
            <Trans id="bookings.error">Your bookings could not be loaded.</Trans>
          </p>
          <Button variant="ghost" onClick={on.retry}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </div>
      ) : null}
      {!vm.loading && !vm.failed ? (
        <div className="my-bookings__layout">
          <DayCalendar
            defaultMonth={vm.month}
            selected={vm.selected}
            isDayDisabled={on.isDayDisabled}
            onPick={on.pickDate}
            lang={i18n.locale}
            marked={{ is: on.hasSession, className: 'rdp-booked' }}
          />
          <p className="booking__hint">
            {vm.hasSessions ? (
              <Trans id="bookings.hint">Pick a highlighted day to see your sessions.</Trans>
            ) : (
              <Trans id="bookings.empty">You have no booked sessions yet.</Trans>
            )}
          </p>
          {vm.upcoming.length > 0 ? (
            <section className="my-bookings__upcoming" aria-labelledby="bookings-upcoming">
              <h2 id="bookings-upcoming" className="my-bookings__upcoming-title">
                <Trans id="bookings.upcoming">Upcoming sessions</Trans>
              </h2>
              <ul className="upcoming">
                {vm.upcoming.map((m) => {
                  const path = roomPathOf(m);
                  const when = (
                    <>
                      <span className="upcoming__date">
                        {capitalised(format(parseISO(m.start), listDayFormat(i18n.locale), { locale }))}
                      </span>
                      <time className="upcoming__time" dateTime={m.start}>
                        {timeOf(m.start)}
                      </time>
                      <span className="upcoming__category">{m.categoryName}</span>
                    </>
                  );
                  return (
                    <li key={m.meetingId} className="upcoming__item">
                      {path ? (
                        <Link to={path} className="upcoming__link">
                          {when}
                        </Link>
                      ) : (
                        <span className="upcoming__link">{when}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      <footer className="my-bookings__footer">
        <Link to="/trainers" className="button button--ghost">
          <Trans id="bookings.book_link">Book a session with a trainer</Trans>
        </Link>
      </footer>
      <Dialog
        open={vm.day !== null}
        onClose={on.close}
        size="md"
        title={vm.selected ? capitalised(format(vm.selected, dayFormat(i18n.locale), { locale })) : ''}
        footer={
          <>
            <Button variant="ghost" onClick={on.close}>
              <Trans id="common.close">Close</Trans>
            </Button>
            {firstPath ? (
              <Link to={firstPath} className="button button--primary">
                <Trans id="bookings.start">Start</Trans>
              </Link>
            ) : (
              <Button disabled>
                <Trans id="bookings.start">Start</Trans>
              </Button>
            )}
          </>
        }
      >
        {vm.sessions.length > 0 ? <SessionCarousel sessions={vm.sessions} /> : null}
      </Dialog>
    </div>
  );
}

const listDayFormat = (lang: string) => (lang === 'es' ? "EEE d 'de' MMM" : 'EEE d MMM');
const dayFormat = (lang: string) => (lang === 'es' ? "EEEE, d 'de' MMMM" : 'EEEE d MMMM');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function SessionCarousel({ sessions }: { sessions: Meeting[] }) {
  const { t } = useLingui();
  const { viewport, canPrev, canNext, prev, next } = useCarousel({ align: 'start', containScroll: 'trimSnaps' });
  return (
    <div className="sessions">
      <div className="sessions__viewport" ref={viewport}>
        <ul className="sessions__track" aria-label={t({ id: 'bookings.sessions', message: 'Sessions of the day' })}>
          {sessions.map((m) => {
            const path = roomPathOf(m);
            return (
              <li key={m.meetingId} className="session-card">
                {m.image ? <img className="session-card__image" src={m.image} alt="" /> : null}
                <div className="session-card__body">
                  <h3 className="session-card__title">{m.categoryName}</h3>
                  <p className="session-card__time">
                    <time dateTime={m.start}>{timeOf(m.start)}</time>
                  </p>
                  {path ? (
                    <Link to={path} className="button button--ghost session-card__link">
                      <Trans id="bookings.join">Join the call</Trans>
                      <span className="visually-hidden">
                        {' '}
                        {m.categoryName} {timeOf(m.start)}
                      </span>
                    </Link>
                  ) : (
                    <p className="session-card__pending">
                      <Trans id="bookings.no_room">The room is not ready yet.</Trans>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      {sessions.length > 1 ? (
        <div className="sessions__nav">
          <button
            type="button"
            className="sessions__arrow"
            onClick={prev}
            disabled={!canPrev}
            aria-label={t({ id: 'slider.previous', message: 'Previous' })}
          >
            ‹
          </button>
          <button
            type="button"
            className="sessions__arrow"
            onClick={next}
            disabled={!canNext}
            aria-label={t({ id: 'slider.next', message: 'Next' })}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
