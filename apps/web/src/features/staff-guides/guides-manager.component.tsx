import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import type { GuideApplicationView } from '@cordee/shared/staff-users.contracts';
import { BadgeCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { accessSubjectOf } from '../../routing/access-subject.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { ItemPanel, type PanelSlot } from '../../shell/list-and-panel/list-and-panel.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { GuideStatusBadge } from './account-panel.component.tsx';
import { GuideApplicationDetails } from './guide-application-details.component.tsx';
import {
  GUIDE_STATUS_FILTERS,
  type GuideStatusFilter,
  STAFF_USERS_PER_PAGE,
  useDeleteGuide,
  useGuide,
  useGuides,
} from './staff-guides.api.ts';
import { StaffAccountsScreen, useStaffListState } from './staff-user-list.component.tsx';

/** The route name written as `origin` when a guide is opened from the Guides list itself. */
export const GUIDES_ORIGIN = 'Guides';

/**
 * The Guides screen's body: the searchable list (All / Verified / Unverified), the side panel of the
 * guide named by query `id`, "Approve guide" for an application waiting for review and "Delete Guide"
 * for a verified guide.
 */
export function GuidesManager() {
  const { user } = useBootstrapData();
  const mayManage = mayManageAccountsOf(accessSubjectOf(user), 'guide');
  const [status, setStatus] = useState<GuideStatusFilter>('all');
  const state = useStaffListState(status);
  const list = useGuides({ page: state.page, perPage: STAFF_USERS_PER_PAGE, search: state.search, status });
  const deleteGuide = useDeleteGuide();

  return (
    <StaffAccountsScreen<GuideApplicationView>
      area="guides"
      origin={GUIDES_ORIGIN}
      list={list}
      state={state}
      filtered={status !== 'all'}
      filters={<StatusFilter value={status} onChange={setStatus} />}
      statusOf={(row) => <GuideStatusBadge approved={row.is_approved} />}
      panel={(slot) => <GuidePanel slot={slot} mayManage={mayManage} />}
      remove={deleteGuide.mutateAsync}
    />
  );
}

function StatusFilter({ value, onChange }: { value: GuideStatusFilter; onChange: (next: GuideStatusFilter) => void }) {
  const { t } = useTranslation('staff-accounts');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('staffAccounts.guides.filterLabel')}</legend>
      <div className="inline-flex self-start rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
        {GUIDE_STATUS_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            onClick={() => onChange(filter)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${
              value === filter ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`staffAccounts.guides.filter.${filter}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

type GuidePanelProps = {
  slot: PanelSlot<GuideApplicationView>;
  /** The shared access rule, asked once by the screen: may this user approve and delete guides. */
  mayManage: boolean;
};

/** The guide of query `id`: the application, and the action its state offers (approve or delete). */
function GuidePanel({ slot, mayManage }: GuidePanelProps) {
  const { t } = useTranslation('staff-accounts');
  const { id, requestDelete } = slot;
  const guide = useGuide(id);

  return (
    <ItemPanel
      slot={slot}
      title={t('staffAccounts.panel.guideTitle')}
      query={guide}
      loadingLabel={t('staffAccounts.panel.loading')}
      notFound={t('staffAccounts.panel.notFound')}
    >
      {(data) => (
        <div className="flex flex-col gap-5">
          {mayManage && (
            <div className="flex flex-wrap justify-end gap-2">
              {data.is_approved ? (
                <Button variant="secondary" className="text-red-700" onClick={() => requestDelete(data)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('staffAccounts.guides.delete')}
                </Button>
              ) : (
                <Button onClick={() => openModal('new_guide', { guideId: id })}>
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('staffAccounts.guides.approve')}
                </Button>
              )}
            </div>
          )}
          <GuideApplicationDetails guide={data} />
        </div>
      )}
    </ItemPanel>
  );
}
