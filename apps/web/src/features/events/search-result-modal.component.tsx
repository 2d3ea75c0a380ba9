import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import type { ModalContentProps } from '../modals/modal-host.component.tsx';
import { CourseDetailPanel } from './course-detail-panel.component.tsx';
import { useEvent } from './events.api.ts';
import { useViewer } from './viewer.hook.ts';

/** search_result (spec 2 §2.4): an event opened from the search results, in the course detail panel. */
export function SearchResultModal({ props }: ModalContentProps) {
  const eventId = Number(props.eventId);
  return Number.isInteger(eventId) && eventId > 0 ? <OpenedEvent eventId={eventId} /> : null;
}

function OpenedEvent({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const event = useEvent(eventId);

  if (event.data) return <CourseDetailPanel event={event.data} viewer={viewer} />;
  if (event.isError) {
    return <FormAlert message={isApiError(event.error) ? event.error.message : t('errors.unexpected')} />;
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" />
      {t('eventSearch.detail.loading')}
    </p>
  );
}
