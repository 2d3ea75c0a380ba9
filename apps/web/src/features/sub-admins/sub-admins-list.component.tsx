import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { CloudOff, Plus, Search, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { ListPagination } from './list-pagination.component.tsx';
import { SubAdminCards } from './sub-admin-cards.component.tsx';
import { SubAdminTable } from './sub-admin-table.component.tsx';
import { SUB_ADMINS_PER_PAGE, useDeleteSubAdmin, useSubAdmins } from './sub-admins.api.ts';

/** The search is sent once typing pauses, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Sub Admins list: server-side search on name or email (case-insensitive) and pages,
 * the table with its row actions, and the shared delete confirmation.
 */
export function SubAdminsList() {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to the search it was chosen for: a new search starts again at page 1.
  const [pageOf, setPageOf] = useState({ search: '', page: 1 });
  const page = pageOf.search === search ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ search, page: next });

  const list = useSubAdmins({ page, perPage: SUB_ADMINS_PER_PAGE, search });
  const deleteSubAdmin = useDeleteSubAdmin();
  const [toDelete, setToDelete] = useState<SubAdmin | null>(null);
  // Phones get a card per admin; the four-column table starts at the tablet width.
  const asCards = useDeviceClass() === 'mobile';
  const tableRef = useRef<HTMLTableElement>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // Deleting the last row of the last page leaves that page empty: step back to the new last page.
  const lastPageOverrun = data !== undefined && !list.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (lastPageOverrun) setPageOf({ search, page: pageCount });
  }, [lastPageOverrun, search, pageCount]);

  const nothingYet = data !== undefined && data.total === 0 && search === '' && searchInput.trim() === '';

  const searching = list.isFetching && list.isPlaceholderData;

  const emptyState = (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <h2 ref={emptyHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('subAdmins.empty.title')}
      </h2>
      <p className="max-w-sm text-sm text-slate-600">{t('subAdmins.empty.body')}</p>
      <AddNewButton />
    </div>
  );

  const listView = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label={t('subAdmins.searchLabel')}
          type="search"
          placeholder={t('subAdmins.searchPlaceholder')}
          autoComplete="off"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
          className="w-full sm:max-w-xs"
        />
        <AddNewButton />
      </div>

      <div role="status" className="sr-only">
        {searching ? t('subAdmins.searching') : ''}
      </div>

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
          <Spinner className="size-6" />
          <span className="text-sm font-medium text-slate-600">{t('subAdmins.loading')}</span>
        </div>
      ) : !data ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
          <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
          <p role="alert" className="text-sm text-slate-700">
            {t('subAdmins.loadError')} {messageOf(list.error, '')}
          </p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-sm text-slate-700">
          {search ? t('subAdmins.noMatch', { search }) : t('subAdmins.empty.title')}
        </p>
      ) : asCards ? (
        <SubAdminCards admins={data.data} onDelete={setToDelete} busy={searching} listRef={cardsRef} />
      ) : (
        <SubAdminTable admins={data.data} onDelete={setToDelete} busy={searching} tableRef={tableRef} />
      )}

      {data && (
        <ListPagination
          label={t('subAdmins.pagination.label')}
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      )}
    </div>
  );

  return (
    // The dialog keeps its place in the tree when the last admin goes and the empty state replaces the list.
    <>
      {nothingYet ? emptyState : listView}
      <DeleteConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        type={t('subAdmins.deleteType')}
        onConfirm={async () => {
          if (!toDelete) throw new Error('No admin is selected for deletion.');
          return deleteSubAdmin.mutateAsync(toDelete.id);
        }}
        fallbackFocus={() => tableRef.current ?? cardsRef.current ?? emptyHeadingRef.current}
      />
    </>
  );
}

function AddNewButton() {
  const { t } = useTranslation();
  return (
    <Button onClick={() => openModal('add_admin')} className="shrink-0">
      <Plus aria-hidden="true" className="size-4" />
      {t('subAdmins.addNew')}
    </Button>
  );
}
