import type { Booking } from '@cordee/shared/bookings.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { climberActionsOf } from './booking-list-actions.ts';
import '../../locales/my-courses.catalogue.ts';

type MyCoursesBookingActionsProps = {
  booking: Booking;
  now: Date;
  /** The id of the booking's name, which tells apart the same buttons on every card. */
  describedBy?: string;
  className?: string;
};

/**
 * A climber's next step on a booking: 'Complete booking' once the guide accepted (the booking modal:
 * waiver, relist, summary, payment), 'Cancel booking' while the run has not started (the cancellation
 * modal shows the refund first). Nothing when neither applies.
 */
export function MyCoursesBookingActions({ booking, now, describedBy, className = '' }: MyCoursesBookingActionsProps) {
  const { t } = useTranslation();
  const actions = climberActionsOf(booking, now);
  if (!actions.complete && !actions.cancel) return null;

  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {actions.complete && (
        <Button
          className="px-3 py-2"
          aria-describedby={describedBy}
          onClick={() => openModal('booking_modal', { bookingId: booking.id })}
        >
          {t('myCourses.card.complete')}
        </Button>
      )}
      {actions.cancel && (
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
