import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getStoredUser } from '../../lib/session.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { ProfileEditForm } from './profile-edit-form.component.tsx';

/**
 * The profile_edit modal: every role but the super admin edits the profile here.
 * The modal host sits outside the app shell, so the user comes from the cached bootstrap.
 */
export function ProfileEditModal({ close }: ModalContentProps) {
  const queryClient = useQueryClient();
  const [user] = useState(
    () => queryClient.getQueryData<Bootstrap>(bootstrapQueryOptions.queryKey)?.user ?? getStoredUser(),
  );
  if (!user) return null;
  return <ProfileEditForm user={user} onDone={close} onCancel={close} />;
}
