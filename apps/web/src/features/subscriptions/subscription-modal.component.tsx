import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { PlanPicker } from './plan-picker.component.tsx';
import '../../locales/subscriptions.catalogue.ts';

/** subscription_modal: opened by a locked video or program, and by 'Try Again' after a cancelled checkout. */
export function SubscriptionModal(_content: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('subscriptions.intro')}</p>
      <PlanPicker columns="single" />
    </div>
  );
}
