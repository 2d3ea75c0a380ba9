import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROGRESS } from './sign-in-progress.hook.ts';

/** The animated "Signing in..." bar; the words are announced once, the bar is not read out. */
export function SignInProgress({ value }: { value: number }) {
  const { t } = useTranslation('guide-application');
  const labelId = useId();

  return (
    <div role="status" className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {t('guideSignUp.signingIn')}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={SIGN_IN_PROGRESS.max}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-100 ease-linear"
          style={{ width: `${(value / SIGN_IN_PROGRESS.max) * 100}%` }}
        />
      </div>
    </div>
  );
}
