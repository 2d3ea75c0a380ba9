import { GuideApplicationSchema } from '@cordee/shared/guides.contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { FormPhoneField } from '../../components/ui/phone-field.component.tsx';
import { EmailField, TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { CountrySelect } from './country-select.component.tsx';
import { useCheckGuideEmail } from './guide-application.api.ts';
import { readGuideDraft, saveGuideStep } from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';
import { StepActions } from './step-actions.component.tsx';
import { forgetSubmissionErrors, submissionErrorsOf } from './submission-errors.ts';

/** Step 1 validates with the same rules the server applies to these fields. */
const CompanyInfoSchema = GuideApplicationSchema.pick({
  name: true,
  email: true,
  phone_number: true,
  country: true,
  is_company: true,
});
const FIELDS = ['name', 'email', 'phone_number', 'country'] as const;

export function CompanyInfoForm() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const [draft] = useState(readGuideDraft);
  const checkEmail = useCheckGuideEmail();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(CompanyInfoSchema),
    defaultValues: {
      name: draft.name,
      email: draft.email,
      phone_number: draft.phone_number,
      country: draft.country,
      is_company: draft.is_company,
    },
    // A taken email is said here, not after four more steps; the submission checks again.
    submit: (values) => checkEmail.mutateAsync({ email: values.email }),
    serverFields: { email: 'email' },
    onSuccess: (_answer, values) => {
      saveGuideStep(values, 'company-info');
      forgetSubmissionErrors('company-info');
      navigate(GUIDE_STEP_PATHS.documents);
    },
  });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;

  // A submission refused for one of these fields (a taken email) sent the guide back here.
  useEffect(() => {
    for (const error of submissionErrorsOf('company-info')) {
      const field = FIELDS.find((name) => name === error.path);
      if (field) setError(field, { type: 'server', message: error.message });
    }
  }, [setError]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <TextField
        label={t('guideApplication.companyInfo.name')}
        hint={t('guideApplication.companyInfo.nameHint')}
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <CheckboxField label={t('guideApplication.companyInfo.isCompany')} {...register('is_company')} />
      <EmailField
        label={t('guideApplication.companyInfo.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <FormPhoneField
        control={control}
        name="phone_number"
        label={t('guideApplication.companyInfo.phoneNumber')}
        autoComplete="tel-national"
        error={errors.phone_number?.message}
      />
      <CountrySelect
        label={t('guideApplication.companyInfo.country')}
        placeholder={t('guideApplication.companyInfo.countryPlaceholder')}
        autoComplete="country"
        error={errors.country?.message}
        {...register('country')}
      />
      <StepActions
        secondaryLabel={t('common.cancel')}
        onSecondary={() => navigate(PATHS.signIn)}
        submitLabel={t('guideApplication.continue')}
        busy={submitting}
      />
    </form>
  );
}
