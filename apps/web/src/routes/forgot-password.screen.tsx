import { useTranslation } from 'react-i18next';
import { BackToSignInLink } from '../features/accounts/back-to-sign-in-link.component.tsx';
import { ForgotPasswordForm } from '../features/accounts/forgot-password-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function ForgotPasswordScreen() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('forgotPassword.documentTitle'));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('forgotPassword.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('forgotPassword.title')}</h1>
        <p className="text-sm text-slate-600">{t('forgotPassword.subtitle')}</p>
      </div>
      <ForgotPasswordForm />
      <BackToSignInLink />
    </div>
  );
}
