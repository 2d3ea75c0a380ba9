import { useTranslation } from 'react-i18next';
import { GoogleAuthLanding } from '../features/accounts/google-auth-landing.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /googleauth, where sign-in with Google returns. */
export function GoogleAuthScreen() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('googleAuth.documentTitle'));

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('googleAuth.documentTitle')}</h1>
      <GoogleAuthLanding />
    </div>
  );
}
