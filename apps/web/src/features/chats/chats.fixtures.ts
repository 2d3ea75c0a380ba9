import type { AuthUser } from '@cordee/shared/auth.contracts';
import type {
  ChatMessage,
  ChatRecipient,
  ChatThread,
  Conversation,
  ConversationList,
} from '@cordee/shared/chat.contracts';
import { chatSearchTermOf } from '@cordee/shared/chat-limits';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';

export function makeRecipient(overrides: Partial<ChatRecipient> = {}): ChatRecipient {
  return {
    id: 7,
    name: 'Gabriel Roy',
    email: 'guide@cordee.test',
    phone_number: '604 555 0199',
    role: 'guide',
    profile_picture: null,
    color: 'green',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    user_id: 7,
    message: 'Hello there',
    created_at: '2026-01-01T10:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

type Person = ChatRecipient;
/** A send-chat body as the web client writes it. */
type SentBody = { message: string; recipient_id: number; event_id?: number };

/**
 * A chat server in memory, answering the calls of `chat.contracts.ts` as the real one does: the
 * conversations of the signed-in user (search ignoring case and punctuation), one conversation with
 * paging by `before`, sending, and blocking. A test may hold a send (to look at the "Now" bubble) or
 * make it fail.
 */
export class FakeChatServer {
  viewer: AuthUser;
  people = new Map<number, Person>();
  messages: { id: number; from: number; to: number; text: string; at: string; read: boolean }[] = [];
  blocked = new Set<string>();
  /** Who the viewer may write to (a shared booking); staff may write to anyone. */
  allowed = new Set<number>();
  pageSize = 50;
  nextId = 1000;
  failSends = false;
  heldSends: (() => void)[] = [];
  holdSends = false;
  sent: SentBody[] = [];

  constructor(viewer: AuthUser = makeUser({ id: 1, role: 'climber', name: 'Ada Lovelace' })) {
    this.viewer = viewer;
  }

  addPerson(person: Partial<Person> & { id: number; name: string }, allowed = true): Person {
    const full = makeRecipient({ ...person });
    this.people.set(full.id, full);
    if (allowed) this.allowed.add(full.id);
    return full;
  }

  addMessage(from: number, to: number, text: string, at = '2026-01-01T10:00:00.000Z', read = false): ChatMessage {
    const row = { id: this.nextId++, from, to, text, at, read };
    this.messages.push(row);
    return this.toMessage(row);
  }

  private toMessage(row: FakeChatServer['messages'][number]): ChatMessage {
    return { id: row.id, user_id: row.from, message: row.text, created_at: row.at, read_at: row.read ? row.at : null };
  }

  private between(a: number, b: number) {
    return this.messages.filter((row) => (row.from === a && row.to === b) || (row.from === b && row.to === a));
  }

  conversations(tab = 'recent', search = ''): Conversation[] {
    const me = this.viewer.id;
    const term = chatSearchTermOf(search);
    return [...this.people.values()]
      .map((person) => {
        const rows = this.between(me, person.id);
        const last = rows.at(-1);
        if (!last) return null;
        return {
          sender: {
            id: person.id,
            name: person.name,
            profile_picture: person.profile_picture,
            color: person.color,
            role: person.role,
          },
          message: { id: last.id, preview: last.text, updated_at: last.at },
          unread: rows.filter((row) => row.from === person.id && !row.read).length,
        };
      })
      .filter((row): row is Conversation => row !== null)
      .filter(
        (row) => tab === 'recent' || (tab === 'guides' ? row.sender.role === 'guide' : row.sender.role === 'climber'),
      )
      .filter(
        (row) =>
          !term ||
          chatSearchTermOf(row.sender.name).includes(term) ||
          chatSearchTermOf(row.message.preview).includes(term),
      )
      .sort((a, b) => b.message.id - a.message.id);
  }

  list(tab = 'recent', search = ''): ConversationList {
    const messages = this.conversations(tab, search);
    const unreadTotal = this.conversations().reduce((sum, row) => sum + row.unread, 0);
    return { messages, page: 1, has_more: false, unread_total: unreadTotal };
  }

  thread(recipientId: number, before?: number, eventId?: number): ChatThread {
    const me = this.viewer.id;
    const recipient = this.people.get(recipientId) ?? makeRecipient({ id: recipientId });
    const all = this.between(me, recipientId).filter((row) => before === undefined || row.id < before);
    const page = all.slice(-this.pageSize);
    for (const row of page) if (row.from === recipientId) row.read = true;
    const blockedByMe = this.blocked.has(`${me}:${recipientId}`);
    const blockedByThem = this.blocked.has(`${recipientId}:${me}`);
    return {
      chats: page.map((row) => this.toMessage(row)),
      recipient,
      has_older: all.length > page.length,
      // A course named by the address lets a climber ask its guide first, as the server does.
      can_send: (this.allowed.has(recipientId) || eventId !== undefined) && !blockedByMe && !blockedByThem,
      blocked_by_me: blockedByMe,
      blocked_by_them: blockedByThem,
    };
  }

  /** Lets the held sends answer. */
  releaseSends(): void {
    const held = this.heldSends;
    this.heldSends = [];
    for (const release of held) release();
  }

  /** Who blocks whom between the viewer and `recipientId`, as the block calls answer it. */
  private blockStateWith(recipientId: number) {
    return {
      blocked_by_me: this.blocked.has(`${this.viewer.id}:${recipientId}`),
      blocked_by_them: this.blocked.has(`${recipientId}:${this.viewer.id}`),
    };
  }

  /** Answers the chat calls (and GET /api/user for the viewer) from now on; returns every request sent. */
  install(): Request[] {
    apiServer.use(
      api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: this.viewer }))),
      api.get('/api/chats', ({ query, response }) =>
        response(200).json(this.list(query.get('tab') ?? 'recent', query.get('search') ?? '')),
      ),
      api.get('/api/fetch-this-chat/{recipient_id}', ({ params, query, response }) => {
        const before = query.get('before');
        const eventId = query.get('event_id');
        return response(200).json(
          this.thread(
            Number(params.recipient_id),
            before ? Number(before) : undefined,
            eventId ? Number(eventId) : undefined,
          ),
        );
      }),
      api.post('/api/send-chat', async ({ request, response }) => {
        const body = (await request.json()) as SentBody;
        this.sent.push(body);
        if (this.holdSends) await new Promise<void>((resolve) => this.heldSends.push(resolve));
        if (this.failSends) {
          return response(403).json({ message: 'This user does not accept your messages.', code: 'chat_blocked' });
        }
        const message = this.addMessage(
          this.viewer.id,
          body.recipient_id,
          body.message,
          new Date().toISOString(),
          false,
        );
        return response(200).json({ messages: this.conversations(), message });
      }),
      api.post('/api/chats/{recipient_id}/block', ({ params, response }) => {
        this.blocked.add(`${this.viewer.id}:${params.recipient_id}`);
        return response(200).json(this.blockStateWith(Number(params.recipient_id)));
      }),
      api.delete('/api/chats/{recipient_id}/block', ({ params, response }) => {
        this.blocked.delete(`${this.viewer.id}:${params.recipient_id}`);
        return response(200).json(this.blockStateWith(Number(params.recipient_id)));
      }),
    );
    return recordRequests();
  }
}
