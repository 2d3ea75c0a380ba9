import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, pathOf } from '../app/route-table.ts';
import { GoogleSignInButton } from '../features/accounts/google-sign-in-button.component.tsx';
import { SignInForm } from '../features/auth/sign-in-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

export function SignInScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('signIn.documentTitle'));
  const applyAsGuidePath = pathOf('ApplyAsGuide');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('signIn.eyebrow')}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('signIn.title')}</h1>
      </div>
      <SignInForm />
      <GoogleSignInButton label={t('googleAuth.signInButton')} />
      <div className="flex flex-col gap-2 text-center text-sm text-slate-700">
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={PATHS.signUp} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('signIn.signUpLink')}
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
