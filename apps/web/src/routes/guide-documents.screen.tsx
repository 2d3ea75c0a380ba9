import { useTranslation } from 'react-i18next';
import { GuideDocumentsForm } from '../features/guide-application/guide-documents-form.component.tsx';
import { GuideStepFrame } from '../features/guide-application/guide-step-frame.component.tsx';

export function GuideDocumentsScreen() {
  const { t } = useTranslation('guide-application');
  return (
    <GuideStepFrame step="documents" intro={t('guideApplication.documents.intro')}>
      <GuideDocumentsForm />
    </GuideStepFrame>
  );
}
