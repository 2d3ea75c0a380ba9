import type { CancellationPreview } from '@cordee/shared/bookings.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { callsTo, makeBooking, makeCancellationPreview } from './bookings.fixtures.ts';
import { cancellationOutcomeText } from './cancel-booking-dialog.component.tsx';

const notFound = { message: 'Not found', code: 'not_found' };

/** Booking 50 with its refund preview; `answers` take its cancellation. */
function openCancel(preview: CancellationPreview, answers: RequestHandler[] = []) {
  const booking = makeBooking({ id: 50, status: 'paid' });
  const calls = answerEventServer([
    ...answers,
    api.get('/api/bookings/{id}/cancellation', ({ params, response }) =>
      params.id === '50' ? response(200).json(preview) : response(404).json(notFound),
    ),
    api.get('/api/bookings/{id}', ({ params, response }) =>
      params.id === '50' ? response(200).json({ booking }) : response(404).json(notFound),
    ),
  ]);
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('cancel_booking', { bookingId: 50 }));
  return calls;
}

describe('cancellationOutcomeText', () => {
  it.each([
    [makeCancellationPreview(), 'You will be refunded CA$446.25 (50% of CA$892.50) under the cancellation terms.'],
    [
      makeCancellationPreview({ refund_percent: 100, refund_amount: 89_250, days_before_start: 20 }),
      'You will be refunded CA$892.50 (100% of CA$892.50) under the cancellation terms.',
    ],
    [
      makeCancellationPreview({ refund_percent: 0, refund_amount: 0, days_before_start: 3 }),
      'The trip starts in 3 days: under the cancellation terms, cancelling now gives no refund.',
    ],
    [
      makeCancellationPreview({ refund_percent: 0, refund_amount: 0, days_before_start: 1 }),
      'The trip starts in 1 day: under the cancellation terms, cancelling now gives no refund.',
    ],
    [
      makeCancellationPreview({ refund_percent: 0, refund_amount: 0, days_before_start: 0, started: true }),
      'The trip has started: under the cancellation terms, cancelling now gives no refund.',
    ],
    [
      makeCancellationPreview({ paid_amount: 0, refund_amount: 0 }),
      'Nothing has been paid for this booking, so there is nothing to refund. Your seats go back on sale.',
    ],
    [
      makeCancellationPreview({ by: 'guide', refund_percent: 100, refund_amount: 89_250, days_before_start: 2 }),
      'The climber will be refunded the full CA$892.50.',
    ],
    [
      makeCancellationPreview({ by: 'guide', paid_amount: 0, refund_amount: 0 }),
      'The climber has not paid yet, so there is nothing to refund.',
    ],
  ])('says what cancelling gives: %#', (preview, text) => {
    expect(cancellationOutcomeText(preview)).toBe(text);
  });
});

describe('the cancel_booking modal', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows the refund before confirming, then cancels and says what is refunded', async () => {
    const gate = heldBack();
    const calls = openCancel(makeCancellationPreview(), [
      api.post('/api/bookings/{id}/cancel', async ({ response }) => {
        await gate.released;
        return response(200).json({
          message: 'The booking is cancelled.',
          code: 'booking_cancelled',
          booking: makeBooking({ status: 'cancelled' }),
          refund_amount: 44_625,
        });
      }),
    ]);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(
      await within(dialog).findByText(
        'You will be refunded CA$446.25 (50% of CA$892.50) under the cancellation terms.',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Stawamus Chief: Grand Wall, Jun 6, 2030, 2 persons')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Cancellation terms:/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeDisabled();
    gate.release();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The booking is cancelled. A refund of CA$446.25 is on its way.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/bookings/50/cancel')).toHaveLength(1);
  });

  it("tells the guide the climber's full refund, and 'Keep booking' changes nothing", async () => {
    const calls = openCancel(makeCancellationPreview({ by: 'guide', refund_percent: 100, refund_amount: 89_250 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('The climber will be refunded the full CA$892.50.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Cancellation terms:/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/bookings/50/cancel')).toEqual([]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    openCancel(makeCancellationPreview(), [
      api.post('/api/bookings/{id}/cancel', ({ response }) =>
        response(409).json({ message: 'This booking is already cancelled.', code: 'invalid_state' }),
      ),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Yes, cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is already cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
  });

  it('shows why the refund cannot be worked out, with nothing to confirm', async () => {
    // The booking is gone: neither it nor its refund can be read.
    answerEventServer([
      api.get('/api/bookings/{id}/cancellation', ({ response }) =>
        response(404).json({ message: 'Booking not found.', code: 'not_found' }),
      ),
      api.get('/api/bookings/{id}', ({ response }) =>
        response(404).json({ message: 'Booking not found.', code: 'not_found' }),
      ),
    ]);
    renderScreen(<AppModalHost />);
    act(() => openModal('cancel_booking', { bookingId: 50 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(within(dialog).queryByRole('button', { name: 'Yes, cancel booking' })).not.toBeInTheDocument();
  });
});

/** An answer held back until `release`, so a busy state can be seen. */
function heldBack() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}
