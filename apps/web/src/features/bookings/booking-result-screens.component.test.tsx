import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { BookingCanceledScreen } from '../../routes/booking-canceled.screen.tsx';
import { BookingSuccessScreen } from '../../routes/booking-success.screen.tsx';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { callsTo, makeBooking, signInForTest } from './bookings.fixtures.ts';

function renderResult(screenPath: string, answers: RequestHandler[], publicConfig: Partial<PublicConfig> = {}) {
  signInForTest(makeUser({ role: 'climber' }));
  const calls = answerEventServer(answers, publicConfig);
  const arrived = (path: string) => ({ path, element: <p>{`Arrived at ${path}`}</p> });
  renderRoutes(
    [
      {
        path: '/booking/success/:sessionId',
        element: (
          <>
            <BookingSuccessScreen />
            <AppModalHost />
            <AlertRegion />
          </>
        ),
      },
      {
        path: '/booking/canceled/:sessionId',
        element: (
          <>
            <BookingCanceledScreen />
            <AlertRegion />
          </>
        ),
      },
      arrived('/'),
      arrived('/my-events'),
    ],
    screenPath,
  );
  return calls;
}

describe('the booking success screen', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('confirms the session once, then thanks the climber and offers Done and My Courses', async () => {
    const calls = renderResult(
      '/booking/success/cs_test_1',
      [
        api.post('/api/complete-booking', ({ response }) =>
          response(200).json({
            message: 'Booking confirmed.',
            code: 'booking_confirmed',
            booking: makeBooking({ status: 'paid' }),
          }),
        ),
      ],
      { marketing: { site: '', about: '', blog: '', faq: '', merchandise: 'https://shop.cordee.ca', community: '' } },
    );

    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Finalizing your booking, please wait...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for booking Stawamus Chief: Grand Wall on Thu, Jun 6, 2030. Your trip is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A receipt has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByText(/Chat with your guide/)).toBeInTheDocument();
    expect(screen.getByText(/travel insurance/)).toBeInTheDocument();
    const shop = await screen.findByRole('link', { name: 'Shop our merchandise' });
    expect(shop).toHaveAttribute('href', 'https://shop.cordee.ca');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    expect(callsTo(calls, 'POST', '/api/complete-booking').map((call) => call.body)).toEqual([
      { session_id: 'cs_test_1' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Contact support' }));
    expect(await screen.findByRole('dialog', { name: 'Ask a Question' })).toBeInTheDocument();
    act(() => closeModal());

    await userEvent.click(screen.getByRole('link', { name: 'See my courses' }));
    expect(await screen.findByText('Arrived at /my-events')).toBeInTheDocument();
  });

  it('leaves the merchandise link out when the deployment has none, and Done goes to the root', async () => {
    renderResult('/booking/success/cs_test_1', [
      api.post('/api/complete-booking', ({ response }) =>
        response(200).json({
          message: 'Booking confirmed.',
          code: 'booking_confirmed',
          booking: makeBooking({ status: 'paid' }),
        }),
      ),
    ]);
    await screen.findByRole('heading', { name: 'Successful!' });
    expect(screen.queryByRole('link', { name: 'Shop our merchandise' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
  });

  it("shows the spec's error texts and the server's message in a danger alert", async () => {
    renderResult('/booking/success/cs_test_1', [
      api.post('/api/complete-booking', ({ response }) =>
        response(404).json({ message: 'This payment session is unknown.', code: 'not_found' }),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'An error has occurred.' })).toBeInTheDocument();
    expect(
      screen.getByText('An unknown error has occurred. Please reach out to support. Thank you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This payment session is unknown.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a payment is not completed yet, and confirms again on Try again', async () => {
    let paid = false;
    const calls = renderResult('/booking/success/cs_test_1', [
      api.post('/api/complete-booking', ({ response }) =>
        paid
          ? response(200).json({
              message: 'Booking confirmed.',
              code: 'booking_confirmed',
              booking: makeBooking({ status: 'paid' }),
            })
          : response(409).json({ message: 'The payment is not completed yet.', code: 'payment_not_completed' }),
      ),
    ]);
    const title = await screen.findByRole('heading', { name: 'An error has occurred.' });
    expect(
      within(title.parentElement as HTMLElement).getByText('The payment is not completed yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment is not completed yet.');

    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Successful!' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/complete-booking')).toHaveLength(2);
  });
});

describe('the booking cancelled screen', () => {
  afterEach(() => act(() => dismissAllAlerts()));

  it('closes the checkout session once and says the event has not been booked', async () => {
    const calls = renderResult('/booking/canceled/cs_test_2', [
      api.post('/api/cancel-booking', ({ response }) =>
        response(200).json({ message: 'Checkout closed.', code: 'payment_canceled' }),
      ),
    ]);
    expect(screen.getByRole('heading', { name: 'Payment is canceled' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was canceled and your event has not been booked.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/cancel-booking').map((call) => call.body)).toEqual([
        { session_id: 'cs_test_2' },
      ]),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
  });

  it("shows the server's refusal in a danger alert", async () => {
    renderResult('/booking/canceled/cs_test_2', [
      api.post('/api/cancel-booking', ({ response }) =>
        response(404).json({ message: 'This payment session is unknown.', code: 'not_found' }),
      ),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment session is unknown.');
    expect(screen.getByRole('heading', { name: 'Payment is canceled' })).toBeInTheDocument();
  });
});
