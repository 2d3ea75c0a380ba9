import { useTranslation } from 'react-i18next';
import { Privacy } from '../features/legal/privacy.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /privacy: public, linked from the footer and the sign-up notice. */
export function PrivacyScreen() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('legal.privacy.documentTitle'));
  return <Privacy />;
}
