import type { EventWrite } from '@cordee/shared/event-write.contracts';
import type { Event } from '@cordee/shared/events.contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { eventQueryOptions, useUpdateEvent } from '../../api/events.api.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { draftFromEvent, type EventDraft } from './event-draft.ts';
import { EventWizard } from './event-wizard.component.tsx';
import type { WizardStep } from './event-wizard-steps.ts';

/** `openModal('event_edit', { eventId })` or `{ event }`: the event to copy. */
function eventIdOf(props: Record<string, unknown>): number | null {
  const given = props.event as Partial<Event> | undefined;
  const id = typeof given?.id === 'number' ? given.id : Number(props.eventId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function isFullEvent(value: unknown): value is Event {
  return typeof value === 'object' && value !== null && 'occurrences' in value && 'price' in value;
}

function EditEventWizard({ event, close }: { event: Event; close: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Spec 2 §2.7 edit mode: a temporary copy; nothing reaches the lists before the server accepts it.
  const [draft, setDraft] = useState<EventDraft>(() => draftFromEvent(event));
  // The modal keeps its own step: the screen below owns the query (`current`, `type`).
  const [step, setStep] = useState<WizardStep>(1);
  const update = useUpdateEvent();

  const submit = async (body: EventWrite) => {
    const saved = await update.mutateAsync({ id: event.id, body });
    // Spec 2 §4: modal closes, route reopened with current set to the event, success alert.
    close();
    const search = new URLSearchParams(location.search);
    search.delete('stepper');
    search.set('current', String(event.id));
    navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true });
    showAlert('success', noticeOf(saved));
  };

  return (
    <EventWizard
      mode="edit"
      step={step}
      onStepChange={setStep}
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={submit}
      savedStartDate={event.start_date.slice(0, 10)}
    />
  );
}

/** The event_edit modal ("Edit event" in Selected Course): the wizard on a copy of the event. */
export function EventEditModal({ props, close }: ModalContentProps) {
  const { t } = useTranslation('event-wizard');
  const id = eventIdOf(props);
  const given = isFullEvent(props.event) ? props.event : undefined;
  const query = useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null && !given });
  // A cached copy may be stale: the wizard copies the event once the fresh one has arrived.
  const event = given ?? (query.isFetching ? undefined : query.data);

  if (id === null) return <FormAlert message={t('eventWizard.edit.notFound')} />;
  if (event) return <EditEventWizard event={event} close={close} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert message={messageOf(query.error)} />
        <Button variant="secondary" className="self-start" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <Spinner />
      {t('eventWizard.edit.loading')}
    </p>
  );
}
