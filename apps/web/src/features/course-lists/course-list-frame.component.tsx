import * as Tabs from '@radix-ui/react-tabs';
import { CloudOff, Search } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { messageOf } from '../../lib/error-message.ts';

/**
 * The frame All Courses and My Courses share: the all / registered / past tabs with the client-side
 * search beside them, the list's loading and failure states, and the "Showing n of m" footer with
 * "Load more". Each screen brings its own copy (a key prefix of the catalogue), cards and panel.
 */

type TabsFrameProps<Type extends string> = {
  types: readonly Type[];
  value: Type;
  onSelect: (type: Type) => void;
  /** The screen's own words for the tabs and the search box. */
  labels: { tabs: string; tab: (type: Type) => string; search: string; placeholder: string; loadedOnly: string };
  searchRef: RefObject<HTMLInputElement | null>;
  term: string;
  onTermChange: (term: string) => void;
  /** The search only looks through the pages already loaded: say so while more pages exist. */
  searchingLoadedOnly: boolean;
  /** Read by screen readers after a search: how many match. */
  status: string;
  /** What each tab shows (the same list area, whichever tab is chosen). */
  children: ReactNode;
};

export function CourseListTabs<Type extends string>({
  types,
  value,
  onSelect,
  labels,
  searchRef,
  term,
  onTermChange,
  searchingLoadedOnly,
  status,
  children,
}: TabsFrameProps<Type>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(chosen) => {
        const next = types.find((candidate) => candidate === chosen);
        if (next) onSelect(next);
      }}
      className="flex min-w-0 flex-1 flex-col gap-4"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Tabs.List aria-label={labels.tabs} className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
          {types.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {labels.tab(tab)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TextField
          ref={searchRef}
          label={labels.search}
          type="search"
          placeholder={labels.placeholder}
          autoComplete="off"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
          hint={searchingLoadedOnly ? labels.loadedOnly : undefined}
          className="w-full md:max-w-xs"
        />
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {types.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="focus:outline-none">
          {children}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

type ListQueryState = {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The list while its first page loads, or when it failed (with the server's message and a retry). */
export function CourseListLoadState({
  list,
  loadingText,
  errorText,
}: {
  list: ListQueryState;
  loadingText: string;
  errorText: string;
}) {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
        <Spinner className="size-6" />
        <span className="text-sm font-medium text-slate-600">{loadingText}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
      <p role="alert" className="text-sm text-slate-700">
        {errorText} {messageOf(list.error, '')}
      </p>
      <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** "Showing n of m" and, while the server has more, "Load more". */
export function CourseListFooter({
  shown,
  hasNextPage,
  loadingMore,
  onLoadMore,
  loadMoreLabel,
}: {
  shown: string;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600">{shown}</p>
      {hasNextPage && (
        <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * When the panel closes with focus inside it, focus goes back to the card it showed rather than to the
 * top of the page. Focus that is somewhere else (a tab just chosen) stays there. `cardSelector` finds the
 * focusable part of a card from its id.
 */
export function useReturnFocusToCard(
  openId: number | null,
  listRef: RefObject<HTMLUListElement | null>,
  searchRef: RefObject<HTMLInputElement | null>,
  cardSelector: (id: number) => string,
) {
  const previous = useRef(openId);
  const selectorRef = useRef(cardSelector);
  selectorRef.current = cardSelector;
  useEffect(() => {
    const closed = previous.current;
    previous.current = openId;
    if (closed === null || openId !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const card = listRef.current?.querySelector<HTMLElement>(selectorRef.current(closed));
    (card ?? listRef.current ?? searchRef.current)?.focus();
  }, [openId, listRef, searchRef]);
}
