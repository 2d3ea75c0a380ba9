import { ClimberProfileSchema } from '@cordee/shared/profile.contracts';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { getStoredUser } from '../../../lib/session.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { type ClimberDraft, readClimberDraft, saveClimberDraft } from './climber-draft.ts';
import { CLIMBER_WIZARD_STEPS } from './climber-wizard-steps.ts';

const recordResolver = zodResolver(ClimberProfileSchema);

/**
 * Validates one step with the shared schema of the whole record (the server validates the same record
 * again): the step's answers over the draft, keeping only the errors of the step's own fields. The
 * record's cross-field rules ("Please enter your gender", "at least one skill") thus apply unchanged.
 */
export function climberStepResolver<TValues extends FieldValues>(
  fields: readonly string[],
  toDraft: (values: TValues) => ClimberDraft,
): Resolver<TValues> {
  return async (values, context, options) => {
    const record = { ...readClimberDraft(getStoredUser()), ...toDraft(values) };
    const result = await recordResolver(record as never, context, options as never);
    const errors = Object.fromEntries(Object.entries(result.errors).filter(([field]) => fields.includes(field)));
    return (Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }) as Awaited<
      ReturnType<Resolver<TValues>>
    >;
  };
}

/**
 * Navigation state of a step opened by Finish because one of its answers is missing (`validate`) or was
 * refused by the server (`serverErrors`, the first message per field).
 */
export type ClimberStepState = { validate?: boolean; serverErrors?: Record<string, string> } | null;

type ClimberStepOptions<TValues extends FieldValues> = {
  defaults: (draft: ClimberDraft) => DefaultValues<TValues>;
  toDraft: (values: TValues) => ClimberDraft;
};

/** The form of one wizard step: pre-filled from the draft, saved to it when moving on. */
export function useClimberStep<TValues extends FieldValues>(
  stepIndex: number,
  { defaults, toDraft }: ClimberStepOptions<TValues>,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const [user] = useState(getStoredUser);
  const [draft] = useState(() => readClimberDraft(user));
  const step = CLIMBER_WIZARD_STEPS[stepIndex];
  if (!step) throw new Error(`The climber wizard has no step ${stepIndex}.`);
  const form = useForm<TValues>({
    resolver: climberStepResolver(step.fields, toDraft),
    defaultValues: defaults(draft),
  });
  const { trigger, setError } = form;
  const [arrival] = useState(() => location.state as ClimberStepState);

  // Finish sent the climber here because an answer is missing or refused: say which at once.
  useEffect(() => {
    if (arrival?.validate) void trigger();
    for (const [field, message] of Object.entries(arrival?.serverErrors ?? {})) {
      setError(field as Path<TValues>, { type: 'server', message });
    }
  }, [arrival, trigger, setError]);

  const goToStep = (index: number, state?: ClimberStepState) => {
    const target = CLIMBER_WIZARD_STEPS[index];
    if (target) navigate(target.path, { state });
  };

  /** Keeps what was typed, checked or not: going back must not lose it (Finish checks everything). */
  const keepAnswers = () => saveClimberDraft(toDraft(form.getValues()));

  const onContinue = form.handleSubmit((values) => {
    saveClimberDraft(toDraft(values));
    goToStep(stepIndex + 1);
  });

  const onBack = () => {
    keepAnswers();
    goToStep(stepIndex - 1);
  };

  return { form, user, draft, onContinue, onBack, keepAnswers, goToStep };
}
