import { useTranslation } from 'react-i18next';
import { Terms } from '../features/legal/terms.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /terms: public, linked from the footer, the sign-up notice and the booking waiver. */
export function TermsScreen() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('legal.terms.documentTitle'));
  return <Terms />;
}
