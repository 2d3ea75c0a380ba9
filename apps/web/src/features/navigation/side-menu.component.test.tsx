import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/session.ts';
import { api, apiServer } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { SideMenu } from './side-menu.component.tsx';
import { visibleMenuEntries } from './side-menu.entries.ts';

vi.mock('../../lib/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session.ts')>()),
  reloadTo: vi.fn(),
}));

describe('SideMenu', () => {
  // The Messages entry shows the unread count of the conversations.
  beforeEach(() => {
    apiServer.use(
      api.get('/api/chats', ({ response }) =>
        response(200).json({ messages: [], page: 1, has_more: false, unread_total: 0 }),
      ),
    );
  });

  it('lists the visible entries as links with Log out at the bottom', () => {
    renderScreen(<SideMenu entries={visibleMenuEntries(makeUser({ role: 'climber' }))} />);

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    const buttons = screen.getAllByRole('button');
    expect(buttons.at(-1)).toHaveTextContent('Log out');
  });

  it('clears the session on Log out even when the server call fails', async () => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(makeUser()));
    apiServer.use(
      api.delete('/api/logout', ({ response }) =>
        // The document declares no 500: it is the answer to a failure the route did not foresee.
        response.untyped(HttpResponse.json({ message: 'Server error', code: 'internal' }, { status: 500 })),
      ),
    );
    renderScreen(<SideMenu entries={visibleMenuEntries(makeUser())} />);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
