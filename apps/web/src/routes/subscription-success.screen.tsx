import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SubscriptionSuccess } from '../features/subscriptions/subscription-result.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** SubscriptionSuccess, /subscription/success/{session_id}: where the provider returns a new subscriber. */
export function SubscriptionSuccessScreen() {
  const { t } = useTranslation('subscriptions');
  const { sessionId = '' } = useParams();
  useDocumentTitle(t('subscriptions.success.documentTitle'));
  return <SubscriptionSuccess key={sessionId} sessionId={sessionId} />;
}
