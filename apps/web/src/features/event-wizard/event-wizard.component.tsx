import type { EventWrite } from '@cordee/shared/event-write.contracts';
import { PAYOUT_SCREEN_PATH } from '@cordee/shared/payout-screen';
import { Check, CircleAlert, Landmark } from 'lucide-react';
import {
  type ComponentType,
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { EventDetailsStep } from './event-details-step.component.tsx';
import { type EventDraft, eventPayloadOf, priceRowsOf } from './event-draft.ts';
import { EventLocationStep } from './event-location-step.component.tsx';
import { EventPricingStep } from './event-pricing-step.component.tsx';
import { EventRequirementsStep } from './event-requirements-step.component.tsx';
import {
  errorsOfStep,
  firstStepWithError,
  type StepProps,
  stepOfField,
  validateEventSteps,
  WIZARD_STEPS,
  type WizardErrors,
  type WizardStep,
} from './event-wizard-steps.ts';
import type { PayoutReadiness } from './payout-readiness.hook.ts';

const STEP_COMPONENTS: Record<WizardStep, ComponentType<StepProps>> = {
  1: EventDetailsStep,
  2: EventLocationStep,
  3: EventPricingStep,
  4: EventRequirementsStep,
};

/** The server's 422 fields (`price`, `gallery.2`) as the wizard's: the first message per field. */
export function wizardErrorsOf(error: unknown): WizardErrors {
  if (!isApiError(error)) return {};
  const errors: WizardErrors = {};
  for (const [field, messages] of Object.entries(error.fieldMessages)) {
    const name = field.split('.')[0] ?? field;
    const first = messages[0];
    if (first && !(name in errors)) errors[name] = first;
  }
  return errors;
}

type EventWizardProps = {
  mode: 'create' | 'edit';
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
  draft: EventDraft;
  onDraftChange: Dispatch<SetStateAction<EventDraft>>;
  /** Sends the request; a rejection is a failure the wizard reports (alert, fields, step). */
  onSubmit: (body: EventWrite) => Promise<unknown>;
  /** Create mode: step 1's Next waits for a set-up payout account. */
  payout?: PayoutReadiness;
  /** Edit mode: the event's saved start date, which it may keep even once it has passed. */
  savedStartDate?: string;
};

/**
 * The four-step event wizard, shared by the Calendar (create) and the event_edit modal
 * (edit). Each step is checked with its shared step schema before the next opens, so the guide meets
 * the server's rules, in its words, before sending.
 */
export function EventWizard({
  mode,
  step,
  onStepChange,
  draft,
  onDraftChange,
  onSubmit,
  payout = 'ready',
  savedStartDate,
}: EventWizardProps) {
  const { t } = useTranslation('event-wizard');
  const [errors, setErrors] = useState<WizardErrors>({});
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // A second click before the re-render that disables Submit must not send a second request.
  const sending = useRef(false);

  const update = useCallback<StepProps['update']>(
    (change) =>
      onDraftChange((current) => {
        const patch = typeof change === 'function' ? change(current) : change;
        return Object.keys(patch).length === 0 ? current : { ...current, ...patch };
      }),
    [onDraftChange],
  );

  // A step that unmounts stops its uploads; whatever it reported as busy goes with it. A new step
  // also takes the focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    setBusy(false);
    if (shownStep.current !== step) {
      shownStep.current = step;
      headingRef.current?.focus();
    }
  }, [step]);

  const stepErrors = errorsOfStep(errors, step);
  const messages = [...new Set(Object.values(stepErrors))];
  const blockedByPayout = mode === 'create' && step === 1 && payout !== 'ready';

  /** Errors clear on the next attempt: this step's and earlier ones are judged again. */
  const judge = (upTo: WizardStep): boolean => {
    const found = validateEventSteps(draft, upTo, { savedStartDate });
    setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([field]) => stepOfField(field) > upTo)),
      ...found,
    }));
    const first = firstStepWithError(found);
    if (first !== null && first !== step) onStepChange(first);
    return first === null;
  };

  const goNext = () => {
    if (blockedByPayout || step === 4 || !judge(step)) return;
    // Spec 2 §2.7 step 3: on Next, price rows beyond the chosen group sizes are cut off.
    if (step === 3) update((current) => ({ price: priceRowsOf(current) }));
    onStepChange((step + 1) as WizardStep);
  };

  const submit = async () => {
    if (sending.current || !judge(4)) return;
    sending.current = true;
    setSubmitting(true);
    try {
      await onSubmit(eventPayloadOf(draft));
    } catch (error) {
      // Spec 2 §8: the response's message, or the general one.
      showAlert('danger', messageOf(error));
      const fromServer = wizardErrorsOf(error);
      setErrors(fromServer);
      const first = isApiError(error) && error.code === 'payout_setup_required' ? 1 : firstStepWithError(fromServer);
      if (first !== null && first !== step) onStepChange(first);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  const StepComponent = STEP_COMPONENTS[step];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 4) void submit();
        else goNext();
      }}
      className="@container flex flex-col gap-5"
    >
      <ol aria-label={t('eventWizard.stepsLabel')} className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((each) => {
          const current = each === step;
          const done = each < step;
          return (
            <li
              key={each}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex size-7 items-center justify-center rounded-full border-2 text-xs font-semibold ${
                  done
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : current
                      ? 'border-brand-600 bg-white text-brand-700'
                      : 'border-slate-300 bg-white text-slate-600'
                }`}
              >
                {done ? <Check className="size-3.5" /> : each}
              </span>
              <span className={`text-xs leading-tight ${current ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
                {t(`eventWizard.steps.${each}`)}
              </span>
            </li>
          );
        })}
      </ol>

      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {t('eventWizard.stepHeading', { step, total: WIZARD_STEPS.length, title: t(`eventWizard.steps.${step}`) })}
      </h3>

      <StepComponent draft={draft} update={update} errors={stepErrors} onBusyChange={setBusy} />

      {mode === 'create' && step === 1 && payout === 'blocked' && (
        <section
          aria-labelledby="event-wizard-payout-title"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <div className="flex items-start gap-2.5">
            <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1">
              <h4 id="event-wizard-payout-title" className="font-semibold">
                {t('eventWizard.payout.title')}
              </h4>
              <p>{t('eventWizard.payout.body')}</p>
            </div>
          </div>
          <Link
            to={PAYOUT_SCREEN_PATH}
            className="self-start rounded-lg bg-brand-700 px-3.5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('eventWizard.payout.link')}
          </Link>
        </section>
      )}

      {messages.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('eventWizard.errorCardTitle')}
          </p>
          <ul className="mt-1.5 list-disc pl-9">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        {step > 1 ? (
          <Button variant="secondary" disabled={submitting} onClick={() => onStepChange((step - 1) as WizardStep)}>
            {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < 4 ? (
          <Button type="submit" disabled={busy || blockedByPayout} busy={step === 1 && payout === 'checking'}>
            {t('eventWizard.next')}
          </Button>
        ) : (
          <Button type="submit" disabled={busy} busy={submitting}>
            {submitting ? t('eventWizard.submitting') : t('eventWizard.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
