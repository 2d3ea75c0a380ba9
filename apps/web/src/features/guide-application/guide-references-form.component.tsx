import { RefereeSchema } from '@cordee/shared/guides.contracts';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.component.tsx';
import { FormPhoneField } from '../../components/ui/phone-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { type ServerFields, useApiForm } from '../../lib/api-form.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useRegisterGuide } from './guide-application.api.ts';
import {
  applicationPayload,
  type DraftReferee,
  markGuideApplicationCompleted,
  readGuideDraft,
  saveGuideStep,
} from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS, REGISTRATION_COMPLETE_PATH } from './guide-steps.ts';
import { StepActions } from './step-actions.component.tsx';
import { SubmissionBanner, type SubmissionFailure } from './submission-banner.component.tsx';
import { forgetSubmissionErrors, rememberSubmissionErrors, serverErrorsByStep } from './submission-errors.ts';

/** The server keeps at most 10 referees (GuideApplicationSchema). */
export const MAX_REFEREES = 10;
const REFEREE_FIELDS = ['name', 'email', 'phone'] as const;

const ReferencesSchema = z.object({ referees: z.array(RefereeSchema.omit({ id: true })).min(1) });
type ReferencesForm = { referees: DraftReferee[] };

const emptyReferee = (): DraftReferee => ({ name: '', email: '', phone: '' });

/** The server names a referee's fields by their place in the list, as the form does (`referees.0.name`). */
function refereeFieldsOf(count: number): ServerFields<ReferencesForm> {
  const fields: ServerFields<ReferencesForm> = {};
  for (let index = 0; index < count; index += 1) {
    for (const field of REFEREE_FIELDS) fields[`referees.${index}.${field}`] = `referees.${index}.${field}`;
  }
  return fields;
}

/** Step 5: the referees, then the whole draft goes to POST /api/register-guide. */
export function GuideReferencesForm() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const registerGuide = useRegisterGuide();
  const [draft] = useState(readGuideDraft);
  const [failure, setFailure] = useState<SubmissionFailure | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const defaultValues: ReferencesForm = { referees: draft.referees.length > 0 ? draft.referees : [emptyReferee()] };
  const { form, onSubmit, submitting } = useApiForm({
    resolver: zodResolver(ReferencesSchema),
    defaultValues,
    submit: (values) => {
      setFailure(null);
      // Saved before sending, so a refused submission keeps what was typed here.
      const saved = saveGuideStep({ referees: values.referees });
      return registerGuide.mutateAsync(applicationPayload(saved));
    },
    serverFields: (values) => refereeFieldsOf(values.referees.length),
    onSuccess: (response) => {
      markGuideApplicationCompleted();
      forgetSubmissionErrors();
      navigate(`${REGISTRATION_COMPLETE_PATH}?${new URLSearchParams({ status: response.data })}`, { replace: true });
    },
    // The banner, not the red box: it also lists what earlier steps must fix.
    onFailure: ({ error }) => {
      if (!isApiError(error)) {
        setFailure({ message: t('errors.unexpected'), elsewhere: [] });
        return null;
      }
      const elsewhere = serverErrorsByStep(error.fieldMessages).filter((stepError) => stepError.step !== 'references');
      rememberSubmissionErrors(elsewhere);
      setFailure({
        message: error.fieldMessages[Object.keys(error.errors)[0] ?? '']?.[0] ?? messageOf(error),
        elsewhere,
      });
      return null;
    },
  });
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'referees' });

  // Keyboard and screen-reader users land on the banner instead of hunting for it above the form.
  useEffect(() => {
    if (failure) bannerRef.current?.focus();
  }, [failure]);

  const onBack = () => {
    // What was typed here is kept for the return, valid or not: it is only sent by "Finish up".
    saveGuideStep({ referees: getValues('referees') });
    navigate(GUIDE_STEP_PATHS.experience);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {failure && <SubmissionBanner ref={bannerRef} failure={failure} />}
      {fields.map((field, index) => {
        const number = index + 1;
        const fieldErrors = errors.referees?.[index];
        return (
          <fieldset key={field.id} className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t('guideApplication.references.legend', { number })}
            </legend>
            <TextField
              label={t('guideApplication.references.name')}
              autoComplete="off"
              error={fieldErrors?.name?.message}
              {...register(`referees.${index}.name`)}
            />
            <EmailField
              label={t('guideApplication.references.email')}
              autoComplete="off"
              error={fieldErrors?.email?.message}
              {...register(`referees.${index}.email`)}
            />
            <FormPhoneField
              control={control}
              name={`referees.${index}.phone`}
              label={t('guideApplication.references.phoneNumber')}
              autoComplete="off"
              error={fieldErrors?.phone?.message}
            />
            {fields.length > 1 && (
              <Button
                variant="ghost"
                onClick={() => remove(index)}
                aria-label={t('guideApplication.references.removeLabel', { number })}
                className="self-start text-red-700 hover:bg-red-50"
              >
                {t('guideApplication.references.remove')}
              </Button>
            )}
          </fieldset>
        );
      })}
      {fields.length < MAX_REFEREES && (
        <Button variant="secondary" onClick={() => append(emptyReferee())} className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          {t('guideApplication.references.add')}
        </Button>
      )}
      <StepActions
        secondaryLabel={t('common.back')}
        onSecondary={onBack}
        submitLabel={submitting ? t('guideApplication.references.submitting') : t('guideApplication.references.submit')}
        busy={submitting}
      />
    </form>
  );
}
