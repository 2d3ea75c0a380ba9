import { earliestStartDate } from '@cordee/shared/event-schedule';
import {
  EVENT_STEP_FIELDS,
  EventLocationStepSchema,
  EventPricingStepSchema,
  EventRequirementsStepSchema,
  eventDetailsStepSchema,
} from '@cordee/shared/event-steps.contracts';
import { wordsOfIssueMessage } from '../../lib/field-issue-words.ts';
import { type EventDraft, eventPayloadOf } from './event-draft.ts';

export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Field name (as the API and the step schemas name it) → its first message. */
export type WizardErrors = Record<string, string>;

/** Which request fields each step owns; server errors are routed back to their step. */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  ...EVENT_STEP_FIELDS,
  4: [...EVENT_STEP_FIELDS[4], 'request_id'],
};

/** The step owning a field; unknown fields belong to the last step, where the error card shows them. */
export function stepOfField(field: string): WizardStep {
  const name = field.split('.')[0] ?? field;
  return WIZARD_STEPS.find((step) => STEP_FIELDS[step].includes(name)) ?? 4;
}

/** `?stepper=` as a step; anything else is step 1. */
export function stepFromQuery(value: string | null): WizardStep {
  const step = Number(value);
  return WIZARD_STEPS.find((candidate) => candidate === step) ?? 1;
}

/**
 * What a step's check needs beside the draft: the clock (the start date may not be in the past, counted
 * as the server counts it) and, when an event is edited, its saved start date, which it may keep.
 */
export type StepCheckContext = { now?: Date; savedStartDate?: string | null };

function schemaOfStep(step: WizardStep, context: StepCheckContext) {
  switch (step) {
    case 1:
      return eventDetailsStepSchema({ earliest: earliestStartDate(context.now), saved: context.savedStartDate });
    case 2:
      return EventLocationStepSchema;
    case 3:
      return EventPricingStepSchema;
    case 4:
      return EventRequirementsStepSchema;
  }
}

/**
 * Each step up to `upTo` judged by its own schema from the shared contracts (the ones the server's
 * whole-draft schema is made of): the first message of each field, in the words the server would use.
 * Empty when the step may go on.
 */
export function validateEventSteps(draft: EventDraft, upTo: WizardStep, context: StepCheckContext = {}): WizardErrors {
  const payload = eventPayloadOf(draft);
  const errors: WizardErrors = {};
  for (const step of WIZARD_STEPS.filter((each) => each <= upTo)) {
    const result = schemaOfStep(step, context).safeParse(payload);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (STEP_FIELDS[step].includes(field) && !(field in errors)) errors[field] = wordsOfIssueMessage(issue.message);
    }
  }
  // A one-off single-day trip has no end date input: its end is its start, whose message says it all.
  if (draft.duration_type === 'single' && !draft.repeat) delete errors.end_date;
  return errors;
}

/** Only one step's messages, for the error card and the fields of the step on screen. */
export function errorsOfStep(errors: WizardErrors, step: WizardStep): WizardErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step));
}

/** The earliest step with an error, where the wizard sends the guide. */
export function firstStepWithError(errors: WizardErrors): WizardStep | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length > 0 ? (Math.min(...steps) as WizardStep) : null;
}

/**
 * The step the guide may be on: `?stepper=3` typed with an unfinished step 1 goes back to step 1,
 * since each step is reached only through the Next of the one before.
 */
export function reachableStep(draft: EventDraft, requested: WizardStep, context: StepCheckContext = {}): WizardStep {
  if (requested === 1) return 1;
  const blocking = firstStepWithError(validateEventSteps(draft, (requested - 1) as WizardStep, context));
  return blocking ?? requested;
}

/** What every step component receives from the wizard. */
export type StepProps = {
  draft: EventDraft;
  /** Functional changes too: uploads finish after the render that started them. */
  update: (change: Partial<EventDraft> | ((draft: EventDraft) => Partial<EventDraft>)) => void;
  /** This step's messages, by field. */
  errors: WizardErrors;
  /** A running upload holds Next and Submit. */
  onBusyChange: (busy: boolean) => void;
};
