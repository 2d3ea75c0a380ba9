import type { Training } from '@cordee/shared/trainings.contracts';
import { Clapperboard, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import {
  ItemPanel,
  ListAndPanel,
  ListStates,
  type PanelSlot,
} from '../../shell/list-and-panel/list-and-panel.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
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

/** The route name written as `origin` when a training is opened from the Trainings list itself. */
export const TRAININGS_ORIGIN = 'Trainings';
/**
 * The Trainings screen's body (staff): the searchable list of training cards with Add New and a plan
 * filter, and the 'Selected Video' panel of the training named by `training_id`.
 */
export function TrainingsManager() {
  const { t } = useTranslation('trainings');
  const filterId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  const [planId, setPlanId] = useState<number | null>(null);
  const list = useTrainings({ page: 1, perPage: TRAININGS_PER_PAGE, search, planId });
  const planOptions = useTrainingPlanOptions();
  const selected = usePanelSelection('training_id', TRAININGS_ORIGIN);
  const deleteTraining = useDeleteTraining();
  const listRef = useRef<HTMLUListElement>(null);
  const addNew = () => openModal('training_modal', { onSaved: selected.open });

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

      <ListAndPanel<Training>
        className="mt-6"
        selection={selected}
        listRef={listRef}
        list={
          <div className="min-w-0 flex-1">
            <ListStates
              query={list}
              rowCount={data?.data.length}
              loadingLabel={t('trainings.manage.loading')}
              nothingYet={nothingYet}
              empty={
                <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                  <Clapperboard aria-hidden="true" className="size-10 text-slate-400" />
                  <p className="text-lg font-semibold text-slate-900">{t('trainings.manage.empty.title')}</p>
                  <Button variant="secondary" onClick={addNew}>
                    {t('trainings.manage.empty.body')}
                  </Button>
                </div>
              }
              noMatch={
                <p className="rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-600">
                  {t('trainings.manage.noMatch')}
                </p>
              }
            >
              <ul
                ref={listRef}
                tabIndex={-1}
                aria-label={t('trainings.manage.listLabel')}
                className="grid grid-cols-1 gap-4 focus:outline-none sm:grid-cols-2 xl:grid-cols-3"
              >
                {data?.data.map((training) => (
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
            </ListStates>
          </div>
        }
        panel={(slot) => (
          <TrainingPanel
            slot={slot}
            onEdit={(training) => openModal('training_modal', { training, onSaved: selected.open })}
          />
        )}
        deletion={{ type: t('trainings.deleteType'), remove: (training) => deleteTraining.mutateAsync(training.id) }}
      />
    </>
  );
}

type TrainingPanelProps = {
  slot: PanelSlot<Training>;
  onEdit: (training: Training) => void;
};

/** 'Selected Video': Video Details, Delete Video, Edit Video, the thumbnail with its gallery button, title, description. */
function TrainingPanel({ slot, onEdit }: TrainingPanelProps) {
  const { t } = useTranslation('trainings');
  const query = useTraining(slot.id);
  return (
    <ItemPanel slot={slot} title={t('trainings.panel.title')} query={query} notFound={t('trainings.panel.notFound')}>
      {(training) => (
        <div className="flex flex-col gap-4" data-training-panel={training.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('trainings.panel.details')}
            </h3>
            <div className="flex gap-2">
              <Button variant="secondary" className="text-red-700" onClick={() => slot.requestDelete(training)}>
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
      )}
    </ItemPanel>
  );
}
