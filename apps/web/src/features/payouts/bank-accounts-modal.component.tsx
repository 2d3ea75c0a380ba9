import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { PayoutMethodsList } from './payout-methods-list.component.tsx';
import { failureMessage, usePayoutOverview } from './payouts.api.ts';

/** The banks modal: the guide's bank accounts, each of which can become the default. */
export function BankAccountsModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const overview = usePayoutOverview();

  return (
    <div className="flex flex-col gap-5">
      {overview.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-8 text-brand-700">
          <Spinner className="size-5" />
          <span className="text-sm text-slate-600">{t('common.loading')}</span>
        </div>
      ) : overview.data ? (
        <PayoutMethodsList methods={overview.data.external_accounts} />
      ) : (
        <FormAlert message={failureMessage(overview.error)} />
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
