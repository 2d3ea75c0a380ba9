import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '../../lib/session.ts';
import { makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { SideMenu } from './side-menu.component.tsx';
import { visibleMenuEntries } from './side-menu.entries.ts';

vi.mock('../../lib/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session.ts')>()),
  reloadTo: vi.fn(),
}));

describe('SideMenu', () => {
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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Server error', code: 'internal' })),
    );
    renderScreen(<SideMenu entries={visibleMenuEntries(makeUser())} />);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/signin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
