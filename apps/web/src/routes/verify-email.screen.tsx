import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmailVerification } from '../features/accounts/email-verification.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /verify-account-email/{token}, the link of the verification email; public. */
export function VerifyEmailScreen() {
  const { t } = useTranslation('accounts');
  const { token = '' } = useParams();
  useDocumentTitle(t('verifyEmail.documentTitle'));

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('verifyEmail.title')}</h1>
      {/* A new token is a new verification, with its own "sent once" memory. */}
      <EmailVerification key={token} token={token} />
    </div>
  );
}
