import { X } from 'lucide-react';
import { Fragment, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/icon-button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import type { NoticeAnswer } from '../../lib/notice-words.ts';
import type { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import { DeleteConfirmDialog } from '../modals/delete-confirm.component.tsx';

/** From this width the panel sits beside the list; below, it is a drawer over the screen with its own Close. */
export const PANEL_BESIDE_FROM = 1024;

export type PanelLayout = 'beside' | 'drawer';

export function usePanelLayout(): PanelLayout {
  return useWindowWidth() >= PANEL_BESIDE_FROM ? 'beside' : 'drawer';
}

/** What the screen's panel is given: the selected id, where it stands, and the ways out of it. */
export type PanelSlot<Item> = {
  id: number;
  layout: PanelLayout;
  close: () => void;
  /** Asks the shared confirm dialog to delete this item. */
  requestDelete: (item: Item) => void;
};

type ListAndPanelProps<Item> = {
  /** The item named in the address (`id`, `page_id`, `training_id`…), from usePanelSelection. */
  selection: ReturnType<typeof usePanelSelection>;
  /** The list column: search, filters, its states and rows. */
  list: ReactNode;
  /** The selected item's panel; it is mounted afresh for each id so nothing of the previous one lingers. */
  panel: (slot: PanelSlot<Item>) => ReactNode;
  deletion: {
    /** The kind named in 'Delete {type}'. */
    type: string;
    /** Deletes the item; answers the deleted id and the notice that says so. */
    remove: (item: Item) => Promise<NoticeAnswer & { id: number }>;
  };
  /** Where focus goes once the dialog closes and the deleted item's panel is gone. */
  listRef: RefObject<HTMLElement | null>;
  /** Classes added to the two columns' row (the space above it, where the screen has a toolbar). */
  className?: string;
};

/**
 * A staff screen's list with the panel of the selected item: side by side on a wide window, the panel as a
 * drawer over the list below that, and the delete confirmation both share.
 */
export function ListAndPanel<Item extends { id: number }>({
  selection,
  list,
  panel,
  deletion,
  listRef,
  className = '',
}: ListAndPanelProps<Item>) {
  const layout = usePanelLayout();
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deletedOpenItem, setDeletedOpenItem] = useState(false);

  // The dialog hands focus back to its opener, the panel's Delete button, which the navigation may remove
  // only afterwards: once the deleted item's panel is gone, the reader continues from the list.
  useEffect(() => {
    if (!deletedOpenItem || selection.id !== null) return;
    setDeletedOpenItem(false);
    listRef.current?.focus();
  }, [deletedOpenItem, selection.id, listRef]);

  const selectedPanel = selection.id !== null && (
    // Keyed by id, so the panel's own state starts again when another item is opened.
    <Fragment key={selection.id}>
      {panel({ id: selection.id, layout, close: () => selection.close(), requestDelete: setToDelete })}
    </Fragment>
  );

  return (
    <>
      <div className={className ? `flex items-start gap-6 ${className}` : 'flex items-start gap-6'}>
        {list}
        {layout === 'beside' && selectedPanel}
      </div>
      {layout === 'drawer' && selectedPanel}

      <DeleteConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        type={deletion.type}
        onConfirm={async () => {
          if (!toDelete) throw new Error(`No ${deletion.type} is selected for deletion.`);
          const answer = await deletion.remove(toDelete);
          // The deleted item's panel closes in place: going back would reopen it.
          if (selection.id === answer.id) {
            setDeletedOpenItem(true);
            selection.close(true);
          }
          return answer;
        }}
        fallbackFocus={() => listRef.current}
      />
    </>
  );
}

type SidePanelProps = {
  title: string;
  layout: PanelLayout;
  /** Focus moves to the heading each time this changes (another item opened beside the list). */
  focusKey: number;
  onClose: () => void;
  children: ReactNode;
};

/** The panel's frame: a sticky column beside the list, or a drawer from the right with the same header. */
export function SidePanel({ title, layout, focusKey, onClose, children }: SidePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a row moves the reader to what it opened; the list stays where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows what the panel shows, by key.
  useEffect(() => {
    if (layout === 'beside') headingRef.current?.focus({ preventScroll: true });
  }, [focusKey, layout]);

  const header = (
    <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h2>
      <IconButton label={t('common.close')} onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
      </IconButton>
    </header>
  );

  if (layout === 'beside') {
    return (
      <section
        aria-labelledby={headingId}
        className="sticky top-20 flex max-h-[calc(100dvh-6rem)] w-[26rem] shrink-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm xl:w-[30rem]"
      >
        {header}
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </section>
    );
  }
  return (
    <ModalDialog
      onDismiss={onClose}
      labelledBy={headingId}
      className="mt-0 mr-0 mb-0 ml-auto h-dvh max-h-none w-full max-w-md shadow-2xl"
      bodyClassName="flex h-full flex-col"
    >
      {header}
      <div className="overflow-y-auto px-5 py-4">{children}</div>
    </ModalDialog>
  );
}

/** The spinner and its words while a list or a panel loads. */
export function LoadingStatus({ label }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
      <Spinner className="size-6" />
      {label && <span className="text-sm font-medium text-slate-600">{label}</span>}
    </div>
  );
}

/** What the list and panel states read of a query. */
export type LoadableQuery = { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type ListStatesProps = {
  query: LoadableQuery;
  /** How many rows the answer holds; undefined when there is no answer to show. */
  rowCount: number | undefined;
  loadingLabel: string;
  /** The failure as the screen words it; by default the server's message with Retry. */
  loadError?: ReactNode;
  /** Nothing exists yet (no search or filter narrows the list): the invitation to add the first. */
  nothingYet: boolean;
  empty: ReactNode;
  /** The search or filter matched nothing. */
  noMatch: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** The one of loading, failure, nothing yet, no match or the rows that a list shows now. */
export function ListStates({
  query,
  rowCount,
  loadingLabel,
  loadError,
  nothingYet,
  empty,
  noMatch,
  children,
}: ListStatesProps) {
  if (query.isPending) return <LoadingStatus label={loadingLabel} />;
  if (rowCount === undefined) {
    return (
      loadError ?? <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  if (nothingYet) return empty;
  if (rowCount === 0) return noMatch;
  return children;
}

type ItemPanelProps<Item> = {
  slot: Pick<PanelSlot<unknown>, 'id' | 'layout' | 'close'>;
  title: string;
  /** The query of the selected item. */
  query: LoadableQuery & { data: Item | undefined };
  loadingLabel?: string;
  /** Said when the item is gone (deleted meanwhile, elsewhere). */
  notFound: string;
  children: (item: Item) => ReactNode;
};

/** The selected item's panel: its frame, and the item once loaded, or its loading and failure states. */
export function ItemPanel<Item>({ slot, title, query, loadingLabel, notFound, children }: ItemPanelProps<Item>) {
  const item = itemUnlessGone(query);
  return (
    <SidePanel title={title} layout={slot.layout} focusKey={slot.id} onClose={slot.close}>
      {item === undefined ? (
        <PanelLoadState query={query} loadingLabel={loadingLabel} notFound={notFound} />
      ) : (
        children(item)
      )}
    </SidePanel>
  );
}

/** What a panel's query answered, unless the server says the item is gone (deleted meanwhile, elsewhere). */
function itemUnlessGone<Item>(query: { data: Item | undefined; error: unknown }): Item | undefined {
  return isApiError(query.error) && query.error.status === 404 ? undefined : query.data;
}

/** The panel's loading and failure states: the spinner, "not found" for a deleted item, or the error with Retry. */
export function PanelLoadState({
  query,
  loadingLabel,
  notFound,
}: {
  query: LoadableQuery;
  loadingLabel?: string;
  notFound: string;
}) {
  if (query.isPending) return <LoadingStatus label={loadingLabel} />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <p role="alert" className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
        {notFound}
      </p>
    );
  }
  return <LoadError error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
