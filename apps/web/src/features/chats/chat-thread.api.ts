import type { ChatMessage, ChatThread, SendChatResult } from '@cordee/shared/chat.contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiBody, apiDelete, apiGet, apiPost } from '../../lib/api-client.ts';
import {
  appendThreadMessage,
  type ConversationPages,
  chatKeys,
  firstTimeSeen,
  isRecentKey,
  markConversationRead,
  openConversation,
  RECENT_CONVERSATIONS,
  useChatRealtime,
} from './chats.api.ts';

/*
 * One conversation: its pages, sending and blocking. Apart from chats.api.ts (the lists, the unread count
 * and the live updates every signed-in page keeps), so the menu's badge does not bring them to every page.
 */

/** `eventId`: the course the chat was opened from, which lets a climber write to its guide first. */
export function fetchChatThread(
  recipientId: number,
  options: { before?: number; eventId?: number },
  signal?: AbortSignal,
) {
  return apiGet('/api/fetch-this-chat/{recipient_id}', {
    path: { recipient_id: recipientId },
    query: { before: options.before, event_id: options.eventId },
    signal,
  });
}

export function sendChat(body: ApiBody<'post', '/api/send-chat'>): Promise<SendChatResult> {
  return apiPost('/api/send-chat', { body });
}

export function setChatBlocked(recipientId: number, blocked: boolean) {
  const init = { path: { recipient_id: recipientId } };
  return blocked
    ? apiPost('/api/chats/{recipient_id}/block', init)
    : apiDelete('/api/chats/{recipient_id}/block', init);
}

/**
 * The conversation with one person, newest page first in `pages` (each page oldest→newest inside):
 * "Load older" fetches the page before the oldest message shown.
 */
export function chatThreadQueryOptions(recipientId: number, eventId?: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.threadFrom(recipientId, eventId),
    queryFn: async ({ client, pageParam, signal }) => {
      const thread = await fetchChatThread(recipientId, { before: pageParam, eventId }, signal);
      // The server marked these messages read: the lists and the badge drop them at once.
      markConversationRead(client, recipientId);
      return thread;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatThread) => (page.has_older ? page.chats[0]?.id : undefined),
    staleTime: 30_000,
  });
}

export function useChatThread(recipientId: number, eventId?: number) {
  useChatRealtime();
  // Live events for this counterpart are read here, not counted as unread.
  useEffect(() => openConversation(recipientId), [recipientId]);
  return useInfiniteQuery(chatThreadQueryOptions(recipientId, eventId));
}

/** Every message of the loaded pages, oldest first, each once (a live event and a refetch may overlap). */
export function threadMessagesOf(data: { pages: ChatThread[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const messages: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.chats) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}

/**
 * Sends one message. The caller shows it at once ("Now") and keeps it until this settles; on success
 * the message joins the conversation and the server's first page of conversations replaces the Recent
 * list's (spec: "the server's messages replace the store").
 */
export function useSendChat(recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { message: string; eventId?: number }) =>
      sendChat({
        recipient_id: recipientId,
        message: input.message,
        ...(input.eventId === undefined ? {} : { event_id: input.eventId }),
      }),
    onSuccess: (result) => {
      firstTimeSeen(queryClient, result.message.id);
      appendThreadMessage(queryClient, recipientId, result.message);
      queryClient.setQueryData<ConversationPages>(chatKeys.list(RECENT_CONVERSATIONS), (data) => {
        const [first] = data?.pages ?? [];
        if (!data || !first) return data;
        // Only the first page is sent back: later pages are dropped rather than left to repeat rows.
        return { pages: [{ ...first, messages: result.messages }], pageParams: [1] };
      });
      void queryClient.invalidateQueries({
        queryKey: chatKeys.lists(),
        predicate: (query) => !isRecentKey(query.queryKey[2]),
      });
    },
    onError: (error) => {
      // The spec only logs a failed send; the bubble also says it was not sent and offers Retry.
      console.error(error);
    },
  });
}

/** Blocks or unblocks the conversation; the conversation is fetched again for its new state. */
export function useSetChatBlocked(recipientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setChatBlocked(recipientId, blocked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.thread(recipientId) }),
  });
}
