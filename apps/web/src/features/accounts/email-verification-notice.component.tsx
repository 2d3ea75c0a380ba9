import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { useResendVerificationEmail } from './accounts.api.ts';
import { useResendCooldown } from './resend-cooldown.hook.ts';

/**
 * Shown while the user's email is unverified, with a way to get a fresh link (the first may be lost).
 * After a link is sent the button waits out the server's cooldown, so a second click sends no second
 * email.
 */
export function EmailVerificationNotice() {
  const { t } = useTranslation('accounts');
  const resend = useResendVerificationEmail();
  const cooldown = useResendCooldown();

  return (
    <div className="flex flex-col gap-2.5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('profileEdit.emailNotVerified')}
      </p>
      <Button
        variant="secondary"
        busy={resend.isPending}
        disabled={cooldown.coolingDown}
        onClick={() =>
          cooldown
            .send(() => resend.mutateAsync())
            .then((answer) => answer && showAlert('success', noticeOf(answer)))
            .catch((error: unknown) => showAlert('danger', messageOf(error)))
        }
      >
        {t('profileEdit.resendVerification')}
      </Button>
      {cooldown.coolingDown && <p>{t('verifyEmail.askAgainIn', { count: cooldown.secondsLeft })}</p>}
    </div>
  );
}
