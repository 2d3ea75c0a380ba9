import { FunFactsStep } from '../features/accounts/climber-wizard/fun-facts-step.component.tsx';

/** Step 3 of the climber sign-up wizard (spec 1 §2.9). */
export function ClimberWizardFunFactsScreen() {
  return <FunFactsStep />;
}
