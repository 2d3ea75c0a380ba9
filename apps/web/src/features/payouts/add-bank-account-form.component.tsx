import { AddBankAccountSchema } from '@cordee/shared/payouts.contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { ModalFormActions } from '../../components/ui/modal-form-actions.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { useAddBankAccount } from './payouts.api.ts';

/** The new_payment modal: a Canadian bank account to receive payouts. */
export function AddBankAccountForm({ close }: ModalContentProps) {
  const { t } = useTranslation('payouts');
  const addBankAccount = useAddBankAccount();
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(AddBankAccountSchema),
    defaultValues: { account_holder_name: '', transit_number: '', institution_number: '', account_number: '' },
    submit: addBankAccount.mutateAsync,
    onSuccess: (answer) => {
      showAlert('success', noticeOf(answer));
      close();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  // Bank numbers are digits, not quantities: a numeric keypad, but no spinner arrows or rounding.
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <TextField
        label={t('payout.addBank.accountHolderName')}
        autoComplete="name"
        error={errors.account_holder_name?.message}
        {...register('account_holder_name')}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('payout.addBank.transitNumber')}
          hint={t('payout.addBank.transitHint')}
          maxLength={5}
          error={errors.transit_number?.message}
          {...digits}
          {...register('transit_number')}
        />
        <TextField
          label={t('payout.addBank.institutionNumber')}
          hint={t('payout.addBank.institutionHint')}
          maxLength={3}
          error={errors.institution_number?.message}
          {...digits}
          {...register('institution_number')}
        />
      </div>
      <TextField
        label={t('payout.addBank.accountNumber')}
        hint={t('payout.addBank.accountHint')}
        maxLength={12}
        error={errors.account_number?.message}
        {...digits}
        {...register('account_number')}
      />
      <ModalFormActions onCancel={close} busy={submitting} submitLabel={t('payout.addBank.submit')} />
    </form>
  );
}
