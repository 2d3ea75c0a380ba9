import { FunFactsStep } from '../features/accounts/climber-wizard/fun-facts-step.component.tsx';

/** Step 3 of the climber sign-up wizard. */
export function ClimberWizardFunFactsScreen() {
  return <FunFactsStep />;
}
