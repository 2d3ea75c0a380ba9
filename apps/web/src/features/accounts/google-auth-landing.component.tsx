import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError, NO_RESPONSE_STATUS } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { i18n } from '../../lib/i18n.ts';
import { takeRememberedReturnPath } from '../../lib/return-path.ts';
import { startSession } from '../../lib/session.ts';
import { PATHS, ROUTE_PATHS } from '../../routing/route-paths.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { fetchBootstrapWithToken } from './accounts.api.ts';

/** The refusals the server's callback names; `access_denied` is the provider's own word for a cancel. */
const REFUSAL_MESSAGES = {
  cancelled: 'googleAuth.errors.cancelled',
  access_denied: 'googleAuth.errors.cancelled',
  expired: 'googleAuth.errors.expired',
  failed: 'googleAuth.errors.failed',
  unavailable: 'googleAuth.errors.unavailable',
  unverified: 'googleAuth.errors.unverified',
  disabled: 'googleAuth.errors.disabled',
  no_email: 'googleAuth.errors.no_email',
  guide_pending: 'googleAuth.errors.guide_pending',
  staff_password_only: 'googleAuth.errors.staff_password_only',
} as const;

/**
 * The message for the `error` of the landing address. Only known reasons are worded: the address can be
 * written by anyone, so its text is never shown as such; anything else reads as a sign-in that did not
 * complete.
 */
export function googleRefusalMessage(reason: string | null): string {
  const key =
    reason && Object.hasOwn(REFUSAL_MESSAGES, reason)
      ? REFUSAL_MESSAGES[reason as keyof typeof REFUSAL_MESSAGES]
      : null;
  return i18n.t(key ?? 'googleAuth.errors.failed');
}

/** Why the token could not be used: the session it names was refused, or the server could not answer. */
function sessionFailureMessage(cause: unknown): string {
  if (!isApiError(cause)) return i18n.t('googleAuth.errors.failed');
  // A refused token (401) is a sign-in that did not complete, not the API's "Unauthenticated.".
  if (cause.status === 401 || cause.status === 403) return i18n.t('googleAuth.errors.sessionRefused');
  if (cause.status === NO_RESPONSE_STATUS || cause.status === 429 || cause.status >= 500) return messageOf(cause);
  return i18n.t('googleAuth.errors.failed');
}

/**
 * The googleauth landing: the server's callback ends here with `token` and `tokentype`
 * (login or signup), or with `error`. The token is stored only once GET /api/user accepts it.
 */
export function GoogleAuthLanding() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const tokenType = params.get('tokentype');
  const error = params.get('error');
  // React's development double effects must not show the alert, or load the user, twice.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    // Every exit replaces this address: the token in it must not stay in the history.
    const fail = (message: string) => {
      showAlert('danger', message);
      navigate(PATHS.signIn, { replace: true });
    };
    if (error || !token) {
      fail(googleRefusalMessage(error));
      return;
    }
    fetchBootstrapWithToken(token).then(
      (bootstrap) => {
        startSession(token, bootstrap.user);
        queryClient.removeQueries({ queryKey: bootstrapQueryOptions.queryKey });
        queryClient.setQueryData(bootstrapQueryOptions.queryKey, bootstrap);
        // "Also as a new-user token unless tokentype is login": a new climber goes on with
        // the sign-up wizard, as after SignUp.
        const newClimber = tokenType === 'signup' && bootstrap.user.role === 'climber' && !bootstrap.user.signed_up;
        // The page SignIn or SignUp was opened from comes next; a new climber's wizard takes it at its end.
        const returnPath = newClimber ? null : takeRememberedReturnPath();
        navigate(newClimber ? ROUTE_PATHS.ClimberPersonalInfo : (returnPath ?? PATHS.home), { replace: true });
      },
      (cause: unknown) => fail(sessionFailureMessage(cause)),
    );
  }, [error, token, tokenType, navigate, queryClient]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <Spinner className="size-8 text-brand-700" />
      <p className="text-base font-medium text-slate-800">{t('googleAuth.signingIn')}</p>
    </div>
  );
}
