import { useTranslation } from 'react-i18next';
import { SubscriptionCancelled } from '../features/subscriptions/subscription-result.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** SubscriptionCancelled, /subscription/cancelled/{session_id}: the checkout was left without paying. */
export function SubscriptionCancelledScreen() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('subscriptions.cancelled.documentTitle'));
  return <SubscriptionCancelled />;
}
