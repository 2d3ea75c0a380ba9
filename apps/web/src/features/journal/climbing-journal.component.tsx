import type { Diary } from '@cordee/shared/diaries.contracts';
import { DIARY_LIMITS, DIARY_PAGE_SIZE } from '@cordee/shared/diary-rules';
import { NotebookPen, Plus, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { ListPagination } from '../sub-admins/list-pagination.component.tsx';
import { DiaryCard } from './diary-card.component.tsx';
import { useDeleteDiary, useDiaryList } from './journal.api.ts';

/** A search asks the server once the climber pauses typing. */
const SEARCH_DELAY_MS = 300;

/**
 * The climber's Climbing Journal: the grid of entries with the title search (on the server, case and
 * accents aside), Add New, and each card's View, Edit and Delete.
 */
export function ClimbingJournal() {
  const { t } = useTranslation('journal');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // The page belongs to the search it was chosen in: a new search starts from the first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const list = useDiaryList(search, page);
  const deleteDiary = useDeleteDiary();
  const [deleting, setDeleting] = useState<Diary | null>(null);
  const addNewRef = useRef<HTMLButtonElement>(null);

  const diaries = list.data?.dairies ?? [];
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / DIARY_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('journal.title')}</h1>
          <p className="max-w-2xl text-sm text-slate-600">{t('journal.intro')}</p>
        </div>
        <Button ref={addNewRef} onClick={() => openModal('diary_modal')} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="size-4" />
          {t('journal.addNew')}
        </Button>
      </div>

      <search className="max-w-md">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t('journal.search.label')}
          <span className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
            <Search aria-hidden="true" className="size-4 text-slate-500" />
            <input
              type="search"
              value={searchText}
              maxLength={DIARY_LIMITS.search}
              placeholder={t('journal.search.placeholder')}
              onChange={(event) => setSearchText(event.target.value)}
              className="w-full bg-transparent py-2.5 text-sm text-slate-900 focus:outline-none"
            />
          </span>
        </label>
      </search>

      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8 text-brand-600" />
        </div>
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : diaries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <NotebookPen aria-hidden="true" className="size-10 text-slate-400" />
          {search ? (
            <p className="text-sm text-slate-700">{t('journal.empty.noMatch', { search })}</p>
          ) : (
            <>
              <h2 className="text-lg font-semibold text-slate-900">{t('journal.empty.title')}</h2>
              <p className="max-w-md text-sm text-slate-600">{t('journal.empty.body')}</p>
              <Button onClick={() => openModal('diary_modal')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('journal.addNew')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul
          aria-busy={list.isFetching || undefined}
          className="grid grid-cols-1 gap-4 min-[440px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
        >
          {diaries.map((diary) => (
            <DiaryCard
              key={diary.id}
              diary={diary}
              onView={() => openModal('view_diary_modal', { diary })}
              onEdit={() => openModal('diary_modal', { diary })}
              onDelete={() => setDeleting(diary)}
            />
          ))}
        </ul>
      )}

      <ListPagination label={t('journal.pagesLabel')} page={page} pageCount={pageCount} onPageChange={setPage} />

      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        type={t('journal.deleteType')}
        onConfirm={() => deleteDiary.mutateAsync((deleting as Diary).id)}
        fallbackFocus={() => addNewRef.current}
      />
    </div>
  );
}
