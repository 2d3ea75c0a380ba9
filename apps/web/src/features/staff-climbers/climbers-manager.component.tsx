import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { ClimberView } from '@cordee/shared/staff-users.contracts';
import { Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { accessSubjectOf } from '../../routing/access-subject.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { ItemPanel, type PanelSlot } from '../../shell/list-and-panel/list-and-panel.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { EmailStatusBadge } from '../staff-guides/account-panel.component.tsx';
import { STAFF_USERS_PER_PAGE } from '../staff-guides/staff-guides.api.ts';
import { StaffAccountsScreen, useStaffListState } from '../staff-guides/staff-user-list.component.tsx';
import { ClimberSummary } from './climber-summary.component.tsx';
import { useClimber, useClimbers, useDeleteClimber } from './staff-climbers.api.ts';

/** The route name written as `origin` when a climber is opened from the Climbers list itself. */
export const CLIMBERS_ORIGIN = 'Climbers';

/**
 * The Climbers screen's body: "All Climbers" with search and pages, the side panel of the climber named
 * by query `id` with "View profile" (the view_user modal) and "Delete Climber".
 */
export function ClimbersManager() {
  const { user } = useBootstrapData();
  const mayManage = mayManageAccountsOf(accessSubjectOf(user), 'climber');
  const state = useStaffListState();
  const list = useClimbers({ page: state.page, perPage: STAFF_USERS_PER_PAGE, search: state.search });
  const deleteClimber = useDeleteClimber();

  return (
    <StaffAccountsScreen<ClimberView>
      area="climbers"
      origin={CLIMBERS_ORIGIN}
      list={list}
      state={state}
      statusOf={(row) => <EmailStatusBadge verified={row.email_verified} />}
      panel={(slot) => <ClimberPanel slot={slot} mayManage={mayManage} />}
      remove={deleteClimber.mutateAsync}
    />
  );
}

type ClimberPanelProps = {
  slot: PanelSlot<ClimberView>;
  /** The shared access rule, asked once by the screen: may this user delete climbers. */
  mayManage: boolean;
};

function ClimberPanel({ slot, mayManage }: ClimberPanelProps) {
  const { t } = useTranslation('staff-accounts');
  const { id, requestDelete } = slot;
  const climber = useClimber(id);

  return (
    <ItemPanel
      slot={slot}
      title={t('staffAccounts.panel.climberTitle')}
      query={climber}
      loadingLabel={t('staffAccounts.panel.loading')}
      notFound={t('staffAccounts.panel.notFound')}
    >
      {(data) => (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => openModal('view_user', { userId: id, role: 'climber' })}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('staffAccounts.climbers.viewProfile')}
            </Button>
            {mayManage && (
              <Button variant="secondary" className="text-red-700" onClick={() => requestDelete(data)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('staffAccounts.climbers.delete')}
              </Button>
            )}
          </div>
          <ClimberSummary climber={data} />
        </div>
      )}
    </ItemPanel>
  );
}
