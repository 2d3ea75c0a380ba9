import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { closeModal, useOpenModal } from '../../shell/modals/modal.store.ts';
import { emitRealtime } from '../../shell/realtime/realtime.store.ts';
import { addressOf } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { FakeChatServer } from './chats.fixtures.ts';
import { ChatsUnreadBadge } from './chats-unread-badge.component.tsx';
import { MessageGuideButton } from './message-guide-button.component.tsx';
import { MessagesCard } from './messages-card.component.tsx';

function SignedIn({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap();
  return bootstrap.data ? children : null;
}

const climber = makeUser({ id: 1, role: 'climber', name: 'Ada Lovelace' });

function serverWithConversations(count: number) {
  const server = new FakeChatServer(climber);
  for (let index = 0; index < count; index += 1) {
    const id = 10 + index;
    server.addPerson({ id, name: `Guide ${index + 1}`, role: 'guide' });
    server.addMessage(id, 1, `Message ${index + 1}`, `2026-01-0${index + 1}T10:00:00.000Z`);
  }
  return server;
}

afterEach(() => {
  closeModal();
  vi.unstubAllGlobals();
});

function ModalProbe() {
  const modal = useOpenModal();
  return <output aria-label="Open modal">{modal ? `${modal.kind} ${JSON.stringify(modal.props)}` : ''}</output>;
}

describe('MessagesCard', () => {
  it('shows the four latest conversations with unread counts, each linking to its chat, and See all', async () => {
    serverWithConversations(6).install();
    renderScreen(
      <SignedIn>
        <MessagesCard />
      </SignedIn>,
    );

    const card = await screen.findByRole('region', { name: 'New messages' });
    const links = await within(card).findAllByRole('link', { name: /Guide/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chats/15/Guide%206',
      '/chats/14/Guide%205',
      '/chats/13/Guide%204',
      '/chats/12/Guide%203',
    ]);
    expect(within(card).getAllByText('1 unread message')).toHaveLength(4);
    expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/chats');
  });

  it('says "No Messages" without conversations', async () => {
    new FakeChatServer(climber).install();
    renderScreen(
      <SignedIn>
        <MessagesCard />
      </SignedIn>,
    );
    expect(await screen.findByText('No Messages')).toBeInTheDocument();
  });
});

describe('ChatsUnreadBadge', () => {
  it('shows the unread total and follows live messages', async () => {
    const server = serverWithConversations(2);
    server.install();
    renderScreen(
      <SignedIn>
        <ChatsUnreadBadge />
      </SignedIn>,
    );
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();

    const message = server.addMessage(10, 1, 'One more', new Date().toISOString());
    act(() => emitRealtime({ kind: 'chat_message', counterpart_id: 10, message }));
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
  });

  it('shows nothing when all is read', async () => {
    const server = serverWithConversations(1);
    for (const row of server.messages) row.read = true;
    const requests = server.install();
    const { container } = renderScreen(
      <SignedIn>
        <ChatsUnreadBadge />
      </SignedIn>,
    );
    await waitFor(() => expect(requests.some((request) => addressOf(request).startsWith('/api/chats'))).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('MessageGuideButton', () => {
  const guide = { id: 7, name: 'Gabriel Roy' };

  it("opens a climber's chat with the course's guide, naming the course", () => {
    renderScreen(<MessageGuideButton eventId={44} guide={guide} viewer={climber} />);
    expect(screen.getByRole('link', { name: 'Message the guide' })).toHaveAttribute(
      'href',
      '/chats/7/Gabriel%20Roy?event=44',
    );
  });

  it('asks a visitor to sign in first, as booking does', async () => {
    renderScreen(
      <>
        <MessageGuideButton eventId={44} guide={guide} viewer={null} />
        <ModalProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message the guide' }));
    expect(screen.getByRole('status', { name: 'Open modal' })).toHaveTextContent('open_login {"eventId":44}');
  });

  it('is not offered to guides and staff', () => {
    const { container } = renderScreen(
      <MessageGuideButton eventId={44} guide={guide} viewer={makeUser({ id: 7, role: 'guide' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
