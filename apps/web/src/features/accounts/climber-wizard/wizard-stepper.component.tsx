import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClimberDraft } from './climber-draft.ts';
import { CLIMBER_WIZARD_STEPS } from './climber-wizard-steps.ts';

/** The climber wizard's four-step indicator; a step is completed once its answers exist. */
export function WizardStepper({ currentIndex, draft }: { currentIndex: number; draft: ClimberDraft }) {
  const { t } = useTranslation('accounts');
  return (
    <ol aria-label={t('climberWizard.stepsLabel')} className="grid grid-cols-4 gap-2">
      {CLIMBER_WIZARD_STEPS.map((step, index) => {
        const current = index === currentIndex;
        const completed = step.isCompleted(draft);
        return (
          <li
            key={step.id}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                completed
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : current
                    ? 'border-brand-600 bg-white text-brand-700'
                    : 'border-slate-300 bg-white text-slate-600'
              }`}
            >
              {completed ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={`text-xs leading-tight ${current ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {t(`climberWizard.steps.${step.id}`)}
              {completed && <span className="sr-only"> {t('climberWizard.completed')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
