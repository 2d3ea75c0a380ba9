import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { useQuery } from '@tanstack/react-query';
import { CloudOff, Pencil, Trash2, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventQueryOptions } from '../../api/events.api.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { CourseDetailPanel } from '../events/course-detail-panel.component.tsx';
import { canChangeCourse, isOwnCourse } from './course-permissions.ts';

export type SelectedCourseLayout = 'beside' | 'drawer';

type SelectedCoursePanelProps = {
  eventId: number;
  viewer: AuthUser;
  layout: SelectedCourseLayout;
  /** The course as the list has it, shown while its own fetch runs. */
  listed?: EventSummary;
  onClose: () => void;
  /** The course is gone (deleted by its guide): the panel must close, its address no longer means anything. */
  onNotFound: () => void;
  /** Offered only to whom may (see course-permissions.ts). */
  onEdit: (event: EventSummary) => void;
  onDelete: (event: EventSummary) => void;
};

/**
 * 'Selected Course' for the `current` of the query: beside the list on wide screens, a
 * drawer on small ones. The course is fetched by id, so a link to it works without the list; a course
 * that no longer exists closes the panel with the spec's danger alert (§8).
 */
export function SelectedCoursePanel({
  eventId,
  viewer,
  layout,
  listed,
  onClose,
  onNotFound,
  onEdit,
  onDelete,
}: SelectedCoursePanelProps) {
  const { t } = useTranslation(['course-lists', 'event-search']);
  const course = useQuery(eventQueryOptions(eventId));
  const notFound = isApiError(course.error) && course.error.status === 404;
  // Effects run twice in development and a query may error again on refetch: one alert per course.
  const reportedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!notFound || reportedFor.current === eventId) return;
    reportedFor.current = eventId;
    showAlert('danger', t('courseLists.panel.notFound'));
    onNotFound();
  }, [notFound, eventId, onNotFound, t]);

  // The list's copy (no full run list; the panel needs none) stands in until the course itself arrives.
  const event: EventSummary | undefined = course.data ?? (course.isError ? undefined : listed);
  let body: ReactNode;
  if (event) {
    const owner = isOwnCourse(viewer, event);
    // The detail panel offers its actions to the course's own guide; staff who may change any course
    // (the super admin, an admin holding All Courses) get Edit and Delete above it, beside its guide's name.
    const staffActions = !owner && canChangeCourse(viewer, event);
    body = (
      <div className="flex flex-col gap-4">
        {staffActions && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2">
            <p className="text-sm text-slate-700">{t('courseLists.byGuide', { name: event.guide.name })}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onEdit(event)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('eventSearch.detail.edit')}
              </Button>
              <Button variant="secondary" className="text-red-700" onClick={() => onDelete(event)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('courseLists.panel.delete')}
              </Button>
            </div>
          </div>
        )}
        <CourseDetailPanel
          event={event}
          viewer={viewer}
          onEdit={owner ? () => onEdit(event) : undefined}
          onDelete={owner ? () => onDelete(event) : undefined}
        />
      </div>
    );
  } else if (course.isPending || notFound) {
    body = (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('courseLists.panel.loading')}</span>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
        <p role="alert" className="text-sm text-slate-700">
          {t('courseLists.panel.loadError')} {messageOf(course.error, '')}
        </p>
        <Button variant="secondary" busy={course.isFetching} onClick={() => void course.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <SelectedCourseFrame layout={layout} focusKey={eventId} onClose={onClose}>
      {body}
    </SelectedCourseFrame>
  );
}

/**
 * The frame of a 'Selected Course' panel, whatever it shows: beside the list on wide screens (focus
 * moves to its heading each time `focusKey` changes), a drawer on small ones. My Courses uses it too.
 */
export function SelectedCourseFrame({
  layout,
  focusKey,
  onClose,
  children,
}: {
  layout: SelectedCourseLayout;
  focusKey: string | number;
  onClose: () => void;
  children: ReactNode;
}) {
  return layout === 'beside' ? (
    <BesidePanel focusKey={focusKey} onClose={onClose}>
      {children}
    </BesidePanel>
  ) : (
    <DrawerPanel onClose={onClose}>{children}</DrawerPanel>
  );
}

function BesidePanel({
  focusKey,
  onClose,
  children,
}: {
  focusKey: string | number;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a card moves the reader to what it opened; the list stays where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows what the panel shows, by key.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [focusKey]);

  return (
    <section
      aria-labelledby={headingId}
      className="sticky top-20 flex max-h-[calc(100dvh-6rem)] w-[26rem] shrink-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm xl:w-[30rem]"
    >
      <PanelHeader headingId={headingId} headingRef={headingRef} onClose={onClose} className="px-5" />
      <div className="overflow-y-auto px-5 py-4">{children}</div>
    </section>
  );
}

/** 'Selected Course' and its close button, beside the list or in the drawer. */
function PanelHeader({
  headingId,
  headingRef,
  onClose,
  className,
}: {
  headingId: string;
  /** Beside the list, opening a card moves focus to the heading. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  className: string;
}) {
  const { t } = useTranslation(['course-lists', 'event-search']);
  return (
    <header className={`flex items-center justify-between gap-2 border-b border-slate-200 py-3 ${className}`}>
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t('courseLists.panel.title')}
      </h2>
      <IconButton label={t('courseLists.panel.close')} onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
      </IconButton>
    </header>
  );
}

function DrawerPanel({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const headingId = useId();
  return (
    <ModalDialog
      onDismiss={onClose}
      labelledBy={headingId}
      className="mt-0 mr-0 mb-0 ml-auto h-dvh max-h-none w-full max-w-md shadow-2xl"
      bodyClassName="flex h-full flex-col"
    >
      <PanelHeader headingId={headingId} onClose={onClose} className="px-4" />
      <div className="overflow-y-auto px-4 py-4">{children}</div>
    </ModalDialog>
  );
}
