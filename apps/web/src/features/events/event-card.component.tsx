import type { EventSummary } from '@cordee/shared/events.contracts';
import { formatPrice } from '@cordee/shared/money';
import { CalendarDays, MapPin, Mountain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../../lib/event-dates.ts';
import { CARD_ADDRESS_MAX, cardImageOf, isFullyBooked, priceBoundsOf, truncateText } from '../../lib/event-display.ts';
import { useViewer } from '../../session/bootstrap.api.ts';
import { BookButton } from '../bookings/book-button.component.tsx';
import { BookingBadge } from '../bookings/booking-badge.component.tsx';
import { climberEventBookingsOf, useClimberBookings } from '../bookings/bookings.api.ts';

export type EventCardProps = {
  event: EventSummary;
  /** What opening the card does depends on the list it sits in. */
  onOpen: (event: EventSummary) => void;
  /**
   * The first card of a list: its image is on screen at once, so it loads at once; the others wait
   * until they come near the screen.
   */
  imageFirst?: boolean;
};

/** The square image box in CSS pixels (size-28 at its widest): the width and height the image reserves. */
const CARD_IMAGE_PX = 112;

/**
 * An event in a list: image, name, address cut at 20 characters, a "Fully booked" badge,
 * the lowest price and the dates. Climbers also see the event type and the status of their booking on
 * it. The name is the button that opens the card, stretched over the whole of it; the book button of a
 * visitor or a climber sits above that stretch so it stays its own target.
 */
export function EventCard({ event, onOpen, imageFirst = false }: EventCardProps) {
  const { t } = useTranslation('event-search');
  const viewer = useViewer();
  const image = cardImageOf(event);
  const full = isFullyBooked(event);
  const { bookings } = useClimberBookings(viewer);
  const shownBooking = bookings ? climberEventBookingsOf(event, bookings).shown : null;
  const books = viewer === null || viewer.role === 'climber';

  return (
    <article className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:size-28">
        {image ? (
          <img
            src={image}
            alt=""
            width={CARD_IMAGE_PX}
            height={CARD_IMAGE_PX}
            loading={imageFirst ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <Mountain aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-base leading-snug font-semibold text-slate-900">
            <button
              type="button"
              onClick={() => onOpen(event)}
              className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus:outline-none"
            >
              {event.event_name}
            </button>
          </h3>
          {full && (
            <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('eventSearch.card.fullyBooked')}
            </span>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600" title={event.address}>
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span>{truncateText(event.address, CARD_ADDRESS_MAX)}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span>{formatDayRange(event.start_date, event.end_date)}</span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-sm font-semibold text-brand-800">
            {t('eventSearch.card.priceFrom', { price: formatPrice(priceBoundsOf(event).min) })}
          </p>
          {viewer?.role === 'climber' && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t(`eventSearch.eventType.${event.event_type}`)}
            </span>
          )}
          {shownBooking && <BookingBadge status={shownBooking.status} viewer="climber" />}
        </div>
        {books && (
          <div className="relative z-10 mt-1">
            <BookButton event={event} viewer={viewer} />
          </div>
        )}
      </div>
    </article>
  );
}
