import {
  ChatBlockStateSchema,
  ChatThreadSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  FetchChatQuerySchema,
  RecipientParamsSchema,
  SendChatBodySchema,
  SendChatResultSchema,
} from '@cordee/shared/chat.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireRole } from '../../http/auth.ts';
import { fetchThisChat, listConversations, sendChat, setConversationBlock } from './chat.service.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
/**
 * Every role chats; whom with is the use case's question. The role guard keeps a guide applicant whose
 * review is pending out, as on every guide route: an applicant has no bookings and nobody to talk to yet.
 */
const chatter = { onRequest: requireRole('climber', 'guide', 'admin', 'super_admin') };
const responses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  422: ValidationErrorSchema,
};

/** Chat: the Chats list and a conversation, send-chat and fetch-this-chat. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/send-chat',
    {
      ...chatter,
      schema: {
        tags,
        security,
        summary: 'Sends a text message; answers the sender’s first page of conversations and the message',
        description:
          'Allowed to a climber and a guide who share a live booking (requested, accepted or paid), to staff ' +
          '(super admin, admin with the Chats ' +
          'flag) with anyone, to anybody answering a conversation the other side started, and to a climber ' +
          'asking a guide about one of their courses still to come (`event_id`; at most 10 new conversations ' +
          'a day). 403 `chat_not_allowed`, `chat_blocked`, `chat_blocked_by_you` or `recipient_unavailable`; ' +
          '404 for an unknown or deleted recipient; 429 beyond 30 messages a minute.',
        body: SendChatBodySchema,
        response: { 200: SendChatResultSchema, ...responses, 429: ErrorSchema },
      },
    },
    async (request) => sendChat(app.db, actorOf(request), request.body),
  );

  app.get(
    '/api/fetch-this-chat/:recipient_id',
    {
      ...chatter,
      schema: {
        tags,
        security,
        summary: 'The caller’s conversation with the recipient, a page of messages; marks them read',
        description:
          'The newest CHAT_PAGE_SIZE messages, or those before `before` (a message id), oldest first. The ' +
          'recipient’s messages to the caller become read, with their "new message" notification. A ' +
          'conversation not yet started opens only when the caller may start it (403 `chat_not_allowed`); ' +
          '`event_id` names the course a climber opened it from ("Message the guide"), which lets them start it.',
        params: RecipientParamsSchema,
        querystring: FetchChatQuerySchema,
        response: { 200: ChatThreadSchema, ...responses },
      },
    },
    async (request) => fetchThisChat(app.db, actorOf(request), request.params.recipient_id, request.query),
  );

  app.get(
    '/api/chats',
    {
      ...chatter,
      schema: {
        tags,
        security,
        summary: 'The caller’s conversations, newest first, a page at a time',
        description:
          '`search` matches the counterpart’s name and the last message, ignoring case, accents and ' +
          'punctuation. The `guides` and `climbers` tabs are for staff only (403 otherwise).',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...responses },
      },
    },
    async (request) => listConversations(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/chats/:recipient_id/block',
    {
      ...chatter,
      schema: {
        tags,
        security,
        summary: 'Blocks the conversation: no message either way until the caller unblocks it',
        description:
          'Staff cannot be blocked (403 `cannot_block_staff`). Only a conversation the caller has or could ' +
          'start can be blocked (403 `chat_not_allowed`).',
        params: RecipientParamsSchema,
        response: { 200: ChatBlockStateSchema, ...responses },
      },
    },
    async (request) => setConversationBlock(app.db, actorOf(request), request.params.recipient_id, true),
  );

  app.delete(
    '/api/chats/:recipient_id/block',
    {
      ...chatter,
      schema: {
        tags,
        security,
        summary: 'Unblocks the conversation (the other side’s block, if any, stays)',
        params: RecipientParamsSchema,
        response: { 200: ChatBlockStateSchema, ...responses },
      },
    },
    async (request) => setConversationBlock(app.db, actorOf(request), request.params.recipient_id, false),
  );
};
