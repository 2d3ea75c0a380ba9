import type { Booking } from '@cordee/shared/bookings.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from '../../shell/modals/modal-host.component.tsx';
import { type Answer, addressOf, api, apiServer, type Respond, recordRequests } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { makeBooking } from './my-courses.fixtures.ts';
import { ViewUserModal } from './view-user-modal.component.tsx';

function CancelProbe({ props }: ModalContentProps) {
  return <p>{`Cancelling booking ${String(props.bookingId)}`}</p>;
}
const registry: ModalRegistry = {
  view_user: { title: () => 'Climber', Content: ViewUserModal },
  cancel_booking: { title: () => 'Cancel booking', Content: CancelProbe },
};

/** The request of climber 1, as the server presents it to the event's guide (its `actions` for them). */
const guideSees = (overrides: Partial<Booking> = {}) =>
  makeBooking(
    {
      id: 9,
      status: 'requested',
      accepted: false,
      paid: false,
      receipt_no: null,
      expires_at: '2099-05-07T15:00:00.000Z',
      climber: { id: 1, name: 'Ada Lovelace', profile_picture: null, color: 'purple' },
      ...overrides,
    },
    'guide',
  );
const request = guideSees();

/** The guide's answer to a request: accept and decline answer alike. */
type Decision = (response: Respond<'/api/accept-booking/{id}', 'post'>) => Answer<'/api/accept-booking/{id}', 'post'>;

/** GET /api/bookings/{id} answers the booking as it is now; POST accept/decline as the test says. */
function stubServer(options: { booking: () => Booking | undefined; answer?: Decision }) {
  const { answer } = options;
  apiServer.use(
    api.get('/api/bookings/{id}', ({ params, response }) => {
      const booking = options.booking();
      return params.id === String(request.id) && booking
        ? response(200).json({ booking })
        : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
    ...(answer
      ? [
          api.post('/api/accept-booking/{id}', ({ response }) => answer(response)),
          api.post('/api/decline-booking/{id}', ({ response }) => answer(response)),
        ]
      : []),
  );
  return recordRequests();
}

function renderModal(bookingId: unknown = request.id) {
  const rendered = renderScreen(
    <>
      <ModalHost registry={registry} />
      <AlertRegion />
    </>,
  );
  // The types allow only a number; a malformed id is cast in to check the modal's own guard.
  act(() => openModal('view_user', { bookingId: bookingId as number }));
  return rendered;
}

const posts = (requests: Request[]) => requests.filter((sent) => sent.method === 'POST').map(addressOf);

describe('ViewUserModal (the climber view)', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows who booked, what, for whom (emails and dates of birth), the total and the badge for the guide', async () => {
    stubServer({ booking: () => request });
    renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Climber' });
    expect(await within(dialog).findByText('Ada Lovelace', { selector: 'p.truncate' })).toBeInTheDocument();
    const details = within(dialog).getByRole('region', { name: 'Booking details' });
    expect(within(details).getByRole('heading', { name: 'Granite at dawn' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Jul 4, 2099');
    expect(details).toHaveTextContent('2 persons');
    expect(within(details).getByText('Pending approval')).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: /Total/ })).toHaveTextContent('CA$866.25');
    const attendees = within(details).getByRole('list', { name: 'Attendees' });
    expect(attendees).toHaveTextContent('grace@example.test');
    expect(attendees).toHaveTextContent('Born Dec 9, 1992');
  });

  it('accepts a request: the success alert, the modal closes, the booking is refreshed', async () => {
    let current = request;
    const requests = stubServer({
      booking: () => current,
      answer: (response) => {
        current = guideSees({ status: 'accepted', accepted: true });
        return response(200).json({ message: 'Booking accepted.', code: 'booking_request_accepted', booking: current });
      },
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Climber' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Booking accepted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toEqual(['/api/accept-booking/9']);
  });

  it('declines a request with its own success alert', async () => {
    const requests = stubServer({
      booking: () => request,
      answer: (response) =>
        response(200).json({
          message: 'Booking declined.',
          code: 'booking_request_declined',
          booking: guideSees({ status: 'declined' }),
        }),
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Climber' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Booking declined.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toEqual(['/api/decline-booking/9']);
  });

  it("keeps the modal open with the server's message when the answer is refused", async () => {
    let current = request;
    stubServer({
      booking: () => current,
      answer: (response) => {
        current = guideSees({ status: 'expired' });
        return response(409).json({ message: 'This booking request has expired.', code: 'conflict' });
      },
    });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Climber' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking request has expired.');
    // Refreshed, the booking shows why: it expired, and there is nothing left to answer.
    expect(await within(dialog).findByText('Expired')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('offers Cancel booking on an accepted or paid booking, which opens the cancellation', async () => {
    stubServer({ booking: () => guideSees({ status: 'paid', accepted: true, paid: true }) });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Climber' });
    expect(await within(dialog).findByText('Paid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Cancelling booking 9')).toBeInTheDocument();
  });

  it('offers nothing to do on a closed booking', async () => {
    stubServer({ booking: () => guideSees({ status: 'declined' }) });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Climber' });
    expect(await within(dialog).findByText('Booking canceled')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close']);
  });

  it('says so when the booking cannot be found (or the id is not one)', async () => {
    stubServer({ booking: () => undefined });
    const { unmount } = renderModal(404);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking cannot be found.');
    unmount();
    act(() => closeModal());

    renderModal('nine');
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking cannot be found.');
  });
});
