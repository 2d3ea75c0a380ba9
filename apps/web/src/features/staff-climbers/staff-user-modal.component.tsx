import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { AccountLoadState } from '../staff-guides/account-panel.component.tsx';
import { GuideApplicationDetails } from '../staff-guides/guide-application-details.component.tsx';
import { useGuide } from '../staff-guides/staff-guides.api.ts';
import { ClimberSummary } from './climber-summary.component.tsx';
import { useClimber } from './staff-climbers.api.ts';

type Subject = { userId: number; role: 'climber' | 'guide' };

/** `{ userId, role }` of the modal's props, when both are usable. */
export function staffUserSubjectOf(props: Record<string, unknown>): Subject | null {
  const { userId, role } = props;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return null;
  if (role !== 'climber' && role !== 'guide') return null;
  return { userId, role };
}

/**
 * The `view_user` modal as staff open it, with `{ userId, role }`: the account's summary (verification
 * status and activity; Cordée keeps no ratings). A guide's or a climber's booking view opens the same
 * modal kind with a `bookingId` instead (features/bookings).
 */
export function StaffUserModal({ props }: ModalContentProps) {
  const { t } = useTranslation('staff-accounts');
  const subject = staffUserSubjectOf(props);
  if (!subject) return <FormAlert message={t('staffAccounts.viewUser.missing')} />;
  return subject.role === 'climber' ? <ClimberBody id={subject.userId} /> : <GuideBody id={subject.userId} />;
}

function ClimberBody({ id }: { id: number }) {
  const climber = useClimber(id);
  return climber.data ? <ClimberSummary climber={climber.data} /> : <AccountLoadState query={climber} />;
}

function GuideBody({ id }: { id: number }) {
  const guide = useGuide(id);
  return guide.data ? <GuideApplicationDetails guide={guide.data} /> : <AccountLoadState query={guide} />;
}
