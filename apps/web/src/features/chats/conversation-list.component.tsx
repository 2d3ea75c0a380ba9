import { mayChatAsStaff } from '@cordee/shared/access-policy';
import { CHAT_TABS, type ChatTab } from '@cordee/shared/chat-limits';
import * as Tabs from '@radix-ui/react-tabs';
import { CloudOff, MessagesSquare, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { accessSubjectOf } from '../../routing/access-subject.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { selectChatTab, useSelectedChatTab } from './chat-tab.store.ts';
import { useConversations } from './chats.api.ts';
import { ConversationRow } from './conversation-row.component.tsx';

/** The search is sent once typing pauses, not on every key. */
export const CHAT_SEARCH_DEBOUNCE_MS = 300;

type ConversationListProps = {
  /** The counterpart whose conversation is open beside the list, if any. */
  selectedId: number | null;
};

/**
 * The Chats list: its title, the search "Search message..." (sent to the server, which ignores case and
 * punctuation), the Recent / Guides / Climbers tabs for staff who chat as staff, and the conversations
 * newest first with their unread counts.
 */
export function ConversationList({ selectedId }: ConversationListProps) {
  const { t } = useTranslation('chats');
  const { user } = useBootstrapData();
  const staff = mayChatAsStaff(accessSubjectOf(user));
  const storedTab = useSelectedChatTab();
  const tab: ChatTab = staff ? storedTab : 'recent';
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), CHAT_SEARCH_DEBOUNCE_MS);

  const body = <ConversationRows tab={tab} search={search} selectedId={selectedId} />;

  return (
    <section aria-labelledby="chats-title" className="flex min-h-0 flex-col gap-3">
      <h1 id="chats-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('chats.title')}
      </h1>
      <TextField
        label={t('chats.searchLabel')}
        type="search"
        placeholder={t('chats.searchPlaceholder')}
        autoComplete="off"
        maxLength={100}
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
      />
      {staff ? (
        <Tabs.Root
          value={tab}
          onValueChange={(chosen) => {
            const next = CHAT_TABS.find((candidate) => candidate === chosen);
            if (next) selectChatTab(next);
          }}
          className="flex min-h-0 flex-col gap-3"
        >
          <Tabs.List aria-label={t('chats.tabsLabel')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
            {CHAT_TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
              >
                {t(`chats.tab.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab} className="min-h-0 focus:outline-none">
            {body}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        body
      )}
    </section>
  );
}

function ConversationRows({ tab, search, selectedId }: { tab: ChatTab; search: string; selectedId: number | null }) {
  const { t } = useTranslation('chats');
  const list = useConversations({ tab, search });
  const rows = list.data?.pages.flatMap((page) => page.messages) ?? [];
  // A conversation can move from page to page while pages load: each shows once.
  const unique = rows.filter((row, index) => rows.findIndex((other) => other.sender.id === row.sender.id) === index);

  if (list.isPending) {
    return (
      <Notice>
        <span role="status" className="flex items-center gap-2">
          <Spinner className="size-5 text-brand-700" />
          {t('chats.loading')}
        </span>
      </Notice>
    );
  }
  if (!list.data) {
    return (
      <Notice>
        <CloudOff aria-hidden="true" className="size-7 text-slate-500" />
        <p role="alert">
          {t('chats.loadError')} {messageOf(list.error, '')}
        </p>
        <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  if (unique.length === 0) {
    return (
      <Notice>
        <MessagesSquare aria-hidden="true" className="size-7 text-slate-400" />
        {search ? (
          <p className="break-words">{t('chats.noMatch', { term: search })}</p>
        ) : (
          <>
            <p className="font-semibold text-slate-900">{t('chats.empty')}</p>
            <p>{t('chats.emptyHint')}</p>
          </>
        )}
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('chats.listLabel')} className="flex flex-col gap-1">
        {unique.map((row) => (
          <li key={row.sender.id}>
            <ConversationRow conversation={row} selected={row.sender.id === selectedId} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="ghost" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('chats.loadMore')}
        </Button>
      )}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-700">
      {children}
    </div>
  );
}
