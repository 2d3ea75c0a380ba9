import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegistrationComplete } from '../features/guide-application/registration-complete.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function GuideRegistrationCompleteScreen() {
  const { t } = useTranslation('guide-application');
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('guideRegistrationComplete.documentTitle'));
  return <RegistrationComplete status={searchParams.get('status')} />;
}
