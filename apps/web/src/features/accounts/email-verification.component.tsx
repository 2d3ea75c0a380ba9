import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { PATHS } from '../../routing/route-paths.ts';
import { useVerifyAccountEmail } from './accounts.api.ts';
import { EmailVerificationNewLink } from './email-verification-new-link.component.tsx';

/**
 * Spec 1 §2.11 and §4: submitting ("Please wait..."), then success with "Proceed to dashboard" or the
 * server's message. A link the server refused (used, expired, unknown) cannot work a second time, so
 * the failure offers a new link instead; "Try again" stays for failures where the link was never
 * judged (no connection, a busy server). Home's guard sends a visitor who is not signed in to SignIn.
 */
export function EmailVerification({ token }: { token: string }) {
  const { t } = useTranslation('accounts');
  const verify = useVerifyAccountEmail();
  const { mutate } = verify;
  // The link works once: React's development double effects must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <div
      aria-live="polite"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center"
    >
      {verify.isSuccess ? (
        <>
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold text-slate-900">{t('verifyEmail.successTitle')}</h2>
          <p className="text-sm text-slate-700">{noticeOf(verify.data)}</p>
          <Link
            to={PATHS.home}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('verifyEmail.proceed')}
          </Link>
        </>
      ) : verify.isError ? (
        <>
          <span className="rounded-full bg-red-50 p-3 text-red-700">
            <CircleAlert aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold text-slate-900">{t('verifyEmail.failureTitle')}</h2>
          <p className="text-sm text-slate-700">{messageOf(verify.error)}</p>
          {isApiError(verify.error) && verify.error.status === 422 ? (
            <EmailVerificationNewLink />
          ) : (
            <Button onClick={() => mutate(token)}>{t('verifyEmail.tryAgain')}</Button>
          )}
        </>
      ) : (
        <>
          <Spinner className="size-7 text-brand-700" />
          <p className="text-sm font-medium text-slate-700">{t('verifyEmail.pleaseWait')}</p>
        </>
      )}
    </div>
  );
}
