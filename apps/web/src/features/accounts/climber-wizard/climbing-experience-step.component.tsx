import { CLIMBER_SKILLS } from '@cordee/shared/catalogue';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component.tsx';
import { TextField } from '../../../components/ui/text-field.component.tsx';
import { ActivityLevelSliders } from './activity-level-sliders.component.tsx';
import { type Activity, activityLevels, type ClimberDraft } from './climber-draft.ts';
import { useClimberStep } from './climber-step.hook.ts';
import { ClimberWizardFrame } from './climber-wizard-frame.component.tsx';
import { SkillToggleList } from './skill-toggle-list.component.tsx';

type ClimbingExperienceValues = { skills: string[]; type_yours: string; activities: Activity[] };

const STEP_INDEX = 1;

function toDraft(values: ClimbingExperienceValues): ClimberDraft {
  return { skills: values.skills, type_yours: values.type_yours.trim() || null, activities: values.activities };
}

/** Step 2: skills from the list, extra skills as comma-separated text, and activity levels. */
export function ClimbingExperienceStep() {
  const { t } = useTranslation('accounts');
  const { form, user, draft, onContinue, onBack } = useClimberStep<ClimbingExperienceValues>(STEP_INDEX, {
    defaults: (saved) => ({
      skills: saved.skills ?? [],
      type_yours: saved.type_yours ?? '',
      activities: activityLevels(saved.activities),
    }),
    toDraft,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <ClimberWizardFrame stepIndex={STEP_INDEX} draft={draft} signedUp={Boolean(user?.signed_up)}>
      <form onSubmit={onContinue} noValidate className="flex flex-col gap-6">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <SkillToggleList
              legend={t('climberWizard.skills')}
              hint={t('climberWizard.skillsHint')}
              options={CLIMBER_SKILLS}
              value={field.value}
              onChange={field.onChange}
              firstButtonRef={field.ref}
              error={errors.skills?.message}
            />
          )}
        />
        <TextField
          label={t('climberWizard.typeYours')}
          hint={t('climberWizard.typeYoursHint')}
          error={errors.type_yours?.message}
          {...register('type_yours')}
        />
        <Controller
          control={control}
          name="activities"
          render={({ field }) => (
            <ActivityLevelSliders
              legend={t('climberWizard.activities')}
              hint={t('climberWizard.activitiesHint')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
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
