import type { RequiredPlan, TrainingPage, TrainingPageSummary } from '@cordee/shared/training-programs.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';
import { ArrowLeft, ExternalLink, GraduationCap, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import {
  ItemPanel,
  ListAndPanel,
  ListStates,
  type PanelSlot,
} from '../../shell/list-and-panel/list-and-panel.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { Fact } from '../staff-guides/account-panel.component.tsx';
import { programPath } from './program-cards.component.tsx';
import { useDeleteProgram, useManagementDetail, useManagementList } from './training-programs.api.ts';

/** The route name written as `origin` when a program is opened from this list. */
export const MANAGEMENT_ORIGIN = 'TrainingPagesManagement';
/** Training Pages Management: the searchable cards, the selected program's panel, the form and the delete. */
export function TrainingPagesManager() {
  const { t } = useTranslation(['staff-accounts', 'training-programs']);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const list = useManagementList(deferredSearch);
  const selected = usePanelSelection('page_id', MANAGEMENT_ORIGIN);
  const deleteProgram = useDeleteProgram();
  const listRef = useRef<HTMLDivElement>(null);
  const planOptions = list.data?.plan_options ?? [];

  const openForm = (pageId?: number) =>
    openModal('training_page_modal', {
      ...(pageId === undefined ? {} : { pageId }),
      planOptions,
      onSaved: (page: TrainingPage) => selected.open(page.id),
    });

  return (
    <ListAndPanel<TrainingPage>
      selection={selected}
      listRef={listRef}
      list={
        <div ref={listRef} tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-4 focus:outline-none">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <label className="relative flex max-w-md flex-1 items-center">
              <span className="sr-only">{t('trainingPrograms.management.searchLabel')}</span>
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-500" />
              <input
                type="search"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('trainingPrograms.management.searchPlaceholder')}
                className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
            </label>
            <Button onClick={() => openForm()}>
              <Plus aria-hidden="true" className="size-4" />
              {t('trainingPrograms.management.addNew')}
            </Button>
          </div>
          <ProgramList
            list={list}
            searching={deferredSearch.trim() !== ''}
            selectedId={selected.id}
            onSelect={selected.open}
            onCreate={() => openForm()}
          />
        </div>
      }
      panel={(slot) => <ProgramPanel slot={slot} onEdit={(id) => openForm(id)} />}
      deletion={{
        type: t('trainingPrograms.management.deleteType'),
        remove: (program) => deleteProgram.mutateAsync(program.id),
      }}
    />
  );
}

type ProgramListProps = {
  list: ReturnType<typeof useManagementList>;
  searching: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onCreate: () => void;
};

function ProgramList({ list, searching, selectedId, onSelect, onCreate }: ProgramListProps) {
  const { t } = useTranslation(['staff-accounts', 'training-programs']);
  const programs = list.data?.data ?? [];
  return (
    <ListStates
      query={list}
      // A failed refresh shows the failure rather than the rows it could not renew.
      rowCount={list.error ? undefined : list.data?.data.length}
      loadingLabel={t('trainingPrograms.management.loading')}
      nothingYet={programs.length === 0 && !searching}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <GraduationCap aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-base font-semibold text-slate-900">{t('trainingPrograms.management.emptyTitle')}</p>
          <p className="max-w-sm text-sm text-slate-600">{t('trainingPrograms.management.emptyBody')}</p>
          <Button onClick={onCreate}>{t('trainingPrograms.management.createFirst')}</Button>
        </div>
      }
      noMatch={
        <p className="rounded-xl bg-white px-4 py-10 text-center text-slate-700">
          {t('trainingPrograms.management.noMatch')}
        </p>
      }
    >
      <ul aria-label={t('trainingPrograms.management.listLabel')} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {programs.map((program) => (
          <li key={program.id}>
            <ManagementCard
              program={program}
              selected={program.id === selectedId}
              onSelect={() => onSelect(program.id)}
            />
          </li>
        ))}
      </ul>
    </ListStates>
  );
}

function planNamesOf(plans: RequiredPlan[]): string {
  return plans.map((plan) => plan.plan_name).join(', ');
}

function ManagementCard({
  program,
  selected,
  onSelect,
}: {
  program: TrainingPageSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation(['staff-accounts', 'training-programs']);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      className={`flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        selected ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200'
      }`}
    >
      <div className="relative aspect-[16/9] w-full bg-slate-200">
        {program.header_image ? (
          <img src={thumbnailUrlOf(program.header_image)} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-600 to-slate-800">
            <GraduationCap aria-hidden="true" className="size-10 text-white/80" />
          </div>
        )}
        {!program.is_published && (
          <span className="absolute top-2 left-2 rounded-full bg-slate-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('trainingPrograms.badge.unpublished')}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1 p-4">
        <span className="font-semibold text-slate-900">{program.title}</span>
        <span className="text-sm text-slate-600">
          {program.required_plans.length === 0
            ? t('trainingPrograms.badge.free')
            : `${t('trainingPrograms.management.plans', { count: program.required_plans.length })}: ${planNamesOf(program.required_plans)}`}
        </span>
        <span className="text-sm text-slate-600">
          {t('trainingPrograms.list.sections', { count: program.section_count })}
        </span>
      </div>
    </button>
  );
}

type ProgramPanelProps = {
  slot: PanelSlot<TrainingPage>;
  onEdit: (id: number) => void;
};

function ProgramPanel({ slot, onEdit }: ProgramPanelProps) {
  const { t } = useTranslation(['staff-accounts', 'training-programs']);
  const detail = useManagementDetail(slot.id);

  return (
    <ItemPanel
      slot={slot}
      title={t('trainingPrograms.management.panelTitle')}
      query={detail}
      loadingLabel={t('staffAccounts.panel.loading')}
      notFound={t('trainingPrograms.management.notFound')}
    >
      {(program) => {
        const path = programPath(program.slug);
        return (
          <div className="flex flex-col gap-5">
            <h3 className="text-xl font-bold text-slate-900">{program.title}</h3>
            <div className="flex flex-wrap gap-2">
              <a
                href={path}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('trainingPrograms.management.preview')}
              </a>
              <Button variant="secondary" onClick={() => onEdit(program.id)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('trainingPrograms.management.edit')}
              </Button>
              <Button variant="secondary" className="text-red-700" onClick={() => slot.requestDelete(program)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('trainingPrograms.management.delete')}
              </Button>
            </div>
            <dl className="grid gap-4">
              <Fact label={t('trainingPrograms.management.slugPath')}>
                <code className="text-sm">{path}</code>
              </Fact>
              <Fact label={t('trainingPrograms.management.status')}>
                {program.is_published
                  ? t('trainingPrograms.management.published')
                  : t('trainingPrograms.management.unpublished')}
              </Fact>
              <Fact label={t('trainingPrograms.management.requiredPlans')}>
                {program.required_plans.length === 0
                  ? t('trainingPrograms.management.freeForAll')
                  : planNamesOf(program.required_plans)}
              </Fact>
            </dl>
            <div className="flex flex-col gap-2">
              <h4 className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {t('trainingPrograms.management.sections')}
              </h4>
              {program.sections.length === 0 ? (
                <p className="text-sm text-slate-600">{t('trainingPrograms.management.noSections')}</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {program.sections.map((section, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is their identity.
                      key={index}
                      className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
                    >
                      <span className="font-semibold text-slate-500">{index + 1}.</span>
                      <div className="flex flex-col gap-0.5">
                        <span className="font-medium text-slate-900">{textOf(section.title)}</span>
                        <span className="text-slate-600">
                          {[
                            t('trainingPrograms.management.imageCount', { count: section.images.length }),
                            t('trainingPrograms.management.skillCount', { count: section.skills.length }),
                            ...(section.footnote ? [t('trainingPrograms.management.hasFootnote')] : []),
                          ].join(' · ')}
                        </span>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <Button variant="ghost" className="self-start" onClick={slot.close}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('trainingPrograms.management.back')}
            </Button>
          </div>
        );
      }}
    </ItemPanel>
  );
}

/** A section title is HTML; the panel lists it as text. */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
