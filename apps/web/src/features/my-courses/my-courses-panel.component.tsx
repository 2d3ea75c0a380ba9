import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { useQuery } from '@tanstack/react-query';
import { CloudOff, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventQueryOptions } from '../../api/events.api.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { bookingQueryOptions } from '../bookings/bookings.api.ts';
import { MyCoursesBookingActions } from '../bookings/my-courses-booking-actions.component.tsx';
import { BookingDetails } from '../bookings/my-courses-booking-details.component.tsx';
import { SelectedCourseFrame, type SelectedCourseLayout } from '../course-lists/selected-course-panel.component.tsx';
import { CourseDetailPanel } from '../events/course-detail-panel.component.tsx';

type MyCoursesPanelProps = {
  /** The event of the query (`current`); null when only the booking is named. */
  eventId: number | null;
  /** The booking of the query (`status`). */
  bookingId: number | null;
  viewer: AuthUser;
  layout: SelectedCourseLayout;
  /** The booking as the list has it, shown while its own fetch runs. */
  listed?: Booking;
  onClose: () => void;
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * 'Selected Course' of My Courses: the climber's booking (status, receipt, lines and taxes, refund,
 * attendees) above the course itself. A course its guide has deleted leaves the booking on screen (it
 * still says what was paid and refunded) and says so with the spec's danger alert.
 */
export function MyCoursesPanel({ eventId, bookingId, viewer, layout, listed, onClose }: MyCoursesPanelProps) {
  const { t } = useTranslation('my-courses');
  const bookingQuery = useQuery({
    ...bookingQueryOptions(bookingId ?? 0),
    enabled: bookingId !== null,
    placeholderData: listed ? { booking: listed } : undefined,
  });
  const booking = bookingQuery.data?.booking;

  // The booking knows when its course was deleted (event_id null); otherwise the course's own 404 tells.
  const bookingSaysGone = booking !== undefined && booking.event_id === null;
  const courseId = bookingSaysGone ? null : (eventId ?? booking?.event_id ?? null);
  const courseQuery = useQuery({ ...eventQueryOptions(courseId ?? 0), enabled: courseId !== null });
  const courseGone = bookingSaysGone || isNotFound(courseQuery.error);

  // Effects run twice in development and a query may fail again on refetch: one alert per panel.
  const reported = useRef(false);
  useEffect(() => {
    if (!courseGone || reported.current) return;
    reported.current = true;
    showAlert('danger', t('myCourses.eventMissing'));
  }, [courseGone, t]);

  let bookingArea: ReactNode = null;
  if (bookingId !== null) {
    if (booking) {
      bookingArea = (
        <div className="flex flex-col gap-4">
          <BookingDetails booking={booking} viewer="climber" />
          <MyCoursesBookingActions booking={booking} />
        </div>
      );
    } else if (bookingQuery.isPending) {
      bookingArea = <Loading text={t('myCourses.panel.loading')} />;
    } else if (isNotFound(bookingQuery.error)) {
      bookingArea = <Missing text={t('myCourses.panel.bookingNotFound')} />;
    } else {
      bookingArea = (
        <Failure
          text={t('myCourses.panel.loadError')}
          error={bookingQuery.error}
          busy={bookingQuery.isFetching}
          onRetry={() => void bookingQuery.refetch()}
        />
      );
    }
  }

  let courseArea: ReactNode = null;
  if (courseGone) {
    courseArea = <Missing text={t('myCourses.panel.eventGone')} />;
  } else if (courseId !== null) {
    if (courseQuery.data) {
      courseArea = (
        <CourseDetailPanel event={courseQuery.data} viewer={viewer} omitBookingId={bookingId ?? undefined} />
      );
    } else if (courseQuery.isPending) {
      courseArea = <Loading text={t('myCourses.panel.eventLoading')} />;
    } else {
      courseArea = (
        <Failure
          text={t('myCourses.panel.eventLoadError')}
          error={courseQuery.error}
          busy={courseQuery.isFetching}
          onRetry={() => void courseQuery.refetch()}
        />
      );
    }
  }

  return (
    <SelectedCourseFrame layout={layout} focusKey={`${eventId ?? ''}-${bookingId ?? ''}`} onClose={onClose}>
      <div className="flex flex-col gap-6">
        {bookingArea}
        {bookingArea && courseArea && <hr className="border-slate-200" />}
        {courseArea}
      </div>
    </SelectedCourseFrame>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-brand-700">
      <Spinner className="size-6" />
      <span className="text-sm font-medium text-slate-600">{text}</span>
    </div>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <SearchX aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <p>{text}</p>
    </div>
  );
}

function Failure({ text, error, busy, onRetry }: { text: string; error: unknown; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation('my-courses');
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
      <p role="alert" className="text-sm text-slate-700">
        {text} {messageOf(error, '')}
      </p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
