import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.component.tsx';
import type { ClimberDraft } from './climber-draft.ts';
import { useClimberStep } from './climber-step.hook.ts';
import { ClimberWizardFrame } from './climber-wizard-frame.component.tsx';

type FunFactsValues = { bio: string };

const STEP_INDEX = 2;
/** The server's bound (ClimberProfileSchema); the field stops there rather than failing on Finish. */
const BIO_MAX_LENGTH = 2000;

function toDraft(values: FunFactsValues): ClimberDraft {
  return { bio: values.bio.trim() || null };
}

/** Step 3: the bio, free text. */
export function FunFactsStep() {
  const { t } = useTranslation('accounts');
  const { form, user, draft, onContinue, onBack } = useClimberStep<FunFactsValues>(STEP_INDEX, {
    defaults: (saved) => ({ bio: saved.bio ?? '' }),
    toDraft,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <ClimberWizardFrame stepIndex={STEP_INDEX} draft={draft} signedUp={Boolean(user?.signed_up)}>
      <form onSubmit={onContinue} noValidate className="flex flex-col gap-6">
        <TextAreaField
          label={t('climberWizard.bio')}
          hint={t('climberWizard.bioHint')}
          maxLength={BIO_MAX_LENGTH}
          rows={6}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <div className="flex gap-2 sm:justify-between">
          <Button variant="secondary" onClick={onBack} className="flex-1 sm:flex-none">
            {t('climberWizard.back')}
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none">
            {t('climberWizard.continue')}
          </Button>
        </div>
      </form>
    </ClimberWizardFrame>
  );
}
