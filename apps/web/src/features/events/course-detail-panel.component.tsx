import { mayChangeEvent } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { formatPrice } from '@cordee/shared/money';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { ExternalLink, Mountain, Navigation, Pencil, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { formatDayRange } from '../../lib/event-dates.ts';
import {
  categoryNameOf,
  directionsUrlOf,
  isFullOrHalfDay,
  isSafeLink,
  placeNameOf,
  todayIso,
  upcomingOccurrencesOf,
} from '../../lib/event-display.ts';
import { accessSubjectOf } from '../../routing/access-subject.ts';
import { BookButton } from '../bookings/book-button.component.tsx';
import { MessageGuideButton } from '../chats/message-guide-button.component.tsx';

// Parts one role sees load with that role's first look at a course: a visitor's course detail is the
// heaviest first visit of all (decision 0023), and it shows neither.
const ClimberCourseBookings = lazy(() =>
  import('../bookings/climber-course-bookings.component.tsx').then((part) => ({ default: part.ClimberCourseBookings })),
);
const RegisteredClimbers = lazy(() =>
  import('../bookings/registered-climbers.component.tsx').then((part) => ({ default: part.RegisteredClimbers })),
);

/** The next dates listed under the repeat rule. */
const NEXT_DATES_SHOWN = 5;

export type CourseDetailPanelProps = {
  event: EventSummary;
  /** The signed-in user, or null for a visitor: decides the booking area and the guide-only parts. */
  viewer: AuthUser | null;
  /** Shown to the event's own guide only, when the list that holds the panel can edit or delete. */
  onEdit?: (event: EventSummary) => void;
  onDelete?: (event: EventSummary) => void;
  /** A climber's booking the screen already shows above the panel, left out of the panel's own list. */
  omitBookingId?: number;
};

/**
 * 'Selected Course': everything about one event, the book button of a visitor or a
 * climber (with the climber's own bookings on it), and the registered climbers of its own guide.
 */
export function CourseDetailPanel({ event, viewer, onEdit, onDelete, omitBookingId }: CourseDetailPanelProps) {
  const { t } = useTranslation(['bookings', 'event-search']);
  // Who may change the course (its approved guide, the super admin, an admin holding All Courses) also
  // sees how full it is; only its own guide sees who registered and gets the actions inside the panel.
  const mayChange = viewer !== null && mayChangeEvent(accessSubjectOf(viewer), { guideId: event.guide_id });
  const isOwner = mayChange && viewer?.role === 'guide';
  const seesAttendance = mayChange;
  const place = placeNameOf(event);
  const upcoming = upcomingOccurrencesOf(event, todayIso(), NEXT_DATES_SHOWN);

  return (
    <article className="flex flex-col gap-6" aria-label={event.event_name}>
      <Gallery event={event} />

      <header className="flex flex-col gap-3">
        <h3 className="text-xl font-bold text-slate-900 sm:text-2xl">{event.event_name}</h3>
        <ul className="flex flex-wrap gap-2" aria-label={t('eventSearch.detail.labels')}>
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            {t(`eventSearch.eventType.${event.event_type}`)}
          </li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {categoryNameOf(event)}
          </li>
        </ul>
        {isSafeLink(event.guides_link) && (
          <a
            href={event.guides_link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('eventSearch.detail.guideLink')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
        <BookingArea
          event={event}
          viewer={viewer}
          isOwner={isOwner}
          onEdit={onEdit}
          onDelete={onDelete}
          omitBookingId={omitBookingId}
        />
      </header>

      {event.event_description && (
        <Section title={t('eventSearch.detail.description')}>
          <RichText html={event.event_description} />
        </Section>
      )}

      <Section title={t('eventSearch.detail.price')}>
        <PriceList event={event} />
        {event.price_info && <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{event.price_info}</p>}
      </Section>

      <Section title={t('eventSearch.detail.dates')}>
        <p className="text-sm text-slate-800">{formatDayRange(event.start_date, event.end_date)}</p>
        {event.repeat && (
          <p className="text-sm text-slate-700">
            {t('eventSearch.detail.repeats', { rule: t(`eventSearch.repeat.${event.repeat_at}`) })}
          </p>
        )}
        {upcoming.length > 0 && (
          <div className="mt-2">
            <p className="text-sm font-medium text-slate-800">{t('eventSearch.detail.nextDates')}</p>
            <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
              {upcoming.map((occurrence) => (
                <li key={occurrence.id}>
                  {formatDayRange(occurrence.starts_on, occurrence.ends_on)}
                  {seesAttendance &&
                    ` · ${t('eventSearch.detail.seatsTaken', { taken: occurrence.seats_taken, capacity: occurrence.capacity })}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      {event.event_duration.length > 0 && (
        <Section title={t('eventSearch.detail.duration')}>
          <p className="text-sm text-slate-800">
            {event.event_duration
              .map((value) => (value === 'fhday' ? t('eventSearch.detail.fullOrHalfDay') : value))
              .join(', ')}
          </p>
        </Section>
      )}

      {seesAttendance && (
        <Section title={t('eventSearch.detail.attendance')}>
          <p className="text-sm text-slate-800">
            {t('eventSearch.detail.attendanceRange', { min: event.attendance_min, max: event.attendance_limit })}
          </p>
        </Section>
      )}

      <Section title={t('eventSearch.detail.location')}>
        <p className="text-sm text-slate-800">{event.address}</p>
        {place && <p className="text-sm text-slate-600">{place}</p>}
        {event.address_description && (
          <p className="text-sm whitespace-pre-line text-slate-600">{event.address_description}</p>
        )}
        <DirectionsLink latitude={event.latitude} longitude={event.longitude} />
      </Section>

      {event.other_location.length > 0 && (
        <Section title={t('eventSearch.detail.otherLocations')}>
          <ul className="flex flex-col gap-3">
            {event.other_location.map((location, index) => (
              <li key={location.id ?? index} className="flex flex-col gap-1">
                <p className="text-sm text-slate-800">{location.address}</p>
                <DirectionsLink latitude={location.lat} longitude={location.lng} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {event.itinerary && (
        <Section title={t('eventSearch.detail.itinerary')}>
          <RichText html={event.itinerary} />
        </Section>
      )}

      {(event.climber_gears.length > 0 || event.guide_gears.length > 0) && (
        <Section title={t('eventSearch.detail.gear')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <GearList title={t('eventSearch.detail.climberGear')} items={event.climber_gears} />
            <GearList title={t('eventSearch.detail.guideGear')} items={event.guide_gears} />
          </div>
        </Section>
      )}

      {event.experience_required.length > 0 && (
        <Section title={t('eventSearch.detail.level')}>
          <p className="text-sm text-slate-800">
            {event.experience_required.map((level) => t(`eventSearch.level.${level}`)).join(', ')}
          </p>
        </Section>
      )}

      {event.faqs.length > 0 && (
        <Section title={t('eventSearch.detail.faqs')}>
          <dl className="flex flex-col gap-3">
            {event.faqs.map((faq, index) => (
              <div key={faq.id ?? index}>
                <dt className="text-sm font-semibold text-slate-900">{faq.question}</dt>
                <dd className="text-sm whitespace-pre-line text-slate-700">{faq.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      <Section title={t('eventSearch.detail.guide')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Avatar name={event.guide.name} pictureUrl={event.guide.profile_picture} />
            <p className="text-sm font-medium text-slate-900">{event.guide.name}</p>
          </div>
          <MessageGuideButton eventId={event.id} guide={event.guide} viewer={viewer} />
        </div>
      </Section>

      {isOwner && (
        <Section title={t('bookings.registered.title')}>
          <Suspense fallback={<PartLoading />}>
            <RegisteredClimbers eventId={event.id} />
          </Suspense>
        </Section>
      )}
    </article>
  );
}

function PartLoading() {
  const { t } = useTranslation(['bookings', 'event-search']);
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-sm text-slate-600">
      <Spinner className="size-4 text-brand-700" />
      {t('common.loading')}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5 border-t border-slate-100 pt-4">
      <h4 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {children}
    </section>
  );
}

/**
 * The description and the itinerary are the only HTML the app renders from data. The server stores them
 * only as the output of its sanitize-html allowlist (paragraphs, lists, emphasis, https links; no
 * script, event handler, style or iframe: apps/server/src/features/events/rich-text.ts), applied on
 * every write, so what arrives here is already safe to insert. Nothing else is ever inserted as HTML.
 */
function RichText({ html }: { html: string }) {
  return (
    <div
      className="prose-sm flex flex-col gap-2 text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist on every write (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function DirectionsLink({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation(['bookings', 'event-search']);
  return (
    <a
      href={directionsUrlOf(latitude, longitude)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <Navigation aria-hidden="true" className="size-4" />
      {t('eventSearch.detail.directions')}
    </a>
  );
}

function GearList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Per-person prices: one row for a public trip; for a private trip one row per group size. A full-or-
 * half-day trip shows the half-day price (priceh) beside the full day.
 */
function PriceList({ event }: { event: EventSummary }) {
  const { t } = useTranslation(['bookings', 'event-search']);
  const halfDay = isFullOrHalfDay(event) || event.price.some((row) => row.priceh != null);
  const amounts = (row: EventSummary['price'][number]) =>
    halfDay && row.priceh != null
      ? t('eventSearch.detail.fullAndHalfDay', { full: formatPrice(row.price), half: formatPrice(row.priceh) })
      : t('eventSearch.detail.perPerson', { price: formatPrice(row.price) });

  if (event.event_type === 'private') {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">{t('eventSearch.detail.privatePricing')}</p>
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {event.price.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-2">
              <span>{t('eventSearch.detail.groupSize', { count: row.id })}</span>
              <span className="font-medium">{amounts(row)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const [row] = event.price;
  if (!row) return <p className="text-sm text-slate-800">{formatPrice(event.min_price)}</p>;
  return <p className="text-sm font-medium text-slate-800">{amounts(row)}</p>;
}

function Gallery({ event }: { event: EventSummary }) {
  const { t } = useTranslation(['bookings', 'event-search']);
  const [selected, setSelected] = useState(0);
  const images = event.gallery;
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <div className="flex h-40 items-center justify-center rounded-xl bg-slate-100 text-slate-400">
        <Mountain aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {/* The full image: the largest thing of the course's page, so it is fetched first. Its 2:1 box is
          reserved by the width and height before it arrives. */}
      <img
        src={current.url}
        alt={t('eventSearch.detail.galleryImage', { name: event.event_name, index: selected + 1 })}
        width={960}
        height={480}
        fetchPriority="high"
        decoding="async"
        className="aspect-[2/1] max-h-80 w-full rounded-xl bg-slate-100 object-cover"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t('eventSearch.detail.gallery')}>
          {images.map((image, index) => (
            <li key={image.key}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('eventSearch.detail.showImage', { index: index + 1 })}
                className={`block size-16 overflow-hidden rounded-lg border-2 ${index === selected ? 'border-brand-600' : 'border-transparent'}`}
              >
                <img
                  src={thumbnailUrlOf(image.url)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type BookingAreaProps = {
  event: EventSummary;
  viewer: AuthUser | null;
  isOwner: boolean;
  onEdit?: (event: EventSummary) => void;
  onDelete?: (event: EventSummary) => void;
  omitBookingId?: number;
};

/**
 * A visitor's 'Book event' asks them to log in or sign up; a climber books or completes a
 * booking and sees their own bookings on the course. The event's own guide may edit or delete it.
 */
function BookingArea({ event, viewer, isOwner, onEdit, onDelete, omitBookingId }: BookingAreaProps) {
  const { t } = useTranslation(['bookings', 'event-search']);
  if (!viewer) {
    return (
      <div>
        <BookButton event={event} viewer={null} />
      </div>
    );
  }
  if (viewer.role === 'climber') {
    return (
      <Suspense fallback={<PartLoading />}>
        <ClimberCourseBookings event={event} viewer={viewer} omitBookingId={omitBookingId} />
      </Suspense>
    );
  }
  if (isOwner && (onEdit || onDelete)) {
    return (
      <div className="flex flex-wrap gap-2">
        {onEdit && (
          <Button variant="secondary" onClick={() => onEdit(event)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('eventSearch.detail.edit')}
          </Button>
        )}
        {onDelete && (
          <Button variant="secondary" className="text-red-700" onClick={() => onDelete(event)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('eventSearch.detail.delete')}
          </Button>
        )}
      </div>
    );
  }
  return null;
}
