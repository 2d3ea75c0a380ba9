import { useTranslation } from 'react-i18next';
import { GuideReferencesForm } from '../features/guide-application/guide-references-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';
import '../locales/guide-application.catalogue.ts';

export function GuideReferenceScreen() {
  const { t } = useTranslation();
  return (
    <GuideStepFrame step="references" intro={t('guideApplication.references.intro')}>
      <GuideReferencesForm />
    </GuideStepFrame>
  );
}
