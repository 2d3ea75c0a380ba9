import type { Training } from '@cordee/shared/trainings.contracts';
import { Clapperboard, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import {
  AccountPanelFrame,
  type AccountPanelLayout,
  useAccountPanelLayout,
} from '../staff-guides/account-panel.component.tsx';
import { PlanBadgeLabel, TrainingCard, TrainingCover } from './training-card.component.tsx';
import { TrainingDescription } from './training-description.component.tsx';
import { coverOf, planBadgeOf } from './training-display.ts';
import { TrainingSearchBox } from './training-search-box.component.tsx';
import {
  TRAININGS_PER_PAGE,
  useDeleteTraining,
  useTraining,
  useTrainingPlanOptions,
  useTrainings,
} from './trainings.api.ts';
import '../../locales/trainings.catalogue.ts';

/** The route name written as `origin` when a training is opened from the Trainings list itself. */
export const TRAININGS_ORIGIN = 'Trainings';
/**
 * The Trainings screen's body (staff): the searchable list of training cards with Add New and a plan
 * filter, and the 'Selected Video' panel of the training named by `training_id`.
 */
export function TrainingsManager() {
  const { t } = useTranslation();
  const filterId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  const [planId, setPlanId] = useState<number | null>(null);
  const list = useTrainings({ page: 1, perPage: TRAININGS_PER_PAGE, search, planId });
  const planOptions = useTrainingPlanOptions();
  const selected = usePanelSelection('training_id', TRAININGS_ORIGIN);
  const layout = useAccountPanelLayout();
  const deleteTraining = useDeleteTraining();
  const [toDelete, setToDelete] = useState<Training | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addNew = () => openModal('training_modal', { onSaved: selected.open });

  const panel = selected.id !== null && (
    <TrainingPanel
      key={selected.id}
      id={selected.id}
      layout={layout}
      onClose={() => selected.close()}
      onEdit={(training) => openModal('training_modal', { training, onSaved: selected.open })}
      onDelete={setToDelete}
    />
  );

  const data = list.data;
  const nothingYet = data !== undefined && data.total === 0 && search === '' && planId === null;

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <TrainingSearchBox
          label={t('trainings.manage.searchLabel')}
          placeholder={t('trainings.manage.searchPlaceholder')}
          value={searchInput}
          onChange={setSearchInput}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="sr-only">
            {t('trainings.manage.filterLabel')}
          </label>
          <select
            id={filterId}
            value={planId ?? ''}
            onChange={(event) => setPlanId(event.target.value ? Number(event.target.value) : null)}
            className="rounded-lg border border-slate-300 bg-white py-2.5 pr-8 pl-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          >
            <option value="">{t('trainings.manage.filterAll')}</option>
            {(planOptions.data ?? []).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.plan_name}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={addNew}>
          <Plus aria-hidden="true" className="size-4" />
          {t('trainings.manage.addNew')}
        </Button>
      </div>

      <div className="mt-6 flex items-start gap-6">
        <div className="min-w-0 flex-1">
          {list.isPending && (
            <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-700">
              <Spinner className="size-6" />
              <span className="text-sm text-slate-600">{t('trainings.manage.loading')}</span>
            </div>
          )}
          {list.isError && !data && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
          {nothingYet && (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Clapperboard aria-hidden="true" className="size-10 text-slate-400" />
              <p className="text-lg font-semibold text-slate-900">{t('trainings.manage.empty.title')}</p>
              <Button variant="secondary" onClick={addNew}>
                {t('trainings.manage.empty.body')}
              </Button>
            </div>
          )}
          {data && !nothingYet && data.data.length === 0 && (
            <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-600">
              {t('trainings.manage.noMatch')}
            </p>
          )}
          {data && data.data.length > 0 && (
            <ul
              ref={listRef}
              tabIndex={-1}
              aria-label={t('trainings.manage.listLabel')}
              className="grid grid-cols-1 gap-4 focus:outline-none sm:grid-cols-2 xl:grid-cols-3"
            >
              {data.data.map((training) => (
                <li key={training.id}>
                  <TrainingCard
                    training={training}
                    showAccess={false}
                    selected={training.id === selected.id}
                    onOpen={(row) => selected.open(row.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {layout === 'beside' && panel}
      </div>
      {layout === 'drawer' && panel}

      <DeleteConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        type={t('trainings.deleteType')}
        onConfirm={async () => {
          if (!toDelete) throw new Error('No training is selected for deletion.');
          const { id, message } = await deleteTraining.mutateAsync(toDelete.id);
          if (selected.id === id) selected.close(true);
          return message;
        }}
        fallbackFocus={() => listRef.current}
      />
    </>
  );
}

type TrainingPanelProps = {
  id: number;
  layout: AccountPanelLayout;
  onClose: () => void;
  onEdit: (training: Training) => void;
  onDelete: (training: Training) => void;
};

/** 'Selected Video': Video Details, Delete Video, Edit Video, the thumbnail with its gallery button, title, description. */
function TrainingPanel({ id, layout, onClose, onEdit, onDelete }: TrainingPanelProps) {
  const { t } = useTranslation();
  const query = useTraining(id);
  const gone = isApiError(query.error) && query.error.status === 404;
  const training = gone ? undefined : query.data;
  return (
    <AccountPanelFrame title={t('trainings.panel.title')} layout={layout} focusKey={id} onClose={onClose}>
      {training ? (
        <div className="flex flex-col gap-4" data-training-panel={training.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('trainings.panel.details')}
            </h3>
            <div className="flex gap-2">
              <Button variant="secondary" className="text-red-700" onClick={() => onDelete(training)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('trainings.panel.delete')}
              </Button>
              <Button variant="secondary" onClick={() => onEdit(training)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('trainings.panel.edit')}
              </Button>
            </div>
          </div>
          <div className="relative overflow-hidden rounded-xl">
            <TrainingCover src={coverOf(training)} className="aspect-video w-full" />
            {training.training_gallery.length > 0 && (
              <button
                type="button"
                onClick={() => openModal('view_video_modal', { training })}
                className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow"
              >
                <Images aria-hidden="true" className="size-4" />
                {t('trainings.panel.openGallery')}
                <span className="text-slate-600">
                  ({t('trainings.panel.galleryCount', { count: training.training_gallery.length })})
                </span>
              </button>
            )}
          </div>
          <h4 className="text-xl font-semibold text-slate-900">{training.training_title}</h4>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600">{t('trainings.panel.plans')}:</span>
            <PlanBadgeLabel badge={planBadgeOf(training)} />
          </div>
          <TrainingDescription html={training.training_description} />
        </div>
      ) : gone ? (
        <p role="alert" className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
          {t('trainings.panel.notFound')}
        </p>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div role="status" className="flex items-center justify-center py-12 text-brand-700">
          <Spinner className="size-6" />
        </div>
      )}
    </AccountPanelFrame>
  );
}
