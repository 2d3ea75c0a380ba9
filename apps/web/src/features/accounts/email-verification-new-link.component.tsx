import { RequestVerificationEmailSchema } from '@cordee/shared/auth.contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { EmailField } from '../../components/ui/text-field.component.tsx';
import { useApiForm } from '../../lib/api-form.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { isSignedIn } from '../../lib/session.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useRequestVerificationEmail, useResendVerificationEmail } from './accounts.api.ts';
import { useResendCooldown } from './resend-cooldown.hook.ts';

/**
 * What a failed verification link offers instead of replaying itself: a new link. A signed-in user's
 * account is known, so one button asks for it; someone signed out types the email, and the server
 * answers the same for any email. After a link is sent the button waits out the server's cooldown.
 */
export function EmailVerificationNewLink() {
  return isSignedIn() ? <NewLinkForSignedInUser /> : <NewLinkByEmail />;
}

function NewLinkForSignedInUser() {
  const { t } = useTranslation('accounts');
  const resend = useResendVerificationEmail();
  const cooldown = useResendCooldown();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      const answer = await cooldown.send(() => resend.mutateAsync());
      if (answer) setSent(noticeOf(answer));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <div className="flex w-full flex-col gap-3">
      <FormAlert message={failure} />
      <Button busy={resend.isPending} disabled={cooldown.coolingDown} onClick={send} fullWidth>
        {t('verifyEmail.sendNewLink')}
      </Button>
      <SentNote message={sent} secondsLeft={cooldown.secondsLeft} />
    </div>
  );
}

function NewLinkByEmail() {
  const { t } = useTranslation('accounts');
  const request = useRequestVerificationEmail();
  const cooldown = useResendCooldown();
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, systemMessage } = useApiForm({
    resolver: zodResolver(RequestVerificationEmailSchema),
    defaultValues: { email: '' },
    submit: (values) => cooldown.send(() => request.mutateAsync(values)),
    onSuccess: (answer) => {
      if (answer) setSent(noticeOf(answer));
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-4 text-left">
      <p className="text-sm text-slate-700">{t('verifyEmail.newLinkByEmail')}</p>
      <FormAlert message={systemMessage} />
      <EmailField label={t('fields.email')} error={errors.email?.message} {...register('email')} />
      <Button type="submit" busy={request.isPending} disabled={cooldown.coolingDown} fullWidth>
        {t('verifyEmail.sendNewLink')}
      </Button>
      <SentNote message={sent} secondsLeft={cooldown.secondsLeft} />
    </form>
  );
}

/**
 * The server's word that a link went out (announced once), and how long until another may be asked for
 * (not announced: it changes every second).
 */
export function SentNote({ message, secondsLeft }: { message: string | null; secondsLeft: number }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p role="status">{message}</p>
      {message && secondsLeft > 0 && <p>{t('verifyEmail.askAgainIn', { count: secondsLeft })}</p>}
    </div>
  );
}
