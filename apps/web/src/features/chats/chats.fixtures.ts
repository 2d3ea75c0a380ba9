import type { AuthUser } from '@cordee/shared/auth.contracts';
import type {
  ChatMessage,
  ChatRecipient,
  ChatThread,
  Conversation,
  ConversationList,
} from '@cordee/shared/chat.contracts';
import { chatSearchTermOf } from '@cordee/shared/chat-limits';
import { vi } from 'vitest';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/render.tsx';

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

  async answer(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/user') return jsonResponse(200, makeBootstrap({ user: this.viewer }));
    if (method === 'GET' && url.pathname === '/api/chats') {
      return jsonResponse(
        200,
        this.list(url.searchParams.get('tab') ?? 'recent', url.searchParams.get('search') ?? ''),
      );
    }
    const fetchThis = /^\/api\/fetch-this-chat\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && fetchThis) {
      const before = url.searchParams.get('before');
      const eventId = url.searchParams.get('event_id');
      return jsonResponse(
        200,
        this.thread(Number(fetchThis[1]), before ? Number(before) : undefined, eventId ? Number(eventId) : undefined),
      );
    }
    if (method === 'POST' && url.pathname === '/api/send-chat') {
      const body = JSON.parse(String(init.body)) as SentBody;
      this.sent.push(body);
      if (this.holdSends) await new Promise<void>((resolve) => this.heldSends.push(resolve));
      if (this.failSends)
        return jsonResponse(403, { message: 'This user does not accept your messages.', code: 'chat_blocked' });
      const message = this.addMessage(this.viewer.id, body.recipient_id, body.message, new Date().toISOString(), false);
      return jsonResponse(200, { messages: this.conversations(), message });
    }
    const block = /^\/api\/chats\/(\d+)\/block$/.exec(url.pathname);
    if (block) {
      const key = `${this.viewer.id}:${block[1]}`;
      if (method === 'POST') this.blocked.add(key);
      else this.blocked.delete(key);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  }

  install() {
    const fetchMock = vi.fn((input: string, init?: RequestInit) => this.answer(input, init));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
}
