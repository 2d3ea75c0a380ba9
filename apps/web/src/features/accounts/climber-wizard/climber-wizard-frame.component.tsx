import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.hook.ts';
import type { ClimberDraft } from './climber-draft.ts';
import { CLIMBER_WIZARD_STEPS } from './climber-wizard-steps.ts';
import { WizardStepper } from './wizard-stepper.component.tsx';

type ClimberWizardFrameProps = {
  stepIndex: number;
  draft: ClimberDraft;
  /** The indicator hides once the climber has signed up. */
  signedUp: boolean;
  children: ReactNode;
};

/** Title, step indicator and introduction around each step of the climber wizard. */
export function ClimberWizardFrame({ stepIndex, draft, signedUp, children }: ClimberWizardFrameProps) {
  const { t } = useTranslation('accounts');
  const step = CLIMBER_WIZARD_STEPS[stepIndex];
  const title = step ? t(`climberWizard.steps.${step.id}`) : '';
  useDocumentTitle(t('climberWizard.documentTitle', { step: title }));

  return (
    <div className="flex flex-col gap-8">
      {!signedUp && <WizardStepper currentIndex={stepIndex} draft={draft} />}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          {t('climberWizard.eyebrow', { current: stepIndex + 1, total: CLIMBER_WIZARD_STEPS.length })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {step && <p className="text-sm text-slate-600">{t(`climberWizard.intro.${step.id}`)}</p>}
      </div>
      {children}
    </div>
  );
}
