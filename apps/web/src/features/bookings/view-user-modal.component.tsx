import type { Booking } from '@cordee/shared/bookings.contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { bookingKeys, bookingQueryOptions, useAnswerBooking } from './bookings.api.ts';
import { BookingDetails } from './my-courses-booking-details.component.tsx';

type Answer = 'accept' | 'decline';

function bookingIdOf(props: Record<string, unknown>): number | null {
  const id = props.bookingId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The climber view (modal `view_user` with `{ bookingId }`):
 * who booked, what they booked and for whom, and the guide's answer. A request is accepted or declined
 * here; an accepted or paid booking may be cancelled (the cancellation modal shows the full refund).
 * Staff open it too, from any booking.
 */
export function ViewUserModal({ props, close }: ModalContentProps) {
  const { t } = useTranslation('my-courses');
  const bookingId = bookingIdOf(props);
  const query = useQuery({ ...bookingQueryOptions(bookingId ?? 0), enabled: bookingId !== null });

  if (bookingId === null || (isApiError(query.error) && query.error.status === 404)) {
    return <FormAlert message={t('myCourses.viewUser.notFound')} />;
  }
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('myCourses.viewUser.loading')}</span>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert message={`${t('myCourses.viewUser.loadError')} ${messageOf(query.error, '')}`} />
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <ClimberView booking={query.data.booking} close={close} />;
}

function ClimberView({ booking, close }: { booking: Booking; close: () => void }) {
  const { t } = useTranslation('my-courses');
  const answer = useAnswerBooking();
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's `actions` follow the lifecycle table: only the event's guide answers a request.
  const mayAnswer = booking.actions.includes('accept') || booking.actions.includes('decline');
  const mayCancel = booking.actions.includes('cancel_by_guide');
  const climberName = booking.climber?.name ?? t('myCourses.viewUser.deletedClimber');

  const send = async (choice: Answer) => {
    setAnswering(choice);
    setFailure(null);
    try {
      await answer.mutateAsync({ id: booking.id, answer: choice });
      showAlert('success', t(choice === 'accept' ? 'myCourses.viewUser.accepted' : 'myCourses.viewUser.declined'));
      close();
    } catch (error) {
      setFailure(messageOf(error, t('errors.noResponse')));
      // A request that expired or was cancelled meanwhile answers 409: its refreshed status shows why.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      }
    } finally {
      setAnswering(null);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar
          name={climberName}
          color={booking.climber?.color}
          pictureUrl={booking.climber?.profile_picture}
          size="lg"
        />
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {t('myCourses.viewUser.climber')}
          </p>
          <p className="truncate text-base font-semibold text-slate-900">{climberName}</p>
        </div>
      </div>

      <BookingDetails booking={booking} viewer="guide" />

      <FormAlert message={failure} />

      {mayAnswer && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            className="text-red-700"
            busy={answering === 'decline'}
            disabled={answering !== null}
            onClick={() => void send('decline')}
          >
            {t('myCourses.viewUser.decline')}
          </Button>
          <Button busy={answering === 'accept'} disabled={answering !== null} onClick={() => void send('accept')}>
            {t('myCourses.viewUser.accept')}
          </Button>
        </div>
      )}
      {mayCancel && (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            className="text-red-700"
            onClick={() => openModal('cancel_booking', { bookingId: booking.id })}
          >
            {t('myCourses.viewUser.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
