import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TABS } from './chat-limits.ts';
import { DatabaseIdSchema } from './ids.contracts.ts';

/** POST /api/send-chat. `event_id` names the course a climber asks about before booking. */
export const SendChatBodySchema = z.object({
  message: z
    .string({ error: 'chat_message_required' })
    .trim()
    .min(1, { error: 'chat_message_required' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: 'chat_message_too_long' }),
  recipient_id: DatabaseIdSchema,
  event_id: DatabaseIdSchema.optional(),
});
export type SendChatBody = z.input<typeof SendChatBodySchema>;

/** One chat message: `user_id` is its sender. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  /** When the recipient read it; null while unread. */
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A conversation in the Chats list and the Home messages card. */
export const ConversationSchema = z.object({
  sender: z.object({
    id: z.number().int(),
    name: z.string(),
    profile_picture: z.string().nullable(),
    color: z.string(),
    role: z.string(),
  }),
  message: z.object({ id: z.number().int(), preview: z.string(), updated_at: z.string() }),
  /** Messages from the counterpart not yet read by the signed-in user. */
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** GET /api/chats: the signed-in user's conversations, newest first. Tabs other than recent are staff-only. */
export const ConversationListQuerySchema = z.object({
  tab: z.enum(CHAT_TABS, { error: 'tab_unknown' }).default('recent'),
  search: z.string().max(100, { error: 'chat_search_too_long' }).optional(),
  page: z.coerce
    .number({ error: 'page_not_a_number' })
    .int()
    .min(1)
    .max(10_000, { error: 'page_too_large' })
    .default(1),
});
export type ConversationListQuery = z.input<typeof ConversationListQuerySchema>;

export const ConversationListSchema = z.object({
  messages: z.array(ConversationSchema),
  page: z.number().int(),
  has_more: z.boolean(),
  /** Unread messages over all the user's conversations (the badge), whatever the tab or search. */
  unread_total: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

/**
 * The other party of a chat. Email and phone are shown only where the two
 * share a booking or one of them is staff; otherwise null.
 */
export const ChatRecipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  role: z.string(),
  profile_picture: z.string().nullable(),
  color: z.string(),
});
export type ChatRecipient = z.infer<typeof ChatRecipientSchema>;

/**
 * GET /api/fetch-this-chat/{recipient_id}?before=&event_id=: marks the returned messages read. `event_id`
 * names the course a climber opened the chat from ("Message the guide"), which lets them write first.
 */
export const FetchChatQuerySchema = z.object({
  before: DatabaseIdSchema.optional(),
  event_id: DatabaseIdSchema.optional(),
});
export const RecipientParamsSchema = z.object({ recipient_id: DatabaseIdSchema });

export const ChatThreadSchema = z.object({
  /** Oldest first, at most CHAT_PAGE_SIZE: the newest page, or the page before `before`. */
  chats: z.array(ChatMessageSchema),
  recipient: ChatRecipientSchema,
  has_older: z.boolean(),
  /** Whether the signed-in user may send to this recipient now, and if not, why. */
  can_send: z.boolean(),
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
});
export type ChatThread = z.infer<typeof ChatThreadSchema>;

/** POST and DELETE /api/chats/{recipient_id}/block: who blocks the conversation now. */
export const ChatBlockStateSchema = z.object({
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
});
export type ChatBlockState = z.infer<typeof ChatBlockStateSchema>;

/** POST /api/send-chat answer: the first page of conversations (the store) and the message sent. */
export const SendChatResultSchema = z.object({
  messages: z.array(ConversationSchema),
  message: ChatMessageSchema,
});
export type SendChatResult = z.infer<typeof SendChatResultSchema>;
