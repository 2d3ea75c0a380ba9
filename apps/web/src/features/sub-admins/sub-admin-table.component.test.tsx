import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { makeSubAdmin, permissionFlags } from './sub-admin.fixtures.ts';
import { SubAdminTable } from './sub-admin-table.component.tsx';

describe('SubAdminTable', () => {
  it('lists name, email and permissions, with badges only for the flags whose status is true', () => {
    renderScreen(
      <SubAdminTable
        admins={[
          makeSubAdmin({ id: 2, name: 'Alex Martin', permissions: permissionFlags(['guides', 'statistics']) }),
          makeSubAdmin({ id: 3, name: 'Sam Roy', email: 'sam@example.test', permissions: permissionFlags([]) }),
        ]}
        onDelete={() => {}}
      />,
    );

    const table = screen.getByRole('table', { name: 'Sub admins' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Permissions', 'Actions']);

    const alex = screen.getByRole('row', { name: /Alex Martin/ });
    expect(within(alex).getByRole('rowheader')).toHaveTextContent('Alex Martin');
    expect(within(alex).getByText('alex@example.test')).toBeInTheDocument();
    const badges = within(alex).getByRole('list', { name: 'Permissions of Alex Martin' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['Guides', 'Statistics']);
    // Flags the server sends with status false are not shown.
    expect(within(alex).queryByText('Climbers')).not.toBeInTheDocument();

    const sam = screen.getByRole('row', { name: /Sam Roy/ });
    expect(within(sam).queryByRole('list')).not.toBeInTheDocument();
    expect(within(sam).getByText('No permissions')).toBeInTheDocument();
  });

  it('names every row action after the admin, so each button says what it acts on', () => {
    renderScreen(<SubAdminTable admins={[makeSubAdmin({ name: 'Alex Martin' })]} onDelete={() => {}} />);

    for (const name of [
      'Edit info of Alex Martin',
      'Reset password of Alex Martin',
      'Update permissions of Alex Martin',
      'Delete Alex Martin',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
