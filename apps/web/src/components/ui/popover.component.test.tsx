import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover.component.tsx';

function ProfileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Profile"
      trigger={
        <button type="button" aria-label="Profile">
          Me
        </button>
      }
    >
      <button type="button">Edit profile</button>
    </Popover>
  );
}

describe('Popover', () => {
  it('draws its trigger alone, opens the panel on the first press and hands focus back on Escape', async () => {
    render(<ProfileMenu />);
    const trigger = screen.getByRole('button', { name: 'Profile' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(trigger);

    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Edit profile' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });
});
