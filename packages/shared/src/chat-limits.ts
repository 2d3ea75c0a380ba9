/*
 * Chat limits and the search rule, zod-free so screens can import them without the contract library.
 */

/** A chat message is text only, at most this many characters once trimmed. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** How many messages of a conversation one fetch returns (the newest; older ones page with `before`). */
export const CHAT_PAGE_SIZE = 50;

/** How many conversations one page of the Chats list holds. */
export const CONVERSATION_PAGE_SIZE = 30;

/** How long a message may stay unread before its recipient is emailed about it. */
export const CHAT_UNREAD_EMAIL_AFTER_MS = 15 * 60 * 1000;

/** Chat tabs: Recent for everyone; Guides and Climbers only for staff. */
export const CHAT_TABS = ['recent', 'guides', 'climbers'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

/**
 * The Chats search term: case-insensitive, with non-word characters stripped.
 * "O'Brien!" searches for "obrien"; a term of only punctuation searches for nothing (every row).
 */
export function chatSearchTermOf(raw: string): string {
  return raw.replace(/[^\p{L}\p{N}_]+/gu, '').toLowerCase();
}

/** The chat route's recipient name segment: spaces kept readable, the rest escaped by the router. */
export function chatDetailsPath(recipientId: number, recipientName: string): string {
  return `/chats/${recipientId}/${encodeURIComponent(recipientName.trim() || 'user')}`;
}
