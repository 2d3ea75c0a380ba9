import type { Booking } from '@cordee/shared/bookings.contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { formatDayRange } from '../../lib/event-dates.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { BookingBadge } from './booking-badge.component.tsx';
import { useAnswerBooking, useBookings } from './bookings.api.ts';

/** A course's bookings fit one page: at most 30 seats a run, and only runs not yet ended are listed. */
const REGISTERED_PAGE_SIZE = 100;

/**
 * The registered climbers of a course, for its own guide: each booking on a run not yet
 * ended with the climber, the run, the group and its badge. A request is accepted or declined here; an
 * accepted or paid booking may be cancelled (a full refund); a climber's name opens their booking.
 */
export function RegisteredClimbers({ eventId }: { eventId: number }) {
  const { t } = useTranslation('bookings');
  const list = useBookings({ type: 'all', eventId, perPage: REGISTERED_PAGE_SIZE });
  const answer = useAnswerBooking();

  const answerBooking = (booking: Booking, choice: 'accept' | 'decline') => {
    answer.mutate(
      { id: booking.id, answer: choice },
      {
        onSuccess: (answered) => showAlert('success', noticeOf(answered)),
        onError: (error) => showAlert('danger', messageOf(error)),
      },
    );
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-brand-700" />
        {t('bookings.registered.loading')}
      </p>
    );
  } else if (list.isError) {
    // A side list of the panel: its failure is said in place, with a retry, not raised as an alert.
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">
          {t('bookings.registered.loadError')} {messageOf(list.error, '')}
        </p>
        <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (list.data.bookings.length === 0) {
    body = <p className="text-sm text-slate-600">{t('bookings.registered.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        {list.data.bookings.map((booking) => {
          const busy = answer.isPending && answer.variables?.id === booking.id;
          const climberName = booking.climber?.name ?? t('bookings.registered.formerClimber');
          return (
            <li
              key={booking.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <Avatar
                  name={climberName}
                  color={booking.climber?.color}
                  pictureUrl={booking.climber?.profile_picture}
                  size="sm"
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <button
                    type="button"
                    onClick={() => openModal('view_user', { bookingId: booking.id })}
                    className="w-fit truncate text-left text-sm font-semibold text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
                    aria-label={t('bookings.registered.open', { name: climberName })}
                  >
                    {climberName}
                  </button>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                    <span>{formatDayRange(booking.start_date, booking.end_date)}</span>
                    <span>{t('bookings.quantity', { count: booking.quantity })}</span>
                    <BookingBadge status={booking.status} viewer="guide" />
                  </p>
                </div>
              </div>
              {booking.status === 'requested' && (
                <div className="flex gap-2">
                  <Button
                    className="flex-1 sm:flex-none"
                    busy={busy && answer.variables?.answer === 'accept'}
                    disabled={busy}
                    onClick={() => answerBooking(booking, 'accept')}
                    aria-label={t('bookings.registered.acceptFor', { name: climberName })}
                  >
                    {t('bookings.registered.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1 text-red-700 sm:flex-none"
                    busy={busy && answer.variables?.answer === 'decline'}
                    disabled={busy}
                    onClick={() => answerBooking(booking, 'decline')}
                    aria-label={t('bookings.registered.declineFor', { name: climberName })}
                  >
                    {t('bookings.registered.decline')}
                  </Button>
                </div>
              )}
              {(booking.status === 'accepted' || booking.status === 'paid') && (
                <Button
                  variant="secondary"
                  className="text-red-700"
                  onClick={() => openModal('cancel_booking', { bookingId: booking.id })}
                  aria-label={t('bookings.registered.cancelFor', { name: climberName })}
                >
                  {t('bookings.cancel.open')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-label={t('bookings.registered.title')} className="flex flex-col gap-2">
      {body}
    </section>
  );
}
