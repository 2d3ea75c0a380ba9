import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { bookingList, callsTo, makeBooking, OpenModalProbe } from './bookings.fixtures.ts';
import { RegisteredClimbers } from './registered-climbers.component.tsx';

const person = (id: number, name: string) => ({ id, name, profile_picture: null, color: 'blue' });

const requested = makeBooking({ id: 1, status: 'requested', climber: person(21, 'Ada Lovelace') });
const accepted = makeBooking({ id: 2, status: 'accepted', quantity: 1, climber: person(22, 'Grace Hopper') });
const paid = makeBooking({ id: 3, status: 'paid', climber: person(23, 'Katherine Johnson') });
const declined = makeBooking({ id: 4, status: 'declined', climber: person(24, 'Emmy Noether') });

/** The course's four bookings; `answers` take the guide's accept or decline. */
function renderList(answers: RequestHandler[] = []) {
  const calls = answerEventServer([
    ...answers,
    api.get('/api/bookings', ({ response }) => response(200).json(bookingList([requested, accepted, paid, declined]))),
  ]);
  renderScreen(
    <>
      <RegisteredClimbers eventId={1} />
      <AlertRegion />
      <OpenModalProbe />
    </>,
  );
  return calls;
}

describe('RegisteredClimbers', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it("lists the course's bookings with run, group and the guide's badge", async () => {
    const calls = renderList();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ada LovelaceJun 6, 20302 personsPending approval'),
      expect.stringContaining('Grace HopperJun 6, 20301 personWaiting payment'),
      expect.stringContaining('Katherine JohnsonJun 6, 20302 personsPaid'),
      expect.stringContaining('Emmy NoetherJun 6, 20302 personsBooking canceled'),
    ]);
    const [list] = callsTo(calls, 'GET', '/api/bookings');
    expect(Object.fromEntries(list?.search ?? [])).toMatchObject({ type: 'all', event_id: '1' });

    // Answers only for a request; a cancellation only for an accepted or paid booking.
    const [ada, grace, katherine, emmy] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(ada)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ada Lovelace', 'Accept', 'Decline']);
    expect(
      within(grace)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Grace Hopper', 'Cancel booking']);
    expect(
      within(katherine)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Katherine Johnson', 'Cancel booking']);
    expect(
      within(emmy)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Emmy Noether']);
  });

  it('accepts a request and shows the server’s confirmation', async () => {
    const calls = renderList([
      api.post('/api/accept-booking/{id}', ({ response }) =>
        response(200).json({
          message: 'Booking accepted.',
          code: 'booking_request_accepted',
          booking: { ...requested, status: 'accepted' },
        }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the booking of Ada Lovelace' }));
    expect(await screen.findByText('Booking accepted.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/accept-booking/1')).toHaveLength(1);
    // The list is fetched again, so the badge follows the new status.
    await vi.waitFor(() => expect(callsTo(calls, 'GET', '/api/bookings')).toHaveLength(2));
  });

  it("declines a request, and shows the server's refusal as a danger alert", async () => {
    const calls = renderList([
      api.post('/api/decline-booking/{id}', ({ response }) =>
        response(409).json({ message: 'This request has expired.', code: 'invalid_state' }),
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline the booking of Ada Lovelace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request has expired.');
    expect(callsTo(calls, 'POST', '/api/decline-booking/1')).toHaveLength(1);
  });

  it("opens the climber's booking, and the cancellation of an accepted booking", async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the booking of Grace Hopper' }));
    expect(screen.getByRole('status', { name: 'open modal' })).toHaveTextContent('view_user {"bookingId":2}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking of Grace Hopper' }));
    expect(screen.getByRole('status', { name: 'open modal' })).toHaveTextContent('cancel_booking {"bookingId":2}');
  });

  it('says when nobody has booked the course yet', async () => {
    answerEventServer([api.get('/api/bookings', ({ response }) => response(200).json(bookingList([])))]);
    renderScreen(<RegisteredClimbers eventId={1} />);
    expect(await screen.findByText('No climber has booked this course yet.')).toBeInTheDocument();
  });
});
