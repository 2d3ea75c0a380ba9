import { HttpsUrlSchema } from '@cordee/shared/guides.contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { readGuideDraft, saveGuideStep } from './guide-draft.store.ts';
import { GUIDE_STEP_PATHS } from './guide-steps.ts';
import { StepActions } from './step-actions.component.tsx';
import { forgetSubmissionErrors, submissionErrorsOf } from './submission-errors.ts';

/**
 * Empty (spaces count as empty: the field is optional), or an https link checked by the server's own
 * rule, with its message.
 */
const ReviewsSchema = z.object({
  customer_reviews: z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const result = HttpsUrlSchema.safeParse(value);
      for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message });
    }),
});

/** Step 3: a link to the guide's customer reviews, optional. */
export function GuideReviewsForm() {
  const { t } = useTranslation('guide-application');
  const navigate = useNavigate();
  const [draft] = useState(readGuideDraft);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReviewsSchema), defaultValues: { customer_reviews: draft.customer_reviews } });

  useEffect(() => {
    const [error] = submissionErrorsOf('reviews');
    if (error) setError('customer_reviews', { type: 'server', message: error.message });
  }, [setError]);

  const onSubmit = handleSubmit((values) => {
    saveGuideStep(values, 'reviews');
    forgetSubmissionErrors('reviews');
    navigate(GUIDE_STEP_PATHS.experience);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('guideApplication.reviews.link')}
        hint={t('guideApplication.reviews.linkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.customer_reviews?.message}
        {...register('customer_reviews')}
      />
      <StepActions
        secondaryLabel={t('common.back')}
        onSecondary={() => navigate(GUIDE_STEP_PATHS.documents)}
        submitLabel={t('guideApplication.continue')}
      />
    </form>
  );
}
