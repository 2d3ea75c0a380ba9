import type { AuthUser } from '@cordee/shared/auth.contracts';
import { PHONE_PREFIX } from '@cordee/shared/phone';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { UserPlanLine } from '../subscriptions/user-plan.component.tsx';

/** Numbers are typed after the fixed "+1", so they are shown with it unless they already carry a prefix. */
export function displayPhoneNumber(phone: string): string {
  return phone.trim().startsWith('+') ? phone : `${PHONE_PREFIX} ${phone}`;
}

/** "super_admin" reads "super admin" (shown capitalised). */
export function displayRole(role: string): string {
  return role.replaceAll('_', ' ');
}

export function ProfileSummary({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} color={user.color} pictureUrl={user.profile_picture} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">{user.name}</h2>
          <p className="text-sm text-slate-600 capitalize">{displayRole(user.role)}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-2.5 text-sm">
        <div className="flex items-center gap-2.5">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{t('fields.email')}</span>
          </dt>
          <dd className="min-w-0 truncate text-slate-800">{user.email}</dd>
        </div>
        {user.phone_number && (
          <div className="flex items-center gap-2.5">
            <dt>
              <Phone aria-hidden="true" className="size-4 text-slate-500" />
              <span className="sr-only">{t('fields.phoneNumber')}</span>
            </dt>
            <dd className="text-slate-800">{displayPhoneNumber(user.phone_number)}</dd>
          </div>
        )}
        <UserPlanLine />
      </dl>
    </div>
  );
}
