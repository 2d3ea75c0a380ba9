import { useTranslation } from 'react-i18next';
import { GuideReviewsForm } from '../features/guide-application/guide-reviews-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';

export function GuideReviewsScreen() {
  const { t } = useTranslation('guide-application');
  return (
    <GuideStepFrame step="reviews" intro={t('guideApplication.reviews.intro')}>
      <GuideReviewsForm />
    </GuideStepFrame>
  );
}
