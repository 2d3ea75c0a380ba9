import { useTranslation } from 'react-i18next';
import { AuthScreenFrame } from '../features/auth/auth-screen-frame.component.tsx';
import { SignInForm } from '../features/auth/sign-in-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { PATHS } from '../routing/route-paths.ts';

export function SignInScreen() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signIn.documentTitle'));

  return (
    <AuthScreenFrame
      eyebrow={t('signIn.eyebrow')}
      title={t('signIn.title')}
      form={<SignInForm />}
      googleLabel={t('googleAuth.signInButton')}
      alternate={{ question: t('signIn.noAccount'), label: t('signIn.signUpLink'), to: PATHS.signUp }}
    />
  );
}
