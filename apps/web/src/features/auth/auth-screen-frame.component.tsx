import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { rememberReturnPath, returnPathFrom, withReturnPath } from '../../lib/return-path.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { GoogleSignInButton } from '../accounts/google-sign-in-button.component.tsx';

const LINK_CLASS = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

type AuthScreenFrameProps = {
  eyebrow: string;
  title: string;
  subtitle?: string;
  form: ReactNode;
  googleLabel: string;
  /** "Don't have an account? Sign up" and its counterpart on SignUp. */
  alternate: { question: string; label: string; to: string };
};

/**
 * What SignIn and SignUp share: the titles, the form, the Google button and the links below. The return
 * path (`?next=`) follows the person from one to the other, and is kept in the tab for the ways in that
 * leave the app and come back (Google) or go on elsewhere first (the sign-up wizard).
 */
export function AuthScreenFrame({ eyebrow, title, subtitle, form, googleLabel, alternate }: AuthScreenFrameProps) {
  const { t } = useTranslation();
  const applyAsGuidePath = ROUTE_PATHS.ApplyAsGuide;
  const [params] = useSearchParams();
  const returnPath = returnPathFrom(params);

  useEffect(() => rememberReturnPath(returnPath), [returnPath]);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
      </div>
      {form}
      <GoogleSignInButton label={googleLabel} />
      <div className="flex flex-col gap-2 text-center text-sm text-slate-700">
        <p>
          {alternate.question}{' '}
          <Link to={withReturnPath(alternate.to, returnPath)} className={LINK_CLASS}>
            {alternate.label}
          </Link>
        </p>
        {applyAsGuidePath && (
          <p>
            {t('auth.areYouAGuide')}{' '}
            <Link to={applyAsGuidePath} className={LINK_CLASS}>
              {t('auth.applyAsGuide')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
