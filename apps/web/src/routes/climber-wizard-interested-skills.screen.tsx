import { InterestedSkillsStep } from '../features/accounts/climber-wizard/interested-skills-step.component.tsx';

/** Step 4 of the climber sign-up wizard. */
export function ClimberWizardInterestedSkillsScreen() {
  return <InterestedSkillsStep />;
}
