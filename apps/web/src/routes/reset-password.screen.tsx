import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackToSignInLink } from '../features/accounts/back-to-sign-in-link.component.tsx';
import { ResetPasswordForm } from '../features/accounts/reset-password-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /reset-password/{payload}: the payload is the reset token of the emailed link. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('accounts');
  const { payload = '' } = useParams();
  useDocumentTitle(t('resetPassword.documentTitle'));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('resetPassword.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('resetPassword.title')}</h1>
      </div>
      <ResetPasswordForm token={payload} />
      <BackToSignInLink />
    </div>
  );
}
