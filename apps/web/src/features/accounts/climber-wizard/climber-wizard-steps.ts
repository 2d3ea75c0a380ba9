import { ROUTE_PATHS } from '../../../routing/route-paths.ts';
import type { ClimberDraft } from './climber-draft.ts';

export type ClimberWizardStepId = 'personalInfo' | 'climbingExperience' | 'funFacts' | 'interestedSkills';
export type ClimberField = keyof ClimberDraft;

type StepDefinition = {
  id: ClimberWizardStepId;
  path: string;
  /** The record fields the step asks for: its validation and its server errors are about these. */
  fields: readonly ClimberField[];
  /** Spec 1 §4: when the indicator shows the step as completed. */
  isCompleted: (draft: ClimberDraft) => boolean;
};

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

/** The four steps of the climber sign-up wizard, in order. */
export const CLIMBER_WIZARD_STEPS: readonly StepDefinition[] = [
  {
    id: 'personalInfo',
    path: ROUTE_PATHS.ClimberPersonalInfo,
    fields: ['tempImage', 'dob', 'gender', 'otherGender'],
    isCompleted: (draft) => hasText(draft.dob),
  },
  {
    id: 'climbingExperience',
    path: ROUTE_PATHS.ClimberClimbingExp,
    fields: ['skills', 'type_yours', 'activities'],
    isCompleted: (draft) =>
      (draft.skills?.length ?? 0) > 0 || (draft.activities?.length ?? 0) > 0 || hasText(draft.type_yours),
  },
  {
    id: 'funFacts',
    path: ROUTE_PATHS.ClimberFunFacts,
    fields: ['bio'],
    isCompleted: (draft) => hasText(draft.bio),
  },
  {
    id: 'interestedSkills',
    path: ROUTE_PATHS.ClimberInterestedSkills,
    fields: ['new_skills'],
    isCompleted: (draft) => (draft.new_skills?.length ?? 0) > 0,
  },
];

/** The step that asks for a field; a server key such as `activities.0.level` belongs to `activities`. */
export function stepIndexOfField(serverField: string): number {
  const field = serverField.split('.')[0];
  return CLIMBER_WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field ?? ''));
}
