import { PAYOUT_RETURN_QUERY } from '@cordee/shared/payout-screen';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { PayoutActive } from './payout-active.component.tsx';
import { PayoutOnboardingCard } from './payout-onboarding-card.component.tsx';
import { failureMessage, isAwaitingProvider, PAYOUT_POLL_WINDOW_MS, usePolledPayoutOverview } from './payouts.api.ts';

/**
 * True for 30 s when the guide has just come back from the provider's onboarding page (its return link
 * carries a marker). The marker is taken out of the address at once, so a reload or a later visit shows
 * the account as it is without waiting.
 */
function useJustBackFromOnboarding(): boolean {
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => params.get(PAYOUT_RETURN_QUERY.name) === PAYOUT_RETURN_QUERY.value);
  const [open, setOpen] = useState(returned);
  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYOUT_RETURN_QUERY.name);
        return next;
      },
      { replace: true },
    );
    const timer = setTimeout(() => setOpen(false), PAYOUT_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [returned, setParams]);
  return open;
}

/**
 * The Payout screen's body by state: a spinner while loading, then setup, finish or active.
 * A failed load shows the server's message as a danger alert, stops the spinner and offers
 * Retry.
 */
export function PayoutPanel() {
  const { t } = useTranslation('payouts');
  const justBack = useJustBackFromOnboarding();
  const overview = usePolledPayoutOverview(justBack);

  // One alert per failed load. The ref survives StrictMode's second effect run, so it is not doubled.
  const alertedAt = useRef(0);
  useEffect(() => {
    if (overview.error && overview.errorUpdatedAt !== alertedAt.current) {
      alertedAt.current = overview.errorUpdatedAt;
      showAlert('danger', failureMessage(overview.error));
    }
  }, [overview.error, overview.errorUpdatedAt]);

  if (overview.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{t('payout.loading')}</span>
      </div>
    );
  }

  // A failed background refresh keeps the screen shown; only a first load without data stops here.
  if (!overview.data) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
        <p className="text-sm text-slate-700">{t('payout.loadError')}</p>
        <Button variant="secondary" busy={overview.isFetching} onClick={() => void overview.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  switch (overview.data.state) {
    case 'setup':
      return <PayoutOnboardingCard step="setup" />;
    case 'finish':
      return (
        <PayoutOnboardingCard
          step="finish"
          checking={justBack && !overview.isError && isAwaitingProvider(overview.data)}
        />
      );
    case 'active':
      return <PayoutActive overview={overview.data} />;
  }
}
