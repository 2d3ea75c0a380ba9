import type { Booking } from '@cordee/shared/bookings.contracts';
import { quote } from '@cordee/shared/event-pricing';
import type { Event } from '@cordee/shared/events.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer, makeEvent } from '../../api/events.fixtures.ts';
import { todayIso } from '../../lib/event-display.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { type Answer, api, type Respond } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { callsTo, makeBooking, signInForTest } from './bookings.fixtures.ts';
import { sendBrowserToCheckout } from './checkout-navigation.ts';

// Leaving the app cannot happen in jsdom; the tests check where the modal would send the browser.
vi.mock('./checkout-navigation.ts', () => ({ sendBrowserToCheckout: vi.fn() }));

const climber = makeUser({ id: 20, role: 'climber', name: 'Ada Lovelace' });
const CHECKOUT_URL = 'http://localhost/sandbox/checkout/cs_1';

/** A public one-day course without a guide waiver, and its accepted booking for two. */
const publicCourse = makeEvent({ id: 1, terms_type: 'link', terms_link: null, event_terms: null });
/** A private full-or-half-day trip with the guide's PDF waiver, booked for a half day with an add-on. */
const privateTrip = makeEvent({
  id: 2,
  event_name: 'Private day on the Chief',
  event_type: 'private',
  attendance_min: 2,
  attendance_limit: 4,
  event_duration: ['fhday'],
  price: [
    { id: 2, price: 30_000, priceh: 18_000 },
    { id: 3, price: 26_000, priceh: 15_000 },
    { id: 4, price: 24_000, priceh: 14_000 },
  ],
  addons: [{ id: 'rope', addons_title: 'Rope rental', addons_price: 2_500 }],
  terms_type: 'upload',
  event_terms: { key: 'waiver.pdf', url: '/uploads/waiver.pdf' },
  start_date: '2030-06-06',
});

function acceptedBookingOf(event: Event, overrides: Partial<Booking> = {}): Booking {
  return makeBooking({ id: 80, status: 'accepted', ...overrides }, event);
}

type PayAnswer = (
  response: Respond<'/api/attempt-payment/{bookingId}', 'post'>,
) => Answer<'/api/attempt-payment/{bookingId}', 'post'>;

function openCheckout(event: Event, booking: Booking, onPay?: PayAnswer) {
  signInForTest(climber);
  const notFound = { message: 'Not found', code: 'not_found' };
  const calls = answerEventServer([
    api.get('/api/bookings/{id}', ({ params, response }) =>
      params.id === String(booking.id) ? response(200).json({ booking }) : response(404).json(notFound),
    ),
    api.get('/api/event/{id}', ({ params, response }) =>
      params.id === String(event.id) ? response(200).json({ event }) : response(404).json(notFound),
    ),
    api.post('/api/attempt-payment/{bookingId}', ({ params, response }) => {
      if (params.bookingId !== String(booking.id)) return response(404).json(notFound);
      return onPay ? onPay(response) : response(200).json({ url: CHECKOUT_URL });
    }),
  ]);
  renderScreen(<AppModalHost />);
  act(() => openModal('booking_modal', { bookingId: booking.id }));
  return calls;
}

async function signWaiver(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Signature'), 'Ada Lovelace');
  await userEvent.click(within(dialog).getByLabelText(/I have read and accept Cordée's Terms & Conditions/));
}

const pageTitle = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 3 }).textContent;

describe('the booking_modal', () => {
  beforeEach(() => vi.mocked(sendBrowserToCheckout).mockClear());
  afterEach(() => act(() => closeModal()));

  it('asks for the signature, the name, the date (today) and the terms before Continue', async () => {
    openCheckout(publicCourse, acceptedBookingOf(publicCourse));
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    expect(await within(dialog).findByText('Step 1 of 2')).toBeInTheDocument();
    expect(pageTitle(dialog)).toBe('Waiver');
    expect(within(dialog).getByText('Type your full name in place of the signature.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(todayIso());

    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Signature'), 'Ada Lovelace');
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText(/I have read and accept Cordée's Terms & Conditions/));
    expect(next).toBeEnabled();
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    expect(next).toBeDisabled();
  });

  it('links the full Terms & Conditions from the waiver, in a new tab so the booking stays open', async () => {
    openCheckout(publicCourse, acceptedBookingOf(publicCourse));
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    await within(dialog).findByText('Step 1 of 2');

    const terms = within(dialog).getByRole('link', { name: 'Read the full Terms & Conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('goes from the waiver straight to the summary of a public course without a guide waiver, and pays', async () => {
    const booking = acceptedBookingOf(publicCourse);
    const calls = openCheckout(publicCourse, booking);
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    await within(dialog).findByText('Step 1 of 2');
    await signWaiver(dialog);
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    await userEvent.click(next);

    expect(pageTitle(dialog)).toBe('Summary');
    // A browser finishes a click on the element it began on: had Continue become the submit button during
    // its own click, that click would pay before the summary shows (jsdom does not replay this order).
    expect(next).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/attempt-payment/80')).toHaveLength(0);
    expect(within(dialog).getByText('Stawamus Chief: Grand Wall')).toBeInTheDocument();
    expect(within(dialog).getByText('Thu, Jun 6, 2030')).toBeInTheDocument();
    expect(within(dialog).getByText('2 persons')).toBeInTheDocument();
    // British Columbia: GST only on 2 × CA$425.
    const summary = within(dialog).getByRole('region', { name: 'Price summary' });
    expect(summary).toHaveTextContent('GST (5%)CA$42.50');
    expect(summary).toHaveTextContent('Total price, including applicable taxesCA$892.50');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to payment' }));
    await vi.waitFor(() => expect(sendBrowserToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo(calls, 'POST', '/api/attempt-payment/80')[0]?.body).toEqual({
      sign: { signature: 'Ada Lovelace', name: 'Ada Lovelace', date: todayIso() },
      terms_accepted: true,
    });
    expect(within(dialog).getByRole('button', { name: 'Redirecting to payment...' })).toBeDisabled();
  });

  it("asks a private group to accept the guide's waiver and whether to relist, and sends both answers", async () => {
    const booking = acceptedBookingOf(privateTrip, {
      quote: quote(privateTrip, { groupSize: 3, dayOption: 'half', addons: ['rope'] }),
      quantity: 3,
    });
    const calls = openCheckout(privateTrip, booking);
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    await within(dialog).findByText('Step 1 of 4');
    await signWaiver(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(pageTitle(dialog)).toBe("Guide's waiver");
    const waiver = within(dialog).getByRole('link', { name: "Open the guide's waiver (PDF)" });
    expect(waiver).toHaveAttribute('href', '/uploads/waiver.pdf');
    expect(waiver).toHaveAttribute('target', '_blank');
    expect(waiver).toHaveAttribute('rel', 'noopener noreferrer');
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText("I have read and accept the guide's waiver."));
    await userEvent.click(next);

    expect(pageTitle(dialog)).toBe('Remaining seats');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, keep the trip to my group' }));

    expect(pageTitle(dialog)).toBe('Summary');
    expect(within(dialog).getByText('Half day')).toBeInTheDocument();
    expect(within(dialog).getByText('3 persons')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Price summary' })).toHaveTextContent(
      'Add-on: Rope rentalCA$25.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to payment' }));
    await vi.waitFor(() => expect(sendBrowserToCheckout).toHaveBeenCalled());
    expect(callsTo(calls, 'POST', '/api/attempt-payment/80')[0]?.body).toMatchObject({
      guide_waiver_accepted: true,
      relist: false,
    });
  });

  it('Cancel starts over on page 1 with an empty signature', async () => {
    openCheckout(privateTrip, acceptedBookingOf(privateTrip));
    let dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    await within(dialog).findByText('Step 1 of 4');
    await signWaiver(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(pageTitle(dialog)).toBe("Guide's waiver");

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openModal('booking_modal', { bookingId: 80 }));
    dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    expect(await within(dialog).findByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Signature')).toHaveValue('');
  });

  it('sends the climber back to the page of a refused field, and shows any other refusal as a danger alert', async () => {
    let answer: PayAnswer = (response) =>
      response(422).json({
        message: 'The given data was invalid.',
        code: 'invalid_input',
        errors: { 'sign.signature': ['Please type in your full name as your signature.'] },
      });
    openCheckout(publicCourse, acceptedBookingOf(publicCourse), (response) => answer(response));
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    await within(dialog).findByText('Step 1 of 2');
    await signWaiver(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to payment' }));

    expect(await within(dialog).findByText('Please type in your full name as your signature.')).toBeInTheDocument();
    expect(pageTitle(dialog)).toBe('Waiver');
    expect(within(dialog).getByLabelText('Signature')).toHaveAttribute('aria-invalid', 'true');

    answer = (response) =>
      response(409).json({ message: 'This booking is not waiting for payment.', code: 'invalid_state' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is not waiting for payment.');
    expect(pageTitle(dialog)).toBe('Summary');
    expect(sendBrowserToCheckout).not.toHaveBeenCalled();
  });

  it('does not offer payment for a booking that is not waiting for it', async () => {
    openCheckout(publicCourse, makeBooking({ id: 80, status: 'paid' }, publicCourse));
    const dialog = await screen.findByRole('dialog', { name: 'Complete booking' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking is not waiting for payment.');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
