import { ClimbingExperienceStep } from '../features/accounts/climber-wizard/climbing-experience-step.component.tsx';

/** Step 2 of the climber sign-up wizard. */
export function ClimberWizardClimbingExperienceScreen() {
  return <ClimbingExperienceStep />;
}
