import type { ChatMessage, ChatThread, Conversation, ConversationList } from '@cordee/shared/chat.contracts';
import type { ChatTab } from '@cordee/shared/chat-limits';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { type RealtimeSignal, useRealtime } from '../../shell/realtime/realtime.store.ts';

// Type-only imports of the contracts: the chat screens, the side menu badge and the course panel's
// "Message the guide" never load the contract library (the JS budget of a first visit).

export type ConversationListParams = { tab: ChatTab; search: string };

/** The list every user sees first (Recent, no search): the Home card and the menu badge read it too. */
export const RECENT_CONVERSATIONS: ConversationListParams = { tab: 'recent', search: '' };

export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (params: ConversationListParams) => [...chatKeys.lists(), params] as const,
  threads: () => [...chatKeys.all, 'thread'] as const,
  /** Every cached view of one conversation (with or without the course it was opened from). */
  thread: (recipientId: number) => [...chatKeys.threads(), recipientId] as const,
  threadFrom: (recipientId: number, eventId: number | undefined) =>
    [...chatKeys.thread(recipientId), eventId ?? null] as const,
};

export function fetchConversations(
  params: ConversationListParams & { page: number },
  signal?: AbortSignal,
): Promise<ConversationList> {
  const query = { tab: params.tab, page: params.page, search: params.search.trim() || undefined };
  return apiGet('/api/chats', { query, signal });
}

export type ConversationPages = InfiniteData<ConversationList, number>;
type ThreadPages = InfiniteData<ChatThread, number | undefined>;

export function conversationsQueryOptions(params: ConversationListParams) {
  return infiniteQueryOptions({
    queryKey: chatKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchConversations({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationList) => (last.has_more ? last.page + 1 : undefined),
    // Live events keep the lists current: no refetch each time a pane mounts.
    staleTime: 30_000,
  });
}

/** Conversations of a list, page after page, with the next page on demand. */
export function useConversations(params: ConversationListParams) {
  useChatRealtime();
  return useInfiniteQuery(conversationsQueryOptions(params));
}

/** The Recent list's first page: the Home card's conversations and the total the menu badge shows. */
export function useRecentConversations() {
  useChatRealtime();
  return useInfiniteQuery({ ...conversationsQueryOptions(RECENT_CONVERSATIONS), select: (data) => data.pages[0] });
}

export function useUnreadChatTotal(): number {
  return useRecentConversations().data?.unread_total ?? 0;
}

/** The conversation open on screen, if any: its incoming messages are read, not unread. */
let openRecipientId: number | null = null;

export function openConversation(recipientId: number): () => void {
  openRecipientId = recipientId;
  return () => {
    if (openRecipientId === recipientId) openRecipientId = null;
  };
}

/** Adds a message to a loaded conversation (its newest page), once. */
export function appendThreadMessage(queryClient: QueryClient, recipientId: number, message: ChatMessage): void {
  queryClient.setQueriesData<ThreadPages>({ queryKey: chatKeys.thread(recipientId) }, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.chats.some((known) => known.id === message.id))) return data;
    return { ...data, pages: [{ ...newest, chats: [...newest.chats, message] }, ...older] };
  });
}

export function markConversationRead(queryClient: QueryClient, recipientId: number): void {
  // A list still on its way may have been counted by the server before this read: it is asked again.
  const racing = queryClient
    .getQueryCache()
    .findAll({ queryKey: chatKeys.lists() })
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  if (racing.length > 0) {
    const keys = new Set(racing.map((query) => query.queryHash));
    const isRacing = (query: { queryHash: string }) => keys.has(query.queryHash);
    void queryClient
      .cancelQueries({ queryKey: chatKeys.lists(), predicate: isRacing })
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.lists(), predicate: isRacing }));
  }
  queryClient.setQueriesData<ConversationPages>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data;
    const wasUnread = data.pages
      .flatMap((page) => page.messages)
      .find((row) => row.sender.id === recipientId && row.unread > 0)?.unread;
    if (!wasUnread) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread_total: Math.max(0, page.unread_total - wasUnread),
        messages: page.messages.map((row) => (row.sender.id === recipientId ? { ...row, unread: 0 } : row)),
      })),
    };
  });
}

/**
 * A message sent or received moves its conversation to the top of the Recent list with the new preview,
 * counted unread when it came from the other person and their conversation is not open. A counterpart
 * not in the list yet (a first message) needs their name and picture: the list is fetched again.
 */
function showMessageInRecentList(
  queryClient: QueryClient,
  counterpartId: number,
  message: ChatMessage,
  unread: boolean,
): 'shown' | 'unknown' {
  let outcome: 'shown' | 'unknown' = 'unknown';
  queryClient.setQueryData<ConversationPages>(chatKeys.list(RECENT_CONVERSATIONS), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const current = data.pages.flatMap((page) => page.messages).find((row) => row.sender.id === counterpartId);
    if (!current) return data;
    outcome = 'shown';
    const moved: Conversation = {
      ...current,
      message: { id: message.id, preview: message.message, updated_at: message.created_at },
      unread: current.unread + (unread ? 1 : 0),
    };
    const without = (rows: Conversation[]) => rows.filter((row) => row.sender.id !== counterpartId);
    const bump = (total: number) => total + (unread ? 1 : 0);
    return {
      ...data,
      pages: [
        { ...first, unread_total: bump(first.unread_total), messages: [moved, ...without(first.messages)] },
        ...rest.map((page) => ({ ...page, unread_total: bump(page.unread_total), messages: without(page.messages) })),
      ],
    };
  });
  return outcome;
}

/** Messages already applied to the cache: each component listening live may hear the same event. */
const appliedMessages = new WeakMap<QueryClient, Set<number>>();

export function firstTimeSeen(queryClient: QueryClient, messageId: number): boolean {
  let seen = appliedMessages.get(queryClient);
  if (!seen) {
    seen = new Set();
    appliedMessages.set(queryClient, seen);
  }
  if (seen.has(messageId)) return false;
  seen.add(messageId);
  return true;
}

/** What a live signal changes in the chat caches. Exported for the tests, which play the server. */
export function applyChatSignal(queryClient: QueryClient, signal: RealtimeSignal): void {
  if (signal.kind === 'resync') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    return;
  }
  if (signal.kind === 'chat_read') {
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    return;
  }
  if (signal.kind !== 'chat_message') return;
  const { counterpart_id: counterpartId, message } = signal;
  if (!firstTimeSeen(queryClient, message.id)) return;

  const fromThem = message.user_id === counterpartId;
  const isOpen = openRecipientId === counterpartId;
  appendThreadMessage(queryClient, counterpartId, message);
  if (isOpen && fromThem) {
    // Fetching the conversation again marks the message read on the server.
    void queryClient.invalidateQueries({ queryKey: chatKeys.thread(counterpartId) });
  } else if (!isOpen) {
    // Not on screen: the next look fetches it (and marks it read) again.
    void queryClient.invalidateQueries({ queryKey: chatKeys.thread(counterpartId), refetchType: 'none' });
  }
  const shown = showMessageInRecentList(queryClient, counterpartId, message, fromThem && !isOpen);
  // The other lists (tabs, searches) are filtered on the server; a new counterpart needs their card.
  void queryClient.invalidateQueries({
    queryKey: chatKeys.lists(),
    predicate: (query) => shown === 'unknown' || !isRecentKey(query.queryKey[2]),
  });
}

export function useChatRealtime(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => applyChatSignal(queryClient, signal));
}

/** Recent lists compare by value: the key object of the query is not the constant itself. */
export function isRecentKey(key: unknown): boolean {
  const params = key as ConversationListParams | undefined;
  return params?.tab === 'recent' && params.search === '';
}
