import { useTranslation } from 'react-i18next';
import { PayoutPanel } from '../features/payouts/payout-panel.component.tsx';
import { SandboxBadge } from '../features/payouts/sandbox-badge.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Payout (guide only): the payout account, its balance, bank accounts and payouts. */
export function PayoutScreen() {
  const { t } = useTranslation('payouts');
  useDocumentTitle(t('payout.documentTitle'));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('payout.title')}</h1>
          <p className="text-sm text-slate-600 sm:text-base">{t('payout.subtitle')}</p>
        </div>
        <SandboxBadge />
      </div>
      <PayoutPanel />
    </div>
  );
}
