import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS, ROUTE_TABLE } from '../../app/route-table.ts';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { startSession } from '../../lib/session.ts';
import { showAlert } from '../alerts/alert.store.ts';
import { bootstrapQueryOptions } from '../bootstrap/bootstrap.api.ts';
import { fetchBootstrapWithToken } from './accounts.api.ts';

/**
 * The googleauth landing (spec 1 §2.4): the server's callback ends here with `token` and `tokentype`
 * (login or signup), or with `error`. The token is stored only once GET /api/user accepts it.
 */
export function GoogleAuthLanding() {
  const { t } = useTranslation();
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
      fail(error || i18n.t('errors.unexpected'));
      return;
    }
    fetchBootstrapWithToken(token).then(
      (bootstrap) => {
        startSession(token, bootstrap.user);
        queryClient.removeQueries({ queryKey: bootstrapQueryOptions.queryKey });
        queryClient.setQueryData(bootstrapQueryOptions.queryKey, bootstrap);
        // "Also as a new-user token unless tokentype is login" (spec 1 §2.4): a new climber goes on with
        // the sign-up wizard, as after SignUp.
        const newClimber = tokenType === 'signup' && bootstrap.user.role === 'climber' && !bootstrap.user.signed_up;
        navigate(newClimber ? ROUTE_TABLE.ClimberPersonalInfo.path : PATHS.home, { replace: true });
      },
      (cause: unknown) => fail(isApiError(cause) ? cause.message : i18n.t('errors.unexpected')),
    );
  }, [error, token, tokenType, navigate, queryClient]);

  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <Spinner className="size-8 text-brand-700" />
      <p className="text-base font-medium text-slate-800">{t('googleAuth.signingIn')}</p>
    </div>
  );
}
