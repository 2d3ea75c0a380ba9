import type { Category } from '@cordee/shared/catalogue';
import { DEFAULT_COUNTRY } from '@cordee/shared/phone';
import type { ApiBody } from '../../lib/api-client.ts';

/**
 * The new-guide draft, kept in localStorage under `newGuide` so the five steps survive a
 * reload. `startSession` (lib/session.ts) drops it once a token exists.
 */
const DRAFT_KEY = 'newGuide';
/** The climber wizard's draft: "Get started" clears it together with the guide's. */
const NEW_USER_DRAFT_KEY = 'newUser';

/** The five steps of the guide application, in order. */
export const GUIDE_STEPS = ['company-info', 'documents', 'reviews', 'experience', 'references'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** An uploaded document: the `{ key, url }` the server claims, plus the file name for display only. */
export type DraftDocument = { key: string; url: string; name: string };

export type DraftExperience = {
  name: Category;
  alias: string | null;
  value: number;
  description: string;
};

export type DraftReferee = { name: string; email: string; phone: string };

export type GuideDraft = {
  name: string;
  email: string;
  phone_number: string;
  country: string;
  /** The guide applies as a company, not as an individual. */
  is_company: boolean;
  guide_insurance: DraftDocument[];
  guide_certificate: DraftDocument[];
  guide_license: DraftDocument[];
  /** Typed as comma-separated text, stored as a list. */
  guide_awards: string[];
  customer_reviews: string;
  guide_experience: DraftExperience[];
  referees: DraftReferee[];
  /**
   * Steps the guide left with Continue. Documents and reviews are optional, so "its data exists" (the
   * spec's rule for the stepper's ticks) cannot be what lets the guide past them: continuing is.
   */
  continued: GuideStep[];
  /** The spec's completed marker: set once the application was accepted by the server. */
  completed: boolean;
};

export const DOCUMENT_FIELDS = ['guide_insurance', 'guide_certificate', 'guide_license'] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

export function emptyDraft(): GuideDraft {
  return {
    name: '',
    email: '',
    phone_number: '',
    country: DEFAULT_COUNTRY,
    is_company: false,
    guide_insurance: [],
    guide_certificate: [],
    guide_license: [],
    guide_awards: [],
    customer_reviews: '',
    guide_experience: [],
    referees: [],
    continued: [],
    completed: false,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function documentsFrom(value: unknown): DraftDocument[] {
  return list(value).flatMap((item) =>
    isRecord(item) && typeof item.url === 'string'
      ? [{ key: text(item.key), url: item.url, name: text(item.name, item.url.split('/').pop() ?? item.url) }]
      : [],
  );
}

/**
 * Reads the stored draft. A hand-edited, truncated or older-shaped value must not break the steps, so
 * every field is read on its own and falls back to the empty draft's value.
 */
export function readGuideDraft(): GuideDraft {
  const empty = emptyDraft();
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return empty;
  }
  if (!isRecord(stored)) return empty;
  return {
    name: text(stored.name),
    email: text(stored.email),
    phone_number: text(stored.phone_number),
    country: text(stored.country, DEFAULT_COUNTRY) || DEFAULT_COUNTRY,
    is_company: stored.is_company === true,
    guide_insurance: documentsFrom(stored.guide_insurance),
    guide_certificate: documentsFrom(stored.guide_certificate),
    guide_license: documentsFrom(stored.guide_license),
    guide_awards: list(stored.guide_awards).filter((award): award is string => typeof award === 'string'),
    customer_reviews: text(stored.customer_reviews),
    guide_experience: list(stored.guide_experience).flatMap((item) =>
      isRecord(item) && typeof item.name === 'string'
        ? [
            {
              name: item.name as Category,
              alias: typeof item.alias === 'string' ? item.alias : null,
              value: typeof item.value === 'number' ? item.value : Number(item.value ?? 0) || 0,
              description: text(item.description),
            },
          ]
        : [],
    ),
    referees: list(stored.referees).flatMap((item) =>
      isRecord(item) ? [{ name: text(item.name), email: text(item.email), phone: text(item.phone) }] : [],
    ),
    continued: list(stored.continued).filter((step): step is GuideStep => GUIDE_STEPS.includes(step as GuideStep)),
    completed: stored.completed === true,
  };
}

export function hasStoredGuideDraft(): boolean {
  return localStorage.getItem(DRAFT_KEY) !== null;
}

function writeGuideDraft(draft: GuideDraft): void {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

/** Merges one step's data into the draft; `continuedFrom` marks the step as done (Continue was used). */
export function saveGuideStep(changes: Partial<GuideDraft>, continuedFrom?: GuideStep): GuideDraft {
  const current = readGuideDraft();
  const continued =
    continuedFrom && !current.continued.includes(continuedFrom)
      ? [...current.continued, continuedFrom]
      : current.continued;
  const next = { ...current, ...changes, continued };
  writeGuideDraft(next);
  return next;
}

export function markGuideApplicationCompleted(): void {
  saveGuideStep({ completed: true }, 'references');
}

export function clearGuideDraft(): void {
  localStorage.removeItem(DRAFT_KEY);
}

/** "Get started" starts over: a previous application's draft and a climber's wizard draft both go. */
export function clearSignUpDrafts(): void {
  localStorage.removeItem(DRAFT_KEY);
  localStorage.removeItem(NEW_USER_DRAFT_KEY);
}

/**
 * Whether a step's data exists: company information has its four fields; documents have
 * an award, insurance, certificate or license; reviews have their link; experience has a category; the
 * references step has a first referee with a name. The stepper ticks exactly these.
 */
export function hasStepData(draft: GuideDraft, step: GuideStep): boolean {
  switch (step) {
    case 'company-info':
      return Boolean(draft.name && draft.email && draft.phone_number && draft.country);
    case 'documents':
      return draft.guide_awards.length > 0 || DOCUMENT_FIELDS.some((field) => draft[field].length > 0);
    case 'reviews':
      return Boolean(draft.customer_reviews);
    case 'experience':
      return draft.guide_experience.length > 0;
    case 'references':
      return Boolean(draft.referees[0]?.name);
  }
}

/** Steps that may be left empty: continuing past them is enough to go on. */
const OPTIONAL_STEPS: ReadonlySet<GuideStep> = new Set(['documents', 'reviews']);

/**
 * Whether the guard lets the guide past a step: its data exists, or, for an optional step, the guide
 * continued past it. The references step is passed only once the server accepted the application: its
 * data is saved before sending, so a failed submission must not open the registration-complete screen.
 */
export function isStepCompleted(draft: GuideDraft, step: GuideStep): boolean {
  if (step === 'references') return draft.completed;
  if (OPTIONAL_STEPS.has(step) && draft.continued.includes(step)) return true;
  return hasStepData(draft, step);
}

/** The stepper's tick: the step's data exists (an optional step skipped empty is not ticked). */
export function isStepMarkedDone(draft: GuideDraft, step: GuideStep): boolean {
  if (step === 'references') return draft.completed || hasStepData(draft, step);
  return hasStepData(draft, step);
}

/** The first step before `step` that is not done, where a guarded step sends the guide; null when none. */
export function firstIncompleteStepBefore(draft: GuideDraft, step: GuideStep | 'done'): GuideStep | null {
  const end = step === 'done' ? GUIDE_STEPS.length : GUIDE_STEPS.indexOf(step);
  return GUIDE_STEPS.slice(0, end).find((earlier) => !isStepCompleted(draft, earlier)) ?? null;
}

/** The body of POST /api/register-guide: file names stay in the draft, the server takes `{ key, url }`. */
export function applicationPayload(draft: GuideDraft): ApiBody<'post', '/api/register-guide'> {
  const files = (documents: DraftDocument[]) => documents.map(({ key, url }) => ({ key, url }));
  return {
    name: draft.name,
    email: draft.email,
    phone_number: draft.phone_number,
    country: draft.country,
    is_company: draft.is_company,
    guide_insurance: files(draft.guide_insurance),
    guide_certificate: files(draft.guide_certificate),
    guide_license: files(draft.guide_license),
    guide_awards: draft.guide_awards,
    customer_reviews: draft.customer_reviews,
    guide_experience: draft.guide_experience.map((item) => ({
      name: item.name,
      alias: item.name === 'Other' ? item.alias : null,
      value: item.value,
      description: item.description,
    })),
    referees: draft.referees,
  };
}
