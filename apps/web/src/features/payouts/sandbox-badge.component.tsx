import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePaymentProvider } from './payouts.api.ts';

/** With the sandbox provider nothing is paid for real; a guide must never mistake it for the real thing. */
export function SandboxBadge() {
  const { t } = useTranslation('payouts');
  const provider = usePaymentProvider();
  if (provider.data !== 'sandbox') return null;
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t('payout.sandboxBadge')}
    </p>
  );
}
