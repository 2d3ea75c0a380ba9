import { useTranslation } from 'react-i18next';
import { GuideExperienceForm } from '../features/guide-application/guide-experience-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';

export function GuideExperienceScreen() {
  const { t } = useTranslation('guide-application');
  return (
    <GuideStepFrame step="experience" intro={t('guideApplication.experience.intro')}>
      <GuideExperienceForm />
    </GuideStepFrame>
  );
}
