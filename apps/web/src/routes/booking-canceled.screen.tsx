import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BookingCanceled } from '../features/bookings/booking-canceled.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** BookingCanceled, /booking/canceled/{session_id}: where the provider returns a climber who did not pay. */
export function BookingCanceledScreen() {
  const { t } = useTranslation('bookings');
  const { sessionId = '' } = useParams();
  useDocumentTitle(t('bookings.canceled.documentTitle'));
  return <BookingCanceled key={sessionId} sessionId={sessionId} />;
}
