import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { ClimberView } from '@cordee/shared/staff-users.contracts';
import { Trash2, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { accessSubjectOf } from '../../routing/access-subject.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import {
  AccountLoadState,
  AccountPanelFrame,
  type AccountPanelLayout,
  EmailStatusBadge,
  useAccountPanelLayout,
  useAccountPanelQuery,
} from '../staff-guides/account-panel.component.tsx';
import { STAFF_USERS_PER_PAGE } from '../staff-guides/staff-guides.api.ts';
import { StaffUserListView, useStaffListState } from '../staff-guides/staff-user-list.component.tsx';
import { ClimberSummary } from './climber-summary.component.tsx';
import { useClimber, useClimbers, useDeleteClimber } from './staff-climbers.api.ts';
import '../../locales/staff-accounts.catalogue.ts';

/** The route name written as `origin` when a climber is opened from the Climbers list itself. */
export const CLIMBERS_ORIGIN = 'Climbers';

/**
 * The Climbers screen's body: "All Climbers" with search and pages, the side panel of the climber named
 * by query `id` with "View profile" (the view_user modal) and "Delete Climber".
 */
export function ClimbersManager() {
  const { t } = useTranslation();
  const { user } = useBootstrapData();
  const mayManage = mayManageAccountsOf(accessSubjectOf(user), 'climber');
  const state = useStaffListState();
  const list = useClimbers({ page: state.page, perPage: STAFF_USERS_PER_PAGE, search: state.search });
  const panel = useAccountPanelQuery(CLIMBERS_ORIGIN);
  const layout = useAccountPanelLayout();
  const deleteClimber = useDeleteClimber();
  const [toDelete, setToDelete] = useState<ClimberView | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const climberPanel = panel.id !== null && (
    <ClimberPanel
      key={panel.id}
      id={panel.id}
      layout={layout}
      mayManage={mayManage}
      onClose={() => panel.close()}
      onDelete={setToDelete}
    />
  );

  return (
    <>
      <div className="flex items-start gap-6">
        <StaffUserListView
          list={list}
          state={state}
          copy={{
            listLabel: t('staffAccounts.climbers.listLabel'),
            searchLabel: t('staffAccounts.climbers.searchLabel'),
            searchPlaceholder: t('staffAccounts.climbers.searchPlaceholder'),
            loading: t('staffAccounts.climbers.loading'),
            loadError: t('staffAccounts.climbers.loadError'),
            emptyTitle: t('staffAccounts.climbers.empty.title'),
            emptyBody: t('staffAccounts.climbers.empty.body'),
            paginationLabel: t('staffAccounts.climbers.paginationLabel'),
          }}
          selectedId={panel.id}
          onOpen={(row) => panel.open(row.id)}
          statusOf={(row) => <EmailStatusBadge verified={row.email_verified} />}
          listRef={listRef}
        />
        {layout === 'beside' && climberPanel}
      </div>
      {layout === 'drawer' && climberPanel}

      <DeleteConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        type={t('staffAccounts.climbers.deleteType')}
        onConfirm={async () => {
          if (!toDelete) throw new Error('No climber is selected for deletion.');
          const { id } = await deleteClimber.mutateAsync(toDelete.id);
          if (panel.id === id) panel.close(true);
          return t('staffAccounts.climbers.deleted');
        }}
        fallbackFocus={() => listRef.current}
      />
    </>
  );
}

type ClimberPanelProps = {
  id: number;
  layout: AccountPanelLayout;
  /** The shared access rule, asked once by the screen: may this user delete climbers. */
  mayManage: boolean;
  onClose: () => void;
  onDelete: (climber: ClimberView) => void;
};

function ClimberPanel({ id, layout, mayManage, onClose, onDelete }: ClimberPanelProps) {
  const { t } = useTranslation();
  const climber = useClimber(id);
  const gone = isApiError(climber.error) && climber.error.status === 404;
  const data = gone ? undefined : climber.data;

  return (
    <AccountPanelFrame title={t('staffAccounts.panel.climberTitle')} layout={layout} focusKey={id} onClose={onClose}>
      {data ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => openModal('view_user', { userId: id, role: 'climber' })}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('staffAccounts.climbers.viewProfile')}
            </Button>
            {mayManage && (
              <Button variant="secondary" className="text-red-700" onClick={() => onDelete(data)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('staffAccounts.climbers.delete')}
              </Button>
            )}
          </div>
          <ClimberSummary climber={data} />
        </div>
      ) : (
        <AccountLoadState query={climber} />
      )}
    </AccountPanelFrame>
  );
}
