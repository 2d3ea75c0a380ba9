import type { AuthUser } from '@cordee/shared/auth.contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { EmailVerificationNotice } from '../accounts/email-verification-notice.component.tsx';
import { ProfileEditForm } from '../accounts/profile-edit-form.component.tsx';
import { ProfileSummary } from './profile-summary.component.tsx';

type ProfilePanelProps = {
  user: AuthUser;
  /** Every role but the super admin edits in the profile_edit modal. */
  onEditInModal: () => void;
};

/**
 * The profile dropdown toggles between view and edit in the top bar. Only the super admin gets the
 * editor inline; the others open the profile_edit modal.
 */
export function ProfilePanel({ user, onEditInModal }: ProfilePanelProps) {
  const { t } = useTranslation('accounts');
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const editsInline = user.role === 'super_admin';

  if (mode === 'edit' && editsInline) {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900">{t('profileEdit.title')}</h2>
        <ProfileEditForm user={user} onDone={() => setMode('view')} onCancel={() => setMode('view')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ProfileSummary user={user} />
      {!user.email_verified && <EmailVerificationNotice />}
      <Button variant="secondary" onClick={() => (editsInline ? setMode('edit') : onEditInModal())}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('profileEdit.edit')}
      </Button>
    </div>
  );
}
