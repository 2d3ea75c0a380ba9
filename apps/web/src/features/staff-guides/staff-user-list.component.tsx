import type { StaffUserList, StaffUserRow } from '@cordee/shared/staff-users.contracts';
import { CloudOff, Search, UsersRound } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { Button } from '../../components/ui/button.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import type { NoticeAnswer } from '../../lib/notice-words.ts';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import { ListAndPanel, ListStates, type PanelSlot } from '../../shell/list-and-panel/list-and-panel.component.tsx';
import { ListPagination } from '../sub-admins/list-pagination.component.tsx';
import { formatJoined } from './account-panel.component.tsx';

/** The search is sent once typing pauses, not on every key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and page of a staff list. A page belongs to the search (and filter) it was chosen
 * for: a new search starts again at page 1.
 */
export function useStaffListState(filterKey = '') {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const scope = `${filterKey}\u0000${search}`;
  const [pageOf, setPageOf] = useState({ scope: '', page: 1 });
  const page = pageOf.scope === scope ? pageOf.page : 1;
  const setPage = useCallback((next: number) => setPageOf({ scope, page: next }), [scope]);
  return { searchInput, setSearchInput, search, page, setPage };
}

type ListQuery = {
  data: StaffUserList | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The staff screens of accounts; each names its copy under `staffAccounts.<area>`. */
type StaffAccountsArea = 'climbers' | 'guides';

type StaffAccountsScreenProps<Account> = {
  area: StaffAccountsArea;
  /** The route name written as `origin` when an account is opened from this list. */
  origin: string;
  list: ListQuery;
  state: ReturnType<typeof useStaffListState>;
  /** Filters shown beside the search (the Guides screen's All / Verified / Unverified). */
  filters?: ReactNode;
  /** Whether a filter narrows the list, so an empty page means "no match" rather than "nobody yet". */
  filtered?: boolean;
  /** The status shown on each row: Verified / Unverified for guides, the email's for climbers. */
  statusOf: (row: StaffUserRow) => ReactNode;
  /** The panel of the account named by query `id`. */
  panel: (slot: PanelSlot<Account>) => ReactNode;
  /** Deletes the account; answers its id and the notice that says so. */
  remove: (id: number) => Promise<NoticeAnswer & { id: number }>;
};

/** A staff screen of accounts: the list below, the panel of the account named by query `id`, and the delete. */
export function StaffAccountsScreen<Account extends { id: number }>({
  area,
  origin,
  panel,
  remove,
  ...listProps
}: StaffAccountsScreenProps<Account>) {
  const { t } = useTranslation('staff-accounts');
  const selection = usePanelSelection('id', origin);
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <ListAndPanel<Account>
      selection={selection}
      listRef={listRef}
      list={
        <StaffUserListView
          {...listProps}
          area={area}
          selectedId={selection.id}
          onOpen={(row) => selection.open(row.id)}
          listRef={listRef}
        />
      }
      panel={panel}
      deletion={{
        type: t(`staffAccounts.${area}.deleteType`),
        remove: (account) => remove(account.id),
      }}
    />
  );
}

type StaffUserListViewProps = Pick<
  StaffAccountsScreenProps<unknown>,
  'area' | 'list' | 'state' | 'filters' | 'filtered' | 'statusOf'
> & {
  selectedId: number | null;
  onOpen: (row: StaffUserRow) => void;
  listRef: RefObject<HTMLUListElement | null>;
};

/**
 * A searchable, paginated list of accounts for staff: a card per account on phones and tablets (and
 * beside the open panel), a row with columns once the list is 48rem wide (a window of about 1024 px).
 * Each entry opens the account in the side panel.
 */
function StaffUserListView({
  area,
  list,
  state,
  filters,
  filtered = false,
  selectedId,
  onOpen,
  statusOf,
  listRef,
}: StaffUserListViewProps) {
  const { t, i18n } = useTranslation('staff-accounts');
  const { searchInput, setSearchInput, search, page, setPage } = state;
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // Deleting the last row of the last page leaves that page empty: step back to the new last page.
  const lastPageOverrun = data !== undefined && !list.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (lastPageOverrun) setPage(pageCount);
  }, [lastPageOverrun, pageCount, setPage]);
  const searching = list.isFetching && list.isPlaceholderData;
  const nothingYet = data !== undefined && data.total === 0 && search === '' && !filtered;

  const body = (
    <ListStates
      query={list}
      rowCount={data?.data.length}
      loadingLabel={t(`staffAccounts.${area}.loading`)}
      loadError={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
          <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
          <p role="alert" className="text-sm text-slate-700">
            {t(`staffAccounts.${area}.loadError`)} {messageOf(list.error, '')}
          </p>
          <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      }
      nothingYet={nothingYet}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <UsersRound aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{t(`staffAccounts.${area}.empty.title`)}</h2>
          <p className="max-w-sm text-sm text-slate-600">{t(`staffAccounts.${area}.empty.body`)}</p>
        </div>
      }
      noMatch={
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-sm text-slate-700">
          {search ? t('staffAccounts.noMatch', { search }) : t(`staffAccounts.${area}.empty.title`)}
        </p>
      }
    >
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={t(`staffAccounts.${area}.listLabel`)}
        aria-busy={searching || undefined}
        className={`flex flex-col gap-2 focus:outline-none @3xl:gap-0 @3xl:divide-y @3xl:divide-slate-100 @3xl:overflow-hidden @3xl:rounded-xl @3xl:border @3xl:border-slate-200 @3xl:bg-white ${searching ? 'opacity-60' : ''}`}
      >
        {data?.data.map((row) => {
          const selected = row.id === selectedId;
          return (
            <li key={row.id}>
              <button
                type="button"
                data-account-id={row.id}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onOpen(row)}
                className={`grid w-full grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 rounded-xl border p-3 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none @3xl:grid-cols-[auto_minmax(0,1fr)_minmax(0,1.2fr)_8.5rem] @4xl:grid-cols-[auto_minmax(0,1fr)_minmax(0,1.2fr)_8.5rem_6.5rem] @3xl:rounded-none @3xl:border-0 @3xl:px-4 @3xl:shadow-none ${
                  selected ? 'border-brand-400 bg-brand-50 @3xl:bg-brand-50' : 'border-slate-200 bg-white'
                }`}
              >
                <span className="row-span-2 @3xl:row-span-1">
                  <Avatar name={row.name} color={row.color} pictureUrl={row.profile_picture} />
                </span>
                <span className="min-w-0 truncate text-sm font-semibold text-slate-900">{row.name}</span>
                <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 @3xl:contents">
                  <span className="min-w-0 truncate text-sm text-slate-600">{row.email}</span>
                  {/* On a wide list the status and the date are columns of their own, aligned row to row. */}
                  <span className="flex items-center gap-2 @3xl:contents">
                    {statusOf(row)}
                    <span className="hidden justify-self-end text-xs whitespace-nowrap text-slate-500 @4xl:inline">
                      {formatJoined(row.created_at, i18n.language)}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </ListStates>
  );

  return (
    // The rows follow the list's own width, not the window's: beside the open panel they are cards again.
    <div className="@container flex min-w-0 flex-1 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <TextField
          label={t(`staffAccounts.${area}.searchLabel`)}
          type="search"
          placeholder={t(`staffAccounts.${area}.searchPlaceholder`)}
          autoComplete="off"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
          className="w-full sm:max-w-xs"
        />
        {filters}
      </div>
      <div role="status" className="sr-only">
        {searching ? t('staffAccounts.searching') : ''}
      </div>
      {body}
      {data && (
        <ListPagination
          label={t(`staffAccounts.${area}.paginationLabel`)}
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
