import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, pathOf } from '../app/route-table.ts';
import { GoogleSignInButton } from '../features/accounts/google-sign-in-button.component.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function SignUpScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signUp.documentTitle'));
  const applyAsGuidePath = pathOf('ApplyAsGuide');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('signUp.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('signUp.title')}</h1>
        <p className="text-sm text-slate-600">{t('signUp.subtitle')}</p>
      </div>
      <SignUpForm />
      <GoogleSignInButton label={t('googleAuth.signUpButton')} />
      <div className="flex flex-col gap-2 text-center text-sm text-slate-700">
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to={PATHS.signIn} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('signUp.signInLink')}
          </Link>
        </p>
        {applyAsGuidePath && (
          <p>
            {t('auth.areYouAGuide')}{' '}
            <Link to={applyAsGuidePath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('auth.applyAsGuide')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
