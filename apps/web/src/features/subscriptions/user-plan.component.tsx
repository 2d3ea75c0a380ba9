import { isStaffRole } from '@cordee/shared/access-policy';
import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useBootstrap } from '../../session/bootstrap.api.ts';

/** One line of account info: the user's plan ('Free' without a subscription), linking to /subscription. */
export function UserPlanLine() {
  const { t } = useTranslation('subscriptions');
  const { data } = useBootstrap();
  if (!data || isStaffRole(data.user.role)) return null;
  const plan = data.subscription.is_active ? data.subscription.plan_name : t('subscriptions.freePlanName');
  return (
    <div className="flex items-center gap-2.5">
      <dt>
        <Gem aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">{t('subscriptions.current.title')}</span>
      </dt>
      <dd>
        <Link to={ROUTE_PATHS.Subscription} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('subscriptions.profilePlan', { plan })}
        </Link>
      </dd>
    </div>
  );
}
