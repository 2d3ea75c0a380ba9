import { useTranslation } from 'react-i18next';
import { AuthScreenFrame } from '../features/auth/auth-screen-frame.component.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import { PATHS } from '../routing/route-paths.ts';

export function SignUpScreen() {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('signUp.documentTitle'));

  return (
    <AuthScreenFrame
      eyebrow={t('signUp.eyebrow')}
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      form={<SignUpForm />}
      googleLabel={t('googleAuth.signUpButton')}
      alternate={{ question: t('signUp.haveAccount'), label: t('signUp.signInLink'), to: PATHS.signIn }}
    />
  );
}
