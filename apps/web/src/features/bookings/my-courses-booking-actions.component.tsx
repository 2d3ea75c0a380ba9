import type { Booking } from '@cordee/shared/bookings.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';

type MyCoursesBookingActionsProps = {
  booking: Booking;
  /** The id of the booking's name, which tells apart the same buttons on every card. */
  describedBy?: string;
  className?: string;
};

/**
 * A climber's next step on a booking, as the server's `actions` open it (the lifecycle table):
 * 'Complete booking' once the guide accepted (`pay`: the booking modal with waiver, relist, summary,
 * payment), 'Cancel booking' while the run has not started (`cancel_by_climber`: the cancellation modal
 * shows the refund first). Nothing when neither applies.
 */
export function MyCoursesBookingActions({ booking, describedBy, className = '' }: MyCoursesBookingActionsProps) {
  const { t } = useTranslation('my-courses');
  const complete = booking.actions.includes('pay');
  const cancel = booking.actions.includes('cancel_by_climber');
  if (!complete && !cancel) return null;

  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {complete && (
        <Button
          className="px-3 py-2"
          aria-describedby={describedBy}
          onClick={() => openModal('booking_modal', { bookingId: booking.id })}
        >
          {t('myCourses.card.complete')}
        </Button>
      )}
      {cancel && (
        <Button
          variant="secondary"
          className="px-3 py-2 text-red-700"
          aria-describedby={describedBy}
          onClick={() => openModal('cancel_booking', { bookingId: booking.id })}
        >
          {t('myCourses.card.cancel')}
        </Button>
      )}
    </div>
  );
}
