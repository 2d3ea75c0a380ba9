import { MAX_OPEN_BOOKING_REQUESTS } from '@cordee/shared/booking-status';
import type { Event } from '@cordee/shared/events.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerEventServer, makeEvent, makeOccurrence } from '../../api/events.fixtures.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { type Answer, api, type Respond } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { bookingList, callsTo, makeBooking, signInForTest } from './bookings.fixtures.ts';

const climber = makeUser({
  id: 20,
  role: 'climber',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  dob: '1990-04-01',
  email_verified: true,
});

/** A private weekly trip in Quebec for 2 to 4, full or half day, with an add-on and two donations. */
const privateTrip = makeEvent({
  id: 5,
  event_name: 'Ice on the Montmorency Falls',
  event_type: 'private',
  repeat: true,
  repeat_at: 'weekly',
  province: 'Quebec',
  attendance_min: 2,
  attendance_limit: 4,
  event_duration: ['fhday'],
  price: [
    { id: 2, price: 30_000, priceh: 18_000 },
    { id: 3, price: 26_000, priceh: 15_000 },
    { id: 4, price: 24_000, priceh: 14_000 },
  ],
  addons: [{ id: 'crampons', addons_title: 'Crampon rental', addons_price: 2_500 }],
  donations: [
    { id: 'trail', donations_title: 'Trail fund', donations_price: 1_000 },
    { id: 'avalanche', donations_title: 'Avalanche Canada', donations_price: null },
  ],
  occurrences: [
    makeOccurrence({ id: 21, starts_on: '2099-01-03', ends_on: '2099-01-03', capacity: 4, seats_taken: 1 }),
    makeOccurrence({ id: 22, starts_on: '2099-01-10', ends_on: '2099-01-10', capacity: 4, seats_taken: 3 }),
    makeOccurrence({ id: 23, starts_on: '2099-01-17', ends_on: '2099-01-17', closed: true }),
    makeOccurrence({ id: 24, starts_on: '2099-01-24', ends_on: '2099-01-24' }),
  ],
});

type PrebookAnswer = (
  response: Respond<'/api/prebook-event/{eventId}', 'post'>,
) => Answer<'/api/prebook-event/{eventId}', 'post'>;

function openRequest(
  event: Event,
  {
    onPrebook,
    mine = [],
    viewer = climber,
  }: { onPrebook?: PrebookAnswer; mine?: ReturnType<typeof makeBooking>[]; viewer?: typeof climber } = {},
) {
  signInForTest(viewer);
  const notFound = { message: 'Not found', code: 'not_found' };
  const calls = answerEventServer([
    api.get('/api/event/{id}', ({ params, response }) =>
      params.id === String(event.id) ? response(200).json({ event }) : response(404).json(notFound),
    ),
    api.get('/api/bookings', ({ response }) => response(200).json(bookingList(mine))),
    ...(onPrebook
      ? [
          api.post('/api/prebook-event/{eventId}', ({ params, response }) =>
            params.eventId === String(event.id) ? onPrebook(response) : response(404).json(notFound),
          ),
        ]
      : []),
    api.post('/api/resend-verification-email', ({ response }) =>
      response(200).json({ message: 'We have sent you a new verification link.', code: 'verification_link_sent' }),
    ),
  ]);
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('booking_request', { eventId: event.id }));
  return calls;
}

async function requestDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Book this course' });
  await within(dialog).findByRole('group', { name: 'Attendees' });
  return dialog;
}

function attendeeRows(dialog: HTMLElement) {
  return within(dialog)
    .getAllByText(/^Person \d$/)
    .map((label) => label.parentElement as HTMLElement);
}

async function fillSecondPerson(dialog: HTMLElement) {
  const second = attendeeRows(dialog)[1] as HTMLElement;
  await userEvent.type(within(second).getByLabelText('Full name'), 'Mary Somerville');
  await userEvent.type(within(second).getByLabelText('Email'), 'mary@example.test');
  await userEvent.type(within(second).getByLabelText('Date of birth'), '1991-05-02');
}

describe('the booking_request modal', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('offers the runs with their seats left, and refuses full, closed and already booked ones', async () => {
    openRequest(privateTrip, { mine: [makeBooking({ event_id: 5, occurrence_id: 24, status: 'requested' })] });
    const dialog = await requestDialog();

    const dates = within(dialog).getByLabelText('Date');
    const options = within(dates).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Jan 3, 2099 · 3 seats left', false],
      ['Jan 10, 2099 · Fully booked', true],
      ['Jan 17, 2099 · Closed', true],
      ['Jan 24, 2099 · You already booked this date', true],
    ]);
    // A private trip is booked from its smallest group, up to the seats left on the run.
    const sizes = within(within(dialog).getByLabelText('Group size')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['2 persons', '3 persons']);
  });

  it('keeps one attendee row per person, the first filled with the signed-in climber', async () => {
    openRequest(privateTrip);
    const dialog = await requestDialog();

    let rows = attendeeRows(dialog);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(rows[0] as HTMLElement).getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(within(rows[0] as HTMLElement).getByLabelText('Date of birth')).toHaveValue('1990-04-01');
    await userEvent.type(within(rows[1] as HTMLElement).getByLabelText('Full name'), 'Mary');

    await userEvent.selectOptions(within(dialog).getByLabelText('Group size'), '3');
    expect(attendeeRows(dialog)).toHaveLength(3);
    await userEvent.selectOptions(within(dialog).getByLabelText('Group size'), '2');
    rows = attendeeRows(dialog);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByLabelText('Full name')).toHaveValue('Mary');
  });

  it("shows the live quote: the group at its size's price, add-ons, donations, each tax on its own line", async () => {
    openRequest(privateTrip);
    const dialog = await requestDialog();
    const summary = within(dialog).getByRole('region', { name: 'Price summary' });
    expect(summary).toHaveTextContent('2 persons × CA$300.00CA$600.00');
    expect(summary).toHaveTextContent('GST (5%)CA$30.00');
    expect(summary).toHaveTextContent('QST (9.975%)CA$59.85');
    expect(summary).toHaveTextContent('Total price, including applicable taxesCA$689.85');

    await userEvent.click(within(dialog).getByLabelText(/Half day/));
    await userEvent.click(within(dialog).getByLabelText('Crampon rental (CA$25)'));
    await userEvent.click(within(dialog).getByLabelText('Avalanche Canada'));
    await userEvent.type(within(dialog).getByLabelText('Amount for Avalanche Canada (CA$)'), '20');

    // 2 × 180 + 25 = 385 taxable: GST 19.25, QST 38.40; the donation is not taxed.
    expect(summary).toHaveTextContent('Half day, 2 persons × CA$180.00CA$360.00');
    expect(summary).toHaveTextContent('Add-on: Crampon rentalCA$25.00');
    expect(summary).toHaveTextContent('Donation: Avalanche CanadaCA$20.00');
    expect(summary).toHaveTextContent('GST (5%)CA$19.25');
    expect(summary).toHaveTextContent('QST (9.975%)CA$38.40');
    expect(summary).toHaveTextContent('Total price, including applicable taxesCA$462.65');
  });

  it('names each missing or wrong field and sends nothing', async () => {
    const calls = openRequest(privateTrip);
    const dialog = await requestDialog();
    await userEvent.type(within(attendeeRows(dialog)[1] as HTMLElement).getByLabelText('Email'), 'mary@');
    await userEvent.click(within(dialog).getByLabelText('Avalanche Canada'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));

    expect(await within(dialog).findByText('Please type in the name of every attendee.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please type in a valid email for every attendee.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a valid date of birth for every attendee.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a donation amount between CA$1 and CA$10,000.')).toBeInTheDocument();
    expect(within(attendeeRows(dialog)[1] as HTMLElement).getByLabelText('Full name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(calls, 'POST', '/api/prebook-event/5')).toEqual([]);
  });

  it('sends the request without a price, then confirms and closes', async () => {
    const calls = openRequest(privateTrip, {
      onPrebook: (response) =>
        response(201).json({ message: 'Booking requested.', code: 'booking_request_sent', booking: makeBooking() }),
    });
    const dialog = await requestDialog();
    await fillSecondPerson(dialog);
    await userEvent.click(within(dialog).getByLabelText('Trail fund (CA$10)'));
    await userEvent.click(within(dialog).getByLabelText('Avalanche Canada'));
    await userEvent.type(within(dialog).getByLabelText('Amount for Avalanche Canada (CA$)'), '12.34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your booking request has been sent to the guide.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = callsTo(calls, 'POST', '/api/prebook-event/5');
    expect(sent?.body).toEqual({
      occurrence_date: '2099-01-03',
      group_size: 2,
      day_option: 'full',
      attendees: [
        { name: 'Ada Lovelace', email: 'ada@example.test', dob: '1990-04-01' },
        { name: 'Mary Somerville', email: 'mary@example.test', dob: '1991-05-02' },
      ],
      addons: [],
      donations: [{ id: 'trail' }, { id: 'avalanche', amount: 1234 }],
    });
  });

  it("puts the server's field messages under their fields and shows a conflict as an alert", async () => {
    let answer: PrebookAnswer = (response) =>
      response(422).json({
        message: 'The given data was invalid.',
        code: 'invalid_input',
        errors: { 'attendees.1.email': ['This email is refused.'] },
      });
    openRequest(privateTrip, { onPrebook: (response) => answer(response) });
    const dialog = await requestDialog();
    await fillSecondPerson(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));
    expect(await within(dialog).findByText('This email is refused.')).toBeInTheDocument();
    expect(within(attendeeRows(dialog)[1] as HTMLElement).getByLabelText('Email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    answer = (response) => response(409).json({ message: 'You already asked for this date.', code: 'already_booked' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already asked for this date.');
    expect(screen.getByRole('dialog', { name: 'Book this course' })).toBeInTheDocument();
  });

  it("shows a one-day course's only run, and a group of one as '1 person'", async () => {
    const oneDay = makeEvent({
      id: 6,
      occurrences: [makeOccurrence({ starts_on: '2099-02-01', ends_on: '2099-02-01' })],
    });
    openRequest(oneDay);
    const dialog = await requestDialog();
    expect(within(dialog).queryByLabelText('Date')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Feb 1, 2099 · 4 seats left')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group size')).toHaveDisplayValue('1 person');
    expect(attendeeRows(dialog)).toHaveLength(1);
    expect(within(dialog).queryByRole('group', { name: 'Full or half day' })).not.toBeInTheDocument();
  });

  it('asks a climber whose email is not verified to verify it first, and sends a new link on request', async () => {
    const calls = openRequest(privateTrip, { viewer: { ...climber, email_verified: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Book this course' });
    expect(
      await within(dialog).findByText(/Please verify your email address before requesting a booking/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send booking request' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We have sent you a new verification link.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/resend-verification-email')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/prebook-event/5')).toEqual([]);
  });

  it('turns to the verification notice when the server says the email is not verified', async () => {
    openRequest(privateTrip, {
      onPrebook: (response) =>
        response(403).json({
          message: 'Please verify your email address before requesting a booking.',
          code: 'email_not_verified',
        }),
    });
    const dialog = await requestDialog();
    await fillSecondPerson(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send booking request' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send booking request' })).not.toBeInTheDocument();
  });

  it(`says before the form that ${MAX_OPEN_BOOKING_REQUESTS} requests already wait, as the server would refuse a sixth`, async () => {
    const waiting = Array.from({ length: MAX_OPEN_BOOKING_REQUESTS }, (_, index) =>
      makeBooking({ id: 100 + index, event_id: 50 + index, status: index === 0 ? 'accepted' : 'requested' }),
    );
    const calls = openRequest(privateTrip, { mine: [...waiting, makeBooking({ id: 99, status: 'paid' })] });
    const dialog = await screen.findByRole('dialog', { name: 'Book this course' });
    expect(
      await within(dialog).findByText(
        `You already have ${MAX_OPEN_BOOKING_REQUESTS} booking requests waiting for a guide's answer or for your payment. Once one of them is answered, paid or cancelled, you can ask for another.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send booking request' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/prebook-event/5')).toEqual([]);
  });

  it('offers the form while fewer requests wait: paid, declined and cancelled bookings do not count', async () => {
    const mine = [
      ...Array.from({ length: MAX_OPEN_BOOKING_REQUESTS - 1 }, (_, index) =>
        makeBooking({ id: 100 + index, event_id: 50 + index, status: 'requested' }),
      ),
      makeBooking({ id: 98, event_id: 60, status: 'paid' }),
      makeBooking({ id: 97, event_id: 61, status: 'declined' }),
      makeBooking({ id: 96, event_id: 62, status: 'cancelled' }),
    ];
    openRequest(privateTrip, { mine });
    const dialog = await requestDialog();
    expect(within(dialog).getByRole('button', { name: 'Send booking request' })).toBeInTheDocument();
  });

  it('says so when no run of the course is open', async () => {
    openRequest(makeEvent({ id: 7, occurrences: [makeOccurrence({ starts_on: '2099-02-01', closed: true })] }));
    expect(await screen.findByText('No date of this course is open for booking right now.')).toBeInTheDocument();
  });
});
