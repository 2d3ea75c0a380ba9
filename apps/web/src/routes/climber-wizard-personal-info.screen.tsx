import { PersonalInfoStep } from '../features/accounts/climber-wizard/personal-info-step.component.tsx';

/** Step 1 of the climber sign-up wizard. */
export function ClimberWizardPersonalInfoScreen() {
  return <PersonalInfoStep />;
}
