import { useTranslation } from 'react-i18next';
import { GuideReferencesForm } from '../features/guide-application/guide-references-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';

export function GuideReferenceScreen() {
  const { t } = useTranslation('guide-application');
  return (
    <GuideStepFrame step="references" intro={t('guideApplication.references.intro')}>
      <GuideReferencesForm />
    </GuideStepFrame>
  );
}
