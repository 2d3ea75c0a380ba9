import type { Booking } from '@cordee/shared/bookings.contracts';
import type { EVENT_COLORS } from '@cordee/shared/catalogue';
import { formatAmount } from '@cordee/shared/money';
import { CalendarDays, MapPin, Mountain, Users } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_COLOR_HEX } from '../../lib/event-colors.ts';
import { formatDayRange } from '../../lib/event-dates.ts';
import { CARD_ADDRESS_MAX, truncateText } from '../../lib/event-display.ts';
import { BookingBadge } from '../bookings/booking-badge.component.tsx';
import { MyCoursesBookingActions } from '../bookings/my-courses-booking-actions.component.tsx';

type BookingListProps = {
  bookings: readonly Booking[];
  selectedId: number | null;
  /** Narrower columns while the Selected Course panel sits beside the list. */
  besidePanel: boolean;
  onOpen: (booking: Booking) => void;
  listRef?: Ref<HTMLUListElement>;
};

/** A climber's bookings as cards: one per booking, newest run state on its badge. */
export function BookingList({ bookings, selectedId, besidePanel, onOpen, listRef }: BookingListProps) {
  const { t } = useTranslation('my-courses');
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={t('myCourses.listLabel')}
      className={`grid gap-4 focus:outline-none ${besidePanel ? '2xl:grid-cols-2' : 'md:grid-cols-2 2xl:grid-cols-3'}`}
    >
      {bookings.map((booking) => (
        <li
          key={booking.id}
          data-booking-id={booking.id}
          className={`rounded-xl ${booking.id === selectedId ? 'ring-2 ring-brand-500 ring-offset-2' : ''}`}
        >
          <BookingCard booking={booking} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function colourOf(colorClass: string): string {
  return EVENT_COLOR_HEX[colorClass as (typeof EVENT_COLORS)[number]] ?? EVENT_COLOR_HEX.green;
}

/**
 * A booking: its event's colour, name, run dates, address (cut at 20 characters, as on event cards), group
 * size, total and badge, with the climber's next step. The name is the button that opens the panel,
 * stretched over the card; the actions sit above the stretch so they stay their own buttons.
 */
function BookingCard({ booking, onOpen }: { booking: Booking; onOpen: (booking: Booking) => void }) {
  const { t } = useTranslation('my-courses');
  // Every card has the same two buttons: each is described by its course's name.
  const nameId = useId();

  return (
    <article className="relative flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md sm:gap-4">
      <div
        aria-hidden="true"
        style={{ backgroundColor: colourOf(booking.color_class) }}
        className="flex size-16 shrink-0 items-center justify-center rounded-lg text-white/90 sm:size-24"
      >
        <Mountain className="size-7 sm:size-8" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold text-slate-900">
            <button
              id={nameId}
              type="button"
              onClick={() => onOpen(booking)}
              className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus:outline-none"
            >
              {booking.event_name}
            </button>
          </h3>
          <BookingBadge status={booking.status} viewer="climber" />
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span>{formatDayRange(booking.start_date, booking.end_date)}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600" title={booking.address}>
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span>{truncateText(booking.address, CARD_ADDRESS_MAX)}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {t('myCourses.persons', { count: booking.quantity })}
          </span>
          <span className="font-semibold text-brand-800">
            {t('myCourses.card.total', { amount: formatAmount(booking.total_price) })}
          </span>
        </p>
        <MyCoursesBookingActions booking={booking} describedBy={nameId} className="relative z-10 mt-1" />
      </div>
    </article>
  );
}
