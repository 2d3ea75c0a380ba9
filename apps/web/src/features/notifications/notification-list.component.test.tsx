import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationList } from './notification-list.component.tsx';

const notifications = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, created_at: '2025-06-01T10:00:00.000Z' }));

describe('NotificationList', () => {
  it('says so when there is nothing yet', () => {
    render(<NotificationList notifications={[]} userRole="climber" />);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows 8 with the text of the role, and the rest behind "See all"', async () => {
    render(<NotificationList notifications={notifications(10)} userRole="guide" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getAllByText(/You have a new booking request\./)).toHaveLength(8);

    await userEvent.click(screen.getByRole('button', { name: 'See all' }));

    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('offers no "See all" when everything fits', () => {
    render(<NotificationList notifications={notifications(8)} userRole="super_admin" />);
    expect(screen.queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
  });
});
