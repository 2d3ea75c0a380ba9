import type { FieldErrors } from '../../lib/api-client.ts';
import type { GuideStep } from './guide-draft.store.ts';

/** The step whose form holds a field of POST /api/register-guide (paths like `referees.0.name`). */
export function stepOfServerField(path: string): GuideStep | null {
  const root = path.split('.')[0];
  switch (root) {
    case 'name':
    case 'email':
    case 'phone_number':
    case 'country':
      return 'company-info';
    case 'guide_insurance':
    case 'guide_certificate':
    case 'guide_license':
    case 'guide_awards':
      return 'documents';
    case 'customer_reviews':
      return 'reviews';
    case 'guide_experience':
      return 'experience';
    case 'referees':
      return 'references';
    default:
      return null;
  }
}

export type StepError = { step: GuideStep; path: string; message: string };

/** The first message of each field, with the step it belongs to; fields of no step are left out. */
export function serverErrorsByStep(errors: FieldErrors): StepError[] {
  return Object.entries(errors).flatMap(([path, messages]) => {
    const step = stepOfServerField(path);
    const message = messages[0];
    return step && message ? [{ step, path, message }] : [];
  });
}

/**
 * Errors of a refused submission that belong to earlier steps wait here until the guide goes back to
 * that step, which then shows them under its inputs. Memory is enough: they describe one attempt, and
 * a reload followed by a new attempt brings them back.
 */
let pending: StepError[] = [];

export function rememberSubmissionErrors(errors: StepError[]): void {
  pending = errors;
}

export function submissionErrorsOf(step: GuideStep): StepError[] {
  return pending.filter((error) => error.step === step);
}

/** Called when a step is sent again: its old server messages no longer describe what was typed. */
export function forgetSubmissionErrors(step?: GuideStep): void {
  pending = step ? pending.filter((error) => error.step !== step) : [];
}
