import { GENDERS, type Gender, OTHER_GENDER_MAX_LENGTH } from '@cordee/shared/catalogue';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.component.tsx';
import { TextField } from '../../../components/ui/text-field.component.tsx';
import { PATHS } from '../../../routing/route-paths.ts';
import { AvatarUpload } from '../avatar-upload.component.tsx';
import type { ClimberDraft } from './climber-draft.ts';
import { useClimberStep } from './climber-step.hook.ts';
import { ClimberWizardFrame } from './climber-wizard-frame.component.tsx';

type PersonalInfoValues = { tempImage: string | null; dob: string; gender: Gender | ''; otherGender: string };

const STEP_INDEX = 0;

function toDraft(values: PersonalInfoValues): ClimberDraft {
  return {
    tempImage: values.tempImage,
    dob: values.dob,
    gender: values.gender,
    // A custom gender only means something with Other.
    otherGender: values.gender === 'other' ? values.otherGender.trim() : null,
  };
}

/** Today as YYYY-MM-DD in the user's time zone: a birth date cannot be later. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Step 1: optional avatar, date of birth, gender and a custom gender with Other. */
export function PersonalInfoStep() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const genderErrorId = useId();
  const { form, user, draft, onContinue, keepAnswers } = useClimberStep<PersonalInfoValues>(STEP_INDEX, {
    defaults: (saved) => ({
      tempImage: saved.tempImage ?? null,
      dob: saved.dob ?? '',
      gender: saved.gender ?? '',
      otherGender: saved.otherGender ?? '',
    }),
    toDraft,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const gender = useWatch({ control, name: 'gender' });

  /**
   * The spec's "Back To Dashboard" restores the stored auth token and goes Home: the original kept the new
   * climber's token aside during the wizard. Here the token is stored at sign-up already (the wizard
   * needs it to save), so going Home is all there is to do. The answers so far stay in the draft.
   */
  const backToDashboard = () => {
    keepAnswers();
    navigate(PATHS.home);
  };

  return (
    <ClimberWizardFrame stepIndex={STEP_INDEX} draft={draft} signedUp={Boolean(user?.signed_up)}>
      <form onSubmit={onContinue} noValidate className="flex flex-col gap-6">
        <Controller
          control={control}
          name="tempImage"
          render={({ field }) => (
            <AvatarUpload
              label={t('climberWizard.avatarLabel')}
              name={user?.name ?? ''}
              color={user?.color}
              currentPicture={user?.profile_picture}
              value={field.value}
              onChange={(url) => {
                field.onChange(url);
                form.clearErrors('tempImage');
              }}
              onBusyChange={setUploading}
              error={errors.tempImage?.message}
            />
          )}
        />
        <TextField
          label={t('climberWizard.dob')}
          type="date"
          max={today()}
          autoComplete="bday"
          error={errors.dob?.message}
          {...register('dob')}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.gender ? genderErrorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('climberWizard.gender')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {GENDERS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-800 shadow-sm has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={option}
                  aria-invalid={errors.gender ? true : undefined}
                  className="size-4 accent-brand-600"
                  {...register('gender')}
                />
                {t(`climberWizard.genders.${option}`)}
              </label>
            ))}
          </div>
          {errors.gender?.message && (
            <p id={genderErrorId} className="text-sm text-red-700">
              {errors.gender.message}
            </p>
          )}
        </fieldset>
        {gender === 'other' && (
          <TextField
            label={t('climberWizard.otherGender')}
            hint={t('climberWizard.otherGenderHint', { max: OTHER_GENDER_MAX_LENGTH })}
            maxLength={OTHER_GENDER_MAX_LENGTH}
            error={errors.otherGender?.message}
            {...register('otherGender')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={backToDashboard}>
            {t('climberWizard.backToDashboard')}
          </Button>
          <Button type="submit" disabled={uploading}>
            {t('climberWizard.continue')}
          </Button>
        </div>
      </form>
    </ClimberWizardFrame>
  );
}
