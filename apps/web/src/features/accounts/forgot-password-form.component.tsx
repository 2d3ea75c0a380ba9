import { ForgotPasswordSchema } from '@cordee/shared/auth.contracts';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useRequestPasswordReset } from './accounts.api.ts';

/**
 * Spec 1 §2.6 and §4: the form, then the email-sent state, and "Resend it" back to the form with the
 * address kept. The server answers the same for unknown addresses, so the sent state says "if".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const { form, onSubmit, systemMessage, submitting } = useApiForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
    submit: requestReset.mutateAsync,
    // The address as typed, not as the contract lower-cased it.
    onSuccess: (): void => setSentTo(form.getValues('email').trim()),
  });
  const {
    register,
    setFocus,
    formState: { errors },
  } = form;

  // The content under the user's focus is replaced: focus follows it, so a screen reader reads the news.
  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
    else if (requestReset.isSuccess) setFocus('email');
  }, [sentTo, requestReset.isSuccess, setFocus]);

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
        <span className="rounded-full bg-brand-50 p-3 text-brand-700">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h2 ref={sentHeadingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t('forgotPassword.sentTitle')}
        </h2>
        <p className="text-sm text-slate-700">
          <Trans i18nKey="forgotPassword.sentBody" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
        <p className="text-sm text-slate-700">
          {t('forgotPassword.notReceived')}{' '}
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('forgotPassword.resend')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={systemMessage} />
      <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      <Button type="submit" busy={submitting} fullWidth>
        {submitting ? t('common.pleaseWait') : t('forgotPassword.submit')}
      </Button>
    </form>
  );
}
