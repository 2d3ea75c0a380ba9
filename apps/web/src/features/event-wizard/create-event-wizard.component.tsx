import type { Event } from '@cordee/shared/events.contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCreateEvent } from '../../api/events.api.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { payoutKeys } from '../payouts/payouts.api.ts';
import { clearEventDraft, readEventDraft, saveEventDraft } from './event-draft.store.ts';
import { type EventDraft, emptyEventDraft } from './event-draft.ts';
import { EventWizard } from './event-wizard.component.tsx';
import { reachableStep, stepFromQuery, type WizardStep } from './event-wizard-steps.ts';
import { usePayoutReadiness } from './payout-readiness.hook.ts';

/** The wizard's query parameters: the step, and what the wizard carries along. */
export const STEPPER_PARAM = 'stepper';
const CARRIED_PARAMS = ['current', 'origin'] as const;

type CreateEventWizardProps = {
  /** Spec 2 §4: the calendar goes to the new event's start date (the go-to-event signal). */
  onCreated: (event: Event) => void;
};

/**
 * The Calendar's add-event form: the wizard in create mode, its step in `?stepper=`,
 * its draft in localStorage until the event is created.
 */
export function CreateEventWizard({ onCreated }: CreateEventWizardProps) {
  const { user } = useBootstrapData();
  const [searchParams, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<EventDraft>(() => readEventDraft(user));
  // The draft as read or reset: nothing the guide typed yet, so nothing to store.
  const pristine = useRef(draft);
  const payout = usePayoutReadiness(user);
  const queryClient = useQueryClient();
  // A 409 may mean the payout account changed meanwhile: step 1's prompt must read the truth.
  const create = useCreateEvent({
    onError: () => void queryClient.invalidateQueries({ queryKey: payoutKeys.overview() }),
  });

  useEffect(() => {
    if (draft !== pristine.current) saveEventDraft(user.id, draft);
  }, [user.id, draft]);

  // A step opened by address past an unfinished one, or without a payout account, shows the step
  // that stops the guide; the address is left alone (rewriting it would race the navigation after a
  // create) and the next Next writes a true one.
  const requested = stepFromQuery(searchParams.get(STEPPER_PARAM));
  const step: WizardStep = payout === 'blocked' ? 1 : reachableStep(draft, requested);

  // `current` and `origin` stay in the query from step to step.
  const goToStep = useCallback(
    (next: WizardStep) =>
      setSearchParams((current) => {
        current.set(STEPPER_PARAM, String(next));
        return current;
      }),
    [setSearchParams],
  );

  const submit = async (body: Parameters<typeof create.mutateAsync>[0]) => {
    const created = await create.mutateAsync(body);
    // Spec 2 §4: success alert, draft cleared, back to the Calendar at the new event's date.
    showAlert('success', noticeOf(created));
    clearEventDraft();
    const blank = emptyEventDraft(user);
    pristine.current = blank;
    setDraft(blank);
    setSearchParams((current) => {
      for (const name of [STEPPER_PARAM, ...CARRIED_PARAMS]) current.delete(name);
      return current;
    });
    onCreated(created.event);
  };

  return (
    <EventWizard
      mode="create"
      step={step}
      onStepChange={goToStep}
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={submit}
      payout={payout}
    />
  );
}
