import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { useLogout } from '../../features/auth/auth.api.ts';
import { bootstrapErrorMessage } from '../../session/bootstrap.api.ts';

type BootstrapErrorProps = { error: unknown; retrying: boolean; onRetry: () => void };

/**
 * The signed-in area cannot show anything without the user. The token is kept (only a 401 ends the
 * session), so Retry usually recovers; Log out is the way out when it does not.
 */
export function BootstrapError({ error, retrying, onRetry }: BootstrapErrorProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <CloudOff aria-hidden="true" className="size-10 text-slate-500" />
        <h1 className="text-lg font-semibold text-slate-900">{t('errors.bootstrapTitle')}</h1>
        <p role="alert" className="text-sm text-slate-700">
          {bootstrapErrorMessage(error)}
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Button variant="secondary" className="flex-1" onClick={() => logout.mutate()} busy={logout.isPending}>
            {t('menu.logOut')}
          </Button>
          <Button className="flex-1" onClick={onRetry} busy={retrying}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    </main>
  );
}
