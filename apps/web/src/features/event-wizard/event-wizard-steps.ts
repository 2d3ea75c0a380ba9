import { EventWriteSchema } from '@cordee/shared/events.contracts';
import { type EventDraft, eventPayloadOf } from './event-draft.ts';

export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Field name (as the API and EventWriteSchema name it) → its first message. */
export type WizardErrors = Record<string, string>;

/** Which request fields each step owns (spec 2 §2.7); server errors are routed back to their step. */
export const STEP_FIELDS: Record<WizardStep, readonly string[]> = {
  1: ['event_name', 'duration_type', 'event_duration', 'start_date', 'end_date', 'repeat', 'repeat_at', 'repeat_dates'],
  2: ['category', 'alias', 'gallery', 'address', 'latitude', 'longitude', 'address_description', 'other_location'],
  3: [
    'event_type',
    'attendance_min',
    'attendance_limit',
    'price',
    'price_info',
    'addons',
    'donations',
    'event_description',
  ],
  4: [
    'experience_required',
    'terms_type',
    'event_terms',
    'terms_link',
    'guides_link',
    'climber_gears',
    'guide_gears',
    'itinerary',
    'faqs',
    'color',
    'request_id',
  ],
};

/** The step owning a field; unknown fields belong to the last step, where the error card shows them. */
export function stepOfField(field: string): WizardStep {
  const name = field.split('.')[0] ?? field;
  return WIZARD_STEPS.find((step) => STEP_FIELDS[step].includes(name)) ?? 4;
}

/** `?stepper=` as a step; anything else is step 1 (spec 2 §2.1). */
export function stepFromQuery(value: string | null): WizardStep {
  const step = Number(value);
  return WIZARD_STEPS.find((candidate) => candidate === step) ?? 1;
}

/**
 * Valid stand-ins for the steps not reached yet. EventWriteSchema checks the whole draft at once and
 * its date rules (custom dates, occurrence count) run only when every other field passes; with these,
 * a step is judged on its own fields and the ones before it.
 */
const LATER_STEP_FILLERS: Record<Exclude<WizardStep, 1>, Record<string, unknown>> = {
  2: {
    category: 'Hiking',
    alias: null,
    gallery: [],
    address: 'Filler',
    latitude: 0,
    longitude: 0,
    address_description: null,
    other_location: [],
  },
  3: {
    event_type: 'public',
    attendance_min: 1,
    attendance_limit: 2,
    price: [{ id: 1, price: 100, priceh: 100 }],
    price_info: null,
    addons: [],
    donations: [],
    event_description: '',
  },
  4: {
    experience_required: ['Beginner'],
    terms_type: 'link',
    event_terms: null,
    terms_link: 'https://example.com/waiver',
    guides_link: null,
    climber_gears: [],
    guide_gears: [],
    itinerary: '',
    faqs: [],
    color: null,
  },
};

/**
 * The shared EventWriteSchema's verdict on the draft up to `step`: the first message of each field
 * of that step and the ones before it, in the spec's words (spec 2 §5). Empty when the step may go on.
 */
export function validateEventSteps(draft: EventDraft, upTo: WizardStep): WizardErrors {
  const payload: Record<string, unknown> = { ...eventPayloadOf(draft) };
  for (const step of WIZARD_STEPS) {
    if (step > upTo && step !== 1) Object.assign(payload, LATER_STEP_FILLERS[step]);
  }
  const result = EventWriteSchema.safeParse(payload);
  const errors: WizardErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'request_id');
    if (stepOfField(field) <= upTo && !(field in errors)) errors[field] = issue.message;
  }
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
 * since each step is reached only through the Next of the one before (spec 2 §4).
 */
export function reachableStep(draft: EventDraft, requested: WizardStep): WizardStep {
  if (requested === 1) return 1;
  const blocking = firstStepWithError(validateEventSteps(draft, (requested - 1) as WizardStep));
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
