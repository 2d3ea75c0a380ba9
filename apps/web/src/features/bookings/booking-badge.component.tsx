import { type BookingStatus, bookingBadgeOf } from '@cordee/shared/booking-status';
import { useTranslation } from 'react-i18next';

const TONE = {
  paid: 'bg-emerald-100 text-emerald-800',
  booked: 'bg-emerald-100 text-emerald-800',
  waiting_payment: 'bg-amber-100 text-amber-900',
  pending_approval: 'bg-sky-100 text-sky-900',
  canceled: 'bg-rose-100 text-rose-800',
  expired: 'bg-slate-200 text-slate-700',
} as const;

/**
 * A booking's status as a badge, worded for who looks at it: a paid booking reads "Booked" to its
 * climber and "Paid" to the guide and staff. Every card and list shows it through this component.
 */
export function BookingBadge({ status, viewer }: { status: BookingStatus; viewer: 'climber' | 'guide' }) {
  const { t } = useTranslation('bookings');
  const badge = bookingBadgeOf(status, viewer);
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[badge]}`}>
      {t(`bookings.badge.${badge}`)}
    </span>
  );
}
