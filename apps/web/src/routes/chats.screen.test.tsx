import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { ConversationList } from '@cordee/shared/chat.contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectChatTab } from '../features/chats/chat-tab.store.ts';
import { chatKeys, RECENT_CONVERSATIONS } from '../features/chats/chats.api.ts';
import { FakeChatServer } from '../features/chats/chats.fixtures.ts';
import { useBootstrap } from '../session/bootstrap.api.ts';
import { openModal, useOpenModal } from '../shell/modals/modal.store.ts';
import { emitRealtime } from '../shell/realtime/realtime.store.ts';
import { addressOf } from '../test/api-server.ts';
import { makeUser } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { ChatDetailsScreen } from './chat-details.screen.tsx';
import { ChatsScreen } from './chats.screen.tsx';

/** As in the app shell: the screens render once GET /api/user has answered. */
function SignedIn({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap();
  return bootstrap.data ? children : null;
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderChats(path: string) {
  const page = (screenElement: ReactNode) => (
    <SignedIn>
      {screenElement}
      <Address />
    </SignedIn>
  );
  return renderRoutes(
    [
      { path: '/chats', element: page(<ChatsScreen />) },
      { path: '/chats/:recipientId/:recipientName', element: page(<ChatDetailsScreen />) },
    ],
    path,
  );
}

const climber = makeUser({ id: 1, role: 'climber', name: 'Ada Lovelace' });

function serverWith(viewer: AuthUser = climber) {
  const server = new FakeChatServer(viewer);
  const guide = server.addPerson({ id: 7, name: 'Gabriel Roy', role: 'guide', email: 'guide@cordee.test' });
  const other = server.addPerson({ id: 8, name: "Chloé O'Brien", role: 'guide', email: null, phone_number: null });
  server.addMessage(7, 1, 'See you at the crag', '2026-01-01T10:00:00.000Z');
  server.addMessage(1, 8, 'Is the ice in?', '2026-01-01T11:00:00.000Z', true);
  return { server, guide, other };
}

const conversations = () => screen.findByRole('list', { name: 'Conversations' });
const messageLog = (name = 'Gabriel Roy') => screen.findByRole('log', { name: `Messages with ${name}` });

afterEach(() => {
  selectChatTab('recent');
  vi.unstubAllGlobals();
});

describe('Chats', () => {
  it('lists the conversations newest first with their unread counts, linking to each chat', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats');

    const list = await conversations();
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      "/chats/8/Chlo%C3%A9%20O'Brien",
      '/chats/7/Gabriel%20Roy',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('1 unread message')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search message...')).toBeInTheDocument();
  });

  it('says "No Messages" when there is no conversation yet', async () => {
    new FakeChatServer(climber).install();
    renderChats('/chats');
    expect(await screen.findByText('No Messages')).toBeInTheDocument();
  });

  it('sends the search to the server and says when nothing matches', async () => {
    const { server } = serverWith();
    const requests = server.install();
    renderChats('/chats');
    await conversations();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), "o'brien");
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(1),
    );
    expect(requests.map(addressOf)).toContain('/api/chats?tab=recent&page=1&search=o%27brien');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search chats' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'zermatt');
    expect(await screen.findByText('No search result for: zermatt')).toBeInTheDocument();
  });

  it('shows the Recent / Guides / Climbers tabs only to those who chat as staff', async () => {
    serverWith().server.install();
    const { unmount } = renderChats('/chats');
    await conversations();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    unmount();

    const admin = makeUser({
      id: 2,
      role: 'admin',
      permissions: [{ id: 'chats_admin', name: 'Chats', abbr: 'CH', status: true }],
    });
    serverWith(admin).server.install();
    const second = renderChats('/chats');
    await screen.findByRole('tablist', { name: 'Conversations' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Recent', 'Guides', 'Climbers']);
    second.unmount();

    const adminWithoutFlag = makeUser({
      id: 3,
      role: 'admin',
      permissions: [{ id: 'chats_admin', name: 'Chats', abbr: 'CH', status: false }],
    });
    serverWith(adminWithoutFlag).server.install();
    renderChats('/chats');
    expect(await screen.findByText('No Messages')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('ChatDetails', () => {
  it('shows the messages oldest first and marks them read', async () => {
    const { server } = serverWith();
    server.addMessage(1, 7, 'Great, thanks!', '2026-01-01T10:05:00.000Z');
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');

    const log = await messageLog();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['See you at the crag', 'You: Great, thanks!']);
    // The conversation's unread count in the list drops once it is read.
    await waitFor(() => expect(screen.queryByText('1 unread message')).not.toBeInTheDocument());
  });

  it('says "No messages yet" in an empty conversation', async () => {
    const { server } = serverWith();
    server.addPerson({ id: 9, name: 'Sam Climber', role: 'climber' });
    server.install();
    renderChats('/chats/9/Sam%20Climber');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('loads older messages with `before`', async () => {
    const { server } = serverWith();
    server.pageSize = 2;
    server.addMessage(1, 7, 'Second', '2026-01-01T10:01:00.000Z');
    server.addMessage(7, 1, 'Third', '2026-01-01T10:02:00.000Z');
    const requests = server.install();
    renderChats('/chats/7/Gabriel%20Roy');

    const log = await messageLog();
    expect(within(log).queryByText('See you at the crag')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await within(log).findByText('See you at the crag')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(requests.map(addressOf)).toContain('/api/fetch-this-chat/7?before=1002');
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('shows a sent message at once as "Now", selects Recent, then keeps the server\'s message', async () => {
    const admin = makeUser({
      id: 2,
      role: 'admin',
      permissions: [{ id: 'chats_admin', name: 'Chats', abbr: 'CH', status: true }],
    });
    const { server } = serverWith(admin);
    server.addMessage(7, 2, 'Hi admin', '2026-01-01T10:00:00.000Z');
    server.holdSends = true;
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();
    await userEvent.click(screen.getByRole('tab', { name: 'Guides' }));

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Line one{Shift>}{Enter}{/Shift}line two{Enter}',
    );

    const log = await messageLog();
    const pending = within(log).getByText(/Line one/);
    expect(pending.textContent).toBe('You: Line one\nline two');
    expect(within(pending.closest('li') as HTMLElement).getByText('Now')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(server.sent).toEqual([{ recipient_id: 7, message: 'Line one\nline two' }]);

    act(() => server.releaseSends());
    await waitFor(() => expect(within(log).queryByText('Sending...')).not.toBeInTheDocument());
    expect(within(log).getAllByText(/Line one/)).toHaveLength(1);
    // The server's answer replaced the list: the conversation shows the new preview on top.
    const [top] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(top).toHaveTextContent('Line one');
  });

  it('sends nothing for an empty or blank message', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();

    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(server.sent).toEqual([]);
  });

  it('shows a failed send as "Not sent" with Retry', async () => {
    const { server } = serverWith();
    server.failSends = true;
    server.install();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Are helmets provided?{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent — This user does not accept your messages.');

    server.failSends = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    expect(within(await messageLog()).getAllByText(/Are helmets provided\?/)).toHaveLength(1);
    expect(server.sent).toHaveLength(2);
  });

  it('counts down near the 2000-character limit and refuses a longer message', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();

    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(1900));
    expect(screen.getByText('100 characters left')).toBeInTheDocument();
    await userEvent.paste('b'.repeat(105));
    expect(screen.getByText('5 characters over the limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(server.sent).toEqual([]);
  });

  it('draws a message as text, never as HTML', async () => {
    const { server } = serverWith();
    server.addMessage(
      7,
      1,
      '<img src=x onerror=alert(1)> <b>bold</b> https://example.test',
      '2026-01-01T10:06:00.000Z',
    );
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');

    const log = await messageLog();
    expect(within(log).getByText(/<img src=x/)).toBeInTheDocument();
    expect(log.querySelector('img, b, a')).toBeNull();
  });

  it('toggles the details panel from the header, with the role in words and no empty email or phone', async () => {
    const { server } = serverWith();
    server.addPerson({ id: 5, name: 'Sophie Tremblay', role: 'super_admin', email: null, phone_number: null });
    server.addMessage(5, 1, 'Welcome to Cordée', '2026-01-01T09:00:00.000Z');
    server.install();
    renderChats('/chats/5/Sophie%20Tremblay');
    await messageLog('Sophie Tremblay');

    const toggle = screen.getByRole('button', { name: 'Show details of Sophie Tremblay' });
    await userEvent.click(toggle);
    const panel = screen.getByRole('complementary', { name: 'Details' });
    expect(within(panel).getByText('super admin')).toBeInTheDocument();
    expect(within(panel).queryByText('Email')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Phone')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide details of Sophie Tremblay' }));
    expect(screen.queryByRole('complementary', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('shows email and phone when the server shares them', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Gabriel Roy' }));
    const panel = screen.getByRole('complementary', { name: 'Details' });
    expect(within(panel).getByRole('link', { name: 'guide@cordee.test' })).toHaveAttribute(
      'href',
      'mailto:guide@cordee.test',
    );
    expect(within(panel).getByRole('link', { name: '604 555 0199' })).toHaveAttribute('href', 'tel:6045550199');
    expect(within(panel).getByText('guide')).toBeInTheDocument();
  });

  it('blocks after a confirmation, then shows why no message can be sent, and unblocks', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    await messageLog();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Gabriel Roy' }));

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Gabriel Roy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.blocked.size).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByText('You blocked this conversation. Unblock it to send messages.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('says so when the other person blocked the conversation', async () => {
    const { server } = serverWith();
    server.blocked.add('7:1');
    server.install();
    renderChats('/chats/7/Gabriel%20Roy');
    expect(await screen.findByText('You can no longer send messages in this conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it("lets a climber ask a course's guide before booking, sending the course with the first message", async () => {
    const { server } = serverWith();
    server.addPerson({ id: 12, name: 'Marie Côté', role: 'guide' }, false);
    const requests = server.install();
    renderChats('/chats/12/Marie%20C%C3%B4t%C3%A9?event=44');

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Message' }),
      'Is this course for beginners?{Enter}',
    );
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toEqual({ recipient_id: 12, message: 'Is this course for beginners?', event_id: 44 });
    expect(requests.map(addressOf)).toContain('/api/fetch-this-chat/12?event_id=44');

    // Once asked, the follow-ups go without the course.
    await screen.findByText('Is this course for beginners?', { exact: false, selector: 'p' });
    await waitFor(() => expect(screen.queryByText('Sending...')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'And the gear?{Enter}');
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]).toEqual({ recipient_id: 12, message: 'And the gear?' });
  });

  it("closes the course's modal it was opened from", async () => {
    const { server } = serverWith();
    server.install();
    openModal('search_result', { eventId: 44 });
    const modal = renderHook(() => useOpenModal());
    expect(modal.result.current?.kind).toBe('search_result');
    renderChats('/chats/7/Gabriel%20Roy?event=44');
    await messageLog();
    await waitFor(() => expect(modal.result.current).toBeNull());
  });

  it('without a course or a booking, says why the climber cannot write', async () => {
    const { server } = serverWith();
    server.addPerson({ id: 12, name: 'Marie Côté', role: 'guide' }, false);
    server.install();
    renderChats('/chats/12/Marie%20C%C3%B4t%C3%A9');
    expect(await screen.findByText(/You cannot message this person yet/)).toBeInTheDocument();
  });
});

describe('live chat', () => {
  it('appends a message of the open conversation and keeps it read; others move up with +1 unread', async () => {
    const { server } = serverWith();
    const requests = server.install();
    const { queryClient } = renderChats('/chats/7/Gabriel%20Roy');
    const log = await messageLog();
    await waitFor(() => expect(screen.queryByText('1 unread message')).not.toBeInTheDocument());

    // The open conversation: shown at once, and fetched again so the server marks it read.
    const fromGuide = server.addMessage(7, 1, 'Bring a warm layer', new Date().toISOString());
    const threadCalls = () =>
      requests.filter((request) => addressOf(request).startsWith('/api/fetch-this-chat/7')).length;
    const before = threadCalls();
    act(() => emitRealtime({ kind: 'chat_message', counterpart_id: 7, message: fromGuide }));
    expect(await within(log).findByText('Bring a warm layer')).toBeInTheDocument();
    await waitFor(() => expect(threadCalls()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText(/unread message/)).not.toBeInTheDocument());

    // Another conversation: it goes to the top of the list with one more unread.
    const fromChloe = server.addMessage(8, 1, 'The ice is in!', new Date().toISOString());
    act(() => emitRealtime({ kind: 'chat_message', counterpart_id: 8, message: fromChloe }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')[0]).toHaveTextContent(
        'The ice is in!',
      ),
    );
    const [top] = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
    expect(within(top as HTMLElement).getByText('1 unread message')).toBeInTheDocument();
    expect(within(log).queryByText('The ice is in!')).not.toBeInTheDocument();

    // The same event heard twice (every live view listens) counts once; the cache changes synchronously.
    const unreadOfChloe = () =>
      queryClient
        .getQueryData<InfiniteData<ConversationList>>(chatKeys.list(RECENT_CONVERSATIONS))
        ?.pages[0]?.messages.find((row) => row.sender.id === 8)?.unread;
    expect(unreadOfChloe()).toBe(1);
    act(() => emitRealtime({ kind: 'chat_message', counterpart_id: 8, message: fromChloe }));
    expect(unreadOfChloe()).toBe(1);
  });

  it('fetches the list again on resync and on a new counterpart', async () => {
    const { server } = serverWith();
    server.install();
    renderChats('/chats');
    await conversations();

    server.addPerson({ id: 20, name: 'Noor Haddad', role: 'climber' });
    const first = server.addMessage(20, 1, 'Hi from Noor', new Date().toISOString());
    act(() => emitRealtime({ kind: 'chat_message', counterpart_id: 20, message: first }));
    expect(await screen.findByText('Hi from Noor')).toBeInTheDocument();

    server.addMessage(8, 1, 'Missed while offline', new Date().toISOString());
    act(() => emitRealtime({ kind: 'resync' }));
    expect(await screen.findByText('Missed while offline')).toBeInTheDocument();
  });
});
