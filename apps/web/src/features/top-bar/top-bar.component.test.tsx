import type { Notification } from '@cordee/shared/bootstrap.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from '../../shell/modals/modal-host.component.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { TopBar } from './top-bar.component.tsx';

function ViewUserProbe({ props }: ModalContentProps) {
  return <p>{`Climber view of booking ${String(props.bookingId)}`}</p>;
}
const registry: ModalRegistry = { view_user: { title: () => 'Climber', Content: ViewUserProbe } };

const request: Notification = {
  id: 1,
  type: 'booking_requested',
  subject: 'You have a new booking request.',
  data: { booking_id: 9, event_id: 5 },
  read_at: null,
  created_at: '2025-06-01T10:00:00.000Z',
};

describe('TopBar notifications', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it("closes the dropdown, opens the guide's climber view, and gives focus back to the bell after", async () => {
    const bootstrap = makeBootstrap({
      user: makeUser({ role: 'guide', name: 'Gabriel Roy' }),
      notifications: [request],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/user'
          ? jsonResponse(200, bootstrap)
          : jsonResponse(404, { message: 'Not found', code: 'not_found' }),
      ),
    );
    renderScreen(
      <>
        <TopBar bootstrap={bootstrap} deviceClass="desktop" menuOpen={false} onOpenMenu={() => {}} />
        <ModalHost registry={registry} />
      </>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 1 new' });

    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dropdown).findByRole('button', { name: /You have a new booking request\./ }));

    const modal = await screen.findByRole('dialog', { name: 'Climber' });
    expect(within(modal).getByText('Climber view of booking 9')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Climber' })).not.toBeInTheDocument());
    // The bell the panel was opened from (drawn anew once the popover's code arrived).
    expect(screen.getByRole('button', { name: 'Notifications, 1 new' })).toHaveFocus();
  });
});

describe('TopBar greeting', () => {
  const renderTopBarOf = (user: ReturnType<typeof makeUser>) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeBootstrap({ user }))),
    );
    renderScreen(
      <TopBar bootstrap={makeBootstrap({ user })} deviceClass="desktop" menuOpen={false} onOpenMenu={() => {}} />,
    );
  };

  it('greets a person by first name', () => {
    renderTopBarOf(makeUser({ role: 'guide', name: 'Gabriel Roy' }));
    expect(screen.getByText('Hello, Gabriel')).toBeInTheDocument();
  });

  it('greets a company by its whole name', () => {
    renderTopBarOf(makeUser({ role: 'guide', name: 'Rockies Alpine Co.', is_company: true }));
    expect(screen.getByText('Hello, Rockies Alpine Co.')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Rockies')).not.toBeInTheDocument();
  });
});
