import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookingSuccess } from '../features/bookings/booking-success.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** BookingSuccess, /booking/success/{session_id}: where the payment provider returns a paying climber. */
export function BookingSuccessScreen() {
  const { t } = useTranslation('bookings');
  const { sessionId = '' } = useParams();
  useDocumentTitle(t('bookings.success.documentTitle'));
  // A new session is a new confirmation, with its own "sent once" memory.
  return <BookingSuccess key={sessionId} sessionId={sessionId} />;
}
