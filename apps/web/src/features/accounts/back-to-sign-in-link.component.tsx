import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../routing/route-paths.ts';

/** "Back to login page" under the password recovery screens. */
export function BackToSignInLink() {
  const { t } = useTranslation('accounts');
  return (
    <Link
      to={PATHS.signIn}
      className="inline-flex items-center justify-center gap-1.5 self-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forgotPassword.backToSignIn')}
    </Link>
  );
}
