import { parseDollarsToCents } from '@cordee/shared/money';
import { WithdrawSchema } from '@cordee/shared/payouts.contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { wordsOfIssueMessage } from '../../lib/field-issue-words.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { balanceIn, formatCents } from './payout-money.ts';
import { failureMessage, usePayoutOverview, useWithdrawFunds } from './payouts.api.ts';

/** The withdraw_funds modal: the available balance is read from the overview. */
export function WithdrawFundsForm({ close }: ModalContentProps) {
  const { t } = useTranslation('payouts');
  const overview = usePayoutOverview();

  if (overview.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8 text-brand-700">
        <Spinner className="size-5" />
        <span className="text-sm text-slate-600">{t('common.loading')}</span>
      </div>
    );
  }
  if (!overview.data) return <FormAlert message={failureMessage(overview.error)} />;

  const currency = overview.data.account?.default_currency ?? 'cad';
  return (
    <WithdrawForm available={balanceIn(overview.data.balance.available, currency)} currency={currency} close={close} />
  );
}

type WithdrawFormProps = { available: number; currency: string; close: () => void };

function WithdrawForm({ available, currency, close }: WithdrawFormProps) {
  const { t } = useTranslation('payouts');
  const withdraw = useWithdrawFunds();
  /**
   * One id per opened form, so a double submit or a retry after a lost answer creates one payout. A
   * definite refusal (4xx) ends that request, and the next try is a new one with a new id: providers
   * replay a refused request's answer for its key, so a corrected amount must not reuse it.
   */
  const [requestId, setRequestId] = useState(newRequestId);
  const availableText = formatCents(available, currency);
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    defaultValues: { amount: '' },
    submit: ({ amount }) => {
      const cents = parseDollarsToCents(amount);
      // validateAmount lets only dollars through; this tells the compiler so.
      if (cents === null) throw new Error('The amount is checked as dollars before it is sent.');
      return withdraw.mutateAsync({ amount: cents, request_id: requestId });
    },
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      close();
    },
    onFailure: ({ error, message }) => {
      if (isApiError(error) && error.status >= 400 && error.status < 500) setRequestId(newRequestId());
      return message;
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  /** The user types dollars; the server takes integer cents (WithdrawSchema), at most the available. */
  const validateAmount = (value: string): string | true => {
    if (value.trim() === '') return t('payout.withdraw.required');
    const cents = parseDollarsToCents(value);
    if (cents === null) return t('payout.withdraw.invalidAmount');
    const checked = WithdrawSchema.shape.amount.safeParse(cents);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      return message ? wordsOfIssueMessage(message) : t('payout.withdraw.invalidAmount');
    }
    if (cents > available) return t('payout.withdraw.aboveAvailable', { available: availableText });
    return true;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <p className="rounded-lg bg-slate-50 px-3.5 py-3 text-sm font-medium text-slate-800">
        {t('payout.withdraw.available', { amount: availableText })}
      </p>
      <TextField
        label={t('payout.withdraw.amount')}
        hint={t('payout.withdraw.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount', { validate: validateAmount })}
      />
      <ModalFormActions onCancel={close} busy={submitting} submitLabel={t('payout.withdraw.submit')} />
    </form>
  );
}
