import { useTranslation } from 'react-i18next';
import { SubscriptionCancelled } from '../features/subscriptions/subscription-result.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';
import '../locales/subscriptions.catalogue.ts';

/** SubscriptionCancelled, /subscription/cancelled/{session_id}: the checkout was left without paying. */
export function SubscriptionCancelledScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('subscriptions.cancelled.documentTitle'));
  return <SubscriptionCancelled />;
}
