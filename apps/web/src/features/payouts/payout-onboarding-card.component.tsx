import { CircleDashed, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { sendBrowserTo } from './external-navigation.ts';
import { failureMessage, useFinishPayoutOnboarding, useStartPayoutOnboarding } from './payouts.api.ts';

type PayoutOnboardingCardProps = {
  /** Spec 3 §4: no account yet ('setup') or an account the provider has not fully enabled ('finish'). */
  step: 'setup' | 'finish';
  /** Set while the screen asks again whether the provider has enabled the account. */
  checking?: boolean;
};

/**
 * "Setup Payout Account" with "Get started" (POST /api/stripe) or "Finish payout setup" with "Finish
 * setup" (POST /api/finish-onboarding). Both answer the provider's onboarding page, and the browser
 * goes there; the provider sends the guide back to /payout.
 */
export function PayoutOnboardingCard({ step, checking = false }: PayoutOnboardingCardProps) {
  const { t } = useTranslation('payouts');
  const start = useStartPayoutOnboarding();
  const finish = useFinishPayoutOnboarding();
  const mutation = step === 'setup' ? start : finish;
  // Once the browser is on its way to the provider the button stays busy: a second click would only
  // ask for another link.
  const [leaving, setLeaving] = useState(false);
  const busy = mutation.isPending || leaving;

  const onClick = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => {
        try {
          setLeaving(true);
          sendBrowserTo(url);
        } catch (error) {
          setLeaving(false);
          showAlert('danger', failureMessage(error));
        }
      },
      onError: (error) => showAlert('danger', failureMessage(error)),
    });

  const Icon = step === 'setup' ? Landmark : CircleDashed;

  return (
    <section
      aria-labelledby="payout-onboarding-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 id="payout-onboarding-title" className="text-xl font-semibold text-slate-900">
        {t(`payout.${step}.title`)}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t(`payout.${step}.body`)}</p>
      <Button onClick={onClick} busy={busy}>
        {t(`payout.${step}.submit`)}
      </Button>
      {step === 'finish' && checking && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4 text-brand-700" />
          {t('payout.finish.checking')}
        </p>
      )}
      <p role="status" className="sr-only">
        {leaving ? t('payout.redirecting') : ''}
      </p>
    </section>
  );
}
