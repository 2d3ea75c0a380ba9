import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { formatDayRange } from '../../lib/event-dates.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { BookButton } from './book-button.component.tsx';
import { BookingBadge } from './booking-badge.component.tsx';
import { climberEventBookingsOf, useClimberBookings } from './bookings.api.ts';

/**
 * A climber's booking area in 'Selected Course': the book button, then each of their
 * bookings on the course with its run, group, badge and 'Cancel booking' while the server offers it.
 */
export function ClimberCourseBookings({
  event,
  viewer,
  omitBookingId,
}: {
  event: EventSummary;
  viewer: AuthUser;
  /** A booking the screen already shows with its actions (My Courses' Selected Course). */
  omitBookingId?: number;
}) {
  const { t } = useTranslation('bookings');
  const { bookings } = useClimberBookings(viewer);
  const mine = bookings ? climberEventBookingsOf(event, bookings) : null;
  const listed = mine ? mine.bookings.filter((booking) => booking.id !== omitBookingId) : [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <BookButton event={event} viewer={viewer} />
        {/* Disabled with no booking of theirs: the course has no seat left. */}
        {mine && !mine.button.enabled && mine.button.status === null && (
          <p className="text-sm text-slate-600">{t('bookings.button.fullyBooked')}</p>
        )}
      </div>
      {listed.length > 0 && (
        <section aria-label={t('bookings.mine.title')} className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-800">{t('bookings.mine.title')}</h4>
          <ul className="flex flex-col gap-2">
            {listed.map((booking) => (
              <li
                key={booking.id}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                  <span>{formatDayRange(booking.start_date, booking.end_date)}</span>
                  <span>{t('bookings.quantity', { count: booking.quantity })}</span>
                  <BookingBadge status={booking.status} viewer="climber" />
                </div>
                {booking.actions.includes('cancel_by_climber') && (
                  <Button
                    variant="secondary"
                    className="text-red-700"
                    onClick={() => openModal('cancel_booking', { bookingId: booking.id })}
                  >
                    {t('bookings.cancel.open')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
