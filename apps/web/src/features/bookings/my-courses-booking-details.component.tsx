import type { Booking } from '@cordee/shared/bookings.contracts';
import { formatAmount } from '@cordee/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../../lib/event-dates.ts';
import { BookingBadge } from './booking-badge.component.tsx';

type BookingDetailsProps = {
  booking: Booking;
  /** Who reads it: the badge says "Booked" to the climber and "Paid" to the guide. */
  viewer: 'climber' | 'guide';
};

/** Tax rates travel in thousandths of a percent (QST 9.975 % is 9975). */
const TAX_RATE_SCALE = 100_000;

/**
 * One booking as its receipt reads: status, dates, group, receipt number, the quote it was made with
 * (lines, taxes, total, with cents), the refund made, and its attendees. Shown in the climber's
 * Selected Course panel and in the guide's climber view.
 */
export function BookingDetails({ booking, viewer }: BookingDetailsProps) {
  const { t, i18n } = useTranslation('my-courses');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 3 });
  // A date of birth is a calendar day: read in UTC so it never slips to the day before.
  const birthDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const { quote } = booking;

  return (
    <section aria-label={t('myCourses.details.label')} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold text-slate-900">{booking.event_name}</h3>
        <BookingBadge status={booking.status} viewer={viewer} />
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Term label={t('myCourses.details.dates')}>{formatDayRange(booking.start_date, booking.end_date)}</Term>
        <Term label={t('myCourses.details.group')}>{t('myCourses.persons', { count: booking.quantity })}</Term>
        {booking.receipt_no && <Term label={t('myCourses.details.receipt')}>{booking.receipt_no}</Term>}
        <Term label={t('myCourses.details.requestedOn')}>{dateTime.format(new Date(booking.created_at))}</Term>
        {booking.expires_at && booking.status === 'requested' && (
          <Term label={t('myCourses.details.answerBy')}>{dateTime.format(new Date(booking.expires_at))}</Term>
        )}
        {booking.expires_at && booking.status === 'accepted' && (
          <Term label={t('myCourses.details.payBy')}>{dateTime.format(new Date(booking.expires_at))}</Term>
        )}
      </dl>

      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{t('myCourses.details.price')}</h4>
        <table className="w-full text-sm">
          <tbody className="divide-y divide-slate-100">
            {quote.lines.map((line, index) => (
              <tr key={`${line.kind}-${line.id ?? index}`}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                  {line.kind === 'trip'
                    ? t('myCourses.details.tripLine', {
                        persons: t('myCourses.persons', { count: line.quantity }),
                        price: formatAmount(line.unit_amount),
                      })
                    : line.label}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {formatAmount(line.amount)}
                </td>
              </tr>
            ))}
            {quote.taxes.map((tax) => (
              <tr key={tax.code}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                  {t('myCourses.details.taxLine', { code: tax.code, rate: percent.format(tax.rate / TAX_RATE_SCALE) })}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {formatAmount(tax.amount)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-1.5 pr-3 text-left font-semibold text-slate-900">
                {t('myCourses.details.total')}
              </th>
              <td className="py-1.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatAmount(booking.total_price)}
              </td>
            </tr>
            {booking.refunded_amount > 0 && (
              <tr>
                <th scope="row" className="py-1.5 pr-3 text-left font-semibold text-emerald-800">
                  {t('myCourses.details.refund')}
                </th>
                <td className="py-1.5 text-right font-semibold whitespace-nowrap text-emerald-800 tabular-nums">
                  {formatAmount(booking.refunded_amount)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      {booking.attendees.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-900">{t('myCourses.details.attendees')}</h4>
          <ul aria-label={t('myCourses.details.attendees')} className="flex flex-col gap-2">
            {booking.attendees.map((attendee) => (
              <li key={attendee.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">{attendee.name}</p>
                <p className="break-all text-slate-600">{attendee.email}</p>
                <p className="text-slate-600">
                  {t('myCourses.details.born', { date: birthDay.format(new Date(`${attendee.dob}T00:00:00Z`)) })}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </>
  );
}
