import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { climberEventBookingsOf, useClimberBookings } from './bookings.api.ts';

type BookButtonProps = {
  event: EventSummary;
  viewer: AuthUser | null;
  className?: string;
};

/**
 * The book button wherever a course shows: a visitor's asks to log in or sign up; a
 * climber's requests seats ("Book event") or completes an accepted booking ("Complete booking"), and is
 * disabled while a booking is pending, paid, or the course is full. Guides and staff do not book.
 */
export function BookButton({ event, viewer, className = '' }: BookButtonProps) {
  const { t } = useTranslation('bookings');
  const { bookings, loading } = useClimberBookings(viewer);

  if (!viewer) {
    return (
      <Button className={className} onClick={() => openModal('open_login', { eventId: event.id })}>
        {t('bookings.button.book')}
      </Button>
    );
  }
  if (bookings === null) return null;
  if (loading) {
    return (
      <Button className={className} disabled busy>
        {t('bookings.button.book')}
      </Button>
    );
  }

  const { button, toComplete } = climberEventBookingsOf(event, bookings);
  if (button.label === 'complete' && toComplete) {
    return (
      <Button className={className} onClick={() => openModal('booking_modal', { bookingId: toComplete.id })}>
        {t('bookings.button.complete')}
      </Button>
    );
  }
  return (
    <Button
      className={className}
      disabled={!button.enabled}
      onClick={() => openModal('booking_request', { eventId: event.id })}
    >
      {t('bookings.button.book')}
    </Button>
  );
}
