import type { EventSummary } from '@cordee/shared/events.contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listedEventOf, useDeleteEvent, useEvent } from '../../api/events.api.ts';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useViewer } from '../../session/bootstrap.api.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { CourseDetailPanel } from './course-detail-panel.component.tsx';

// Only the course's own guide can delete it from here: everyone else's course detail goes without it.
const DeleteConfirmDialog = lazy(() =>
  import('../../shell/modals/delete-confirm.component.tsx').then((part) => ({ default: part.DeleteConfirmDialog })),
);

/** search_result: an event opened from the search results, in the course detail panel. */
export function SearchResultModal({ props, close }: ModalContentProps) {
  const eventId = Number(props.eventId);
  return Number.isInteger(eventId) && eventId > 0 ? <OpenedEvent eventId={eventId} close={close} /> : null;
}

function OpenedEvent({ eventId, close }: { eventId: number; close: () => void }) {
  const { t } = useTranslation('event-search');
  const viewer = useViewer();
  const event = useEvent(eventId);
  // The result as the list had it stands in while the event loads (not after a failure to load it).
  const listed = listedEventOf(useQueryClient(), eventId);
  const shown = event.data ?? (event.isError ? undefined : listed);
  const deleteCourse = useDeleteEvent();
  const [toDelete, setToDelete] = useState<EventSummary | null>(null);

  if (shown) {
    return (
      <>
        {/* §2.9: a guide who finds their own course here edits or deletes it as on All Courses. */}
        <CourseDetailPanel
          event={shown}
          viewer={viewer}
          onEdit={(course) => openModal('event_edit', { eventId: course.id })}
          onDelete={setToDelete}
        />
        {toDelete !== null && (
          <Suspense>
            <DeleteConfirmDialog
              open
              onOpenChange={(open) => {
                if (!open) setToDelete(null);
              }}
              type={t('eventSearch.detail.deleteType')}
              onConfirm={async () => {
                if (!toDelete) throw new Error('No course is selected for deletion.');
                const answer = await deleteCourse.mutateAsync(toDelete.id);
                close();
                return answer;
              }}
            />
          </Suspense>
        )}
      </>
    );
  }
  if (event.isError) {
    return <LoadError error={event.error} retrying={event.isFetching} onRetry={() => void event.refetch()} />;
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" />
      {t('eventSearch.detail.loading')}
    </p>
  );
}
