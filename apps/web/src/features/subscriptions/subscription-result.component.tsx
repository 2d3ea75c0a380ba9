import type { Role } from '@cordee/shared/roles';
import { CircleAlert, CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { PATHS, ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { useCompleteSubscription } from './subscriptions.api.ts';

const PRIMARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';
const SECONDARY_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

/** A climber's Training overview; a guide, who has no Videos screen, goes to the training programs. */
const trainingPathFor = (role: Role | undefined) =>
  role === 'climber' ? ROUTE_PATHS.Training : ROUTE_PATHS.TrainingProgramsList;

/**
 * /subscription/success/{session_id}: confirms the subscription with the server once (the same
 * activation the provider's webhook runs, whichever comes first), which refreshes the user.
 */
export function SubscriptionSuccess({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('subscriptions');
  const complete = useCompleteSubscription();
  const role = useBootstrap().data?.user.role;
  const { mutate } = complete;
  const sent = useRef(false);
  const confirm = () => mutate(sessionId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: confirmed once per session id, on load.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm();
  }, [sessionId]);

  if (complete.isSuccess) {
    return (
      <Frame icon="success" title={t('subscriptions.success.title')}>
        <p className="text-base text-slate-800">{t('subscriptions.success.text')}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          <Link to={trainingPathFor(role)} className={PRIMARY_LINK}>
            {t('subscriptions.success.viewTraining')}
          </Link>
          <Link to={PATHS.home} className={SECONDARY_LINK}>
            {t('subscriptions.success.dashboard')}
          </Link>
        </div>
      </Frame>
    );
  }
  if (complete.isError) {
    return (
      <Frame icon="error" title={t('subscriptions.success.errorTitle')}>
        <p className="text-sm text-slate-700">{messageOf(complete.error, t('subscriptions.success.errorText'))}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          <Button onClick={confirm}>{t('subscriptions.success.tryAgain')}</Button>
          <Link to={PATHS.home} className={SECONDARY_LINK}>
            {t('subscriptions.success.dashboard')}
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <Frame icon="pending" title={t('subscriptions.success.title')}>
      <Spinner className="size-7 text-brand-700" />
      <p className="text-sm font-medium text-slate-700">{t('subscriptions.success.finalizing')}</p>
    </Frame>
  );
}

/** /subscription/cancelled/{session_id}: nothing was charged; Try Again opens the plans. */
export function SubscriptionCancelled() {
  const { t } = useTranslation('subscriptions');
  return (
    <Frame icon="cancelled" title={t('subscriptions.cancelled.title')}>
      <p className="text-base text-slate-800">{t('subscriptions.cancelled.text')}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
        <Button onClick={() => openModal('subscription_modal')}>{t('subscriptions.cancelled.tryAgain')}</Button>
        <Link to={PATHS.home} className={SECONDARY_LINK}>
          {t('subscriptions.cancelled.dashboard')}
        </Link>
      </div>
    </Frame>
  );
}

const ICONS = {
  success: { Icon: CircleCheck, tone: 'bg-brand-50 text-brand-700' },
  error: { Icon: CircleAlert, tone: 'bg-red-50 text-red-700' },
  cancelled: { Icon: CircleX, tone: 'bg-slate-100 text-slate-700' },
  pending: { Icon: CreditCard, tone: 'bg-brand-50 text-brand-700' },
} as const;

function Frame({ icon, title, children }: { icon: keyof typeof ICONS; title: string; children: ReactNode }) {
  const { Icon, tone } = ICONS[icon];
  return (
    <section
      aria-live="polite"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <span className={`rounded-full p-3 ${tone}`}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </section>
  );
}
