import type { Booking } from '@cordee/shared/bookings.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer, makeEvent, makeOccurrence } from '../../api/events.fixtures.ts';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api, apiServer } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import {
  bookingList,
  callsTo,
  makeBooking,
  makeCancellationPreview,
  signInForTest,
} from '../bookings/bookings.fixtures.ts';
import { CourseDetailPanel } from './course-detail-panel.component.tsx';

const guide = makeUser({ id: 7, role: 'guide' });
const otherGuide = makeUser({ id: 8, role: 'guide' });
const climber = makeUser({ id: 20, role: 'climber' });

const event = makeEvent({
  guide_id: 7,
  event_type: 'private',
  category: 'Other',
  alias: 'Via ferrata',
  event_duration: ['fhday'],
  attendance_min: 2,
  attendance_limit: 3,
  price: [
    { id: 2, price: 30_000, priceh: 18_000 },
    { id: 3, price: 26_000, priceh: 15_000 },
  ],
  min_price: 15_000,
  repeat: true,
  repeat_at: 'weekly',
  start_date: '2099-06-06',
  end_date: '2099-06-27',
  next_occurrences: [
    makeOccurrence({ id: 1, starts_on: '2099-06-06', ends_on: '2099-06-06', capacity: 3, seats_taken: 2 }),
    makeOccurrence({ id: 2, starts_on: '2099-06-13', ends_on: '2099-06-13', capacity: 3, seats_taken: 0 }),
  ],
  guides_link: 'https://guides.example/noah',
  other_location: [{ id: 'a', address: 'Mount Norquay, Banff', lat: 51.2, lng: -115.6 }],
  event_description: '<p>Clip in <strong>all day</strong>.</p>',
  itinerary: '<ol><li>Meet at the gondola</li></ol>',
  faqs: [{ id: '1', question: 'Do I need a helmet?', answer: 'We lend one.' }],
  experience_required: ['Beginner', 'Intermediate'],
});

function renderPanel(viewer: ReturnType<typeof makeUser> | null, handlers = {}) {
  return renderScreen(
    <>
      <CourseDetailPanel event={event} viewer={viewer} {...handlers} />
      <AppModalHost />
    </>,
  );
}

describe('CourseDetailPanel', () => {
  afterEach(() => act(() => closeModal()));

  it('shows the full photo first, reserved and fetched first, and the strip as lazy 320-px previews', async () => {
    const ids = ['a'.repeat(32), 'b'.repeat(32)];
    const gallery = ids.map((id) => ({ key: `${id}.jpg`, url: `/uploads/${id}.jpg` }));
    renderScreen(<CourseDetailPanel event={makeEvent({ gallery })} viewer={null} />);

    const main = screen.getByRole('img', { name: /photo 1$/ });
    expect(main).toHaveAttribute('src', `/uploads/${ids[0]}.jpg`);
    expect(main).toHaveAttribute('width', '960');
    expect(main).toHaveAttribute('height', '480');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('decoding', 'async');
    expect(main).not.toHaveAttribute('loading', 'lazy');

    const strip = screen.getAllByRole('button', { name: /^Show photo/ }).map((button) => button.querySelector('img'));
    expect(strip.map((image) => image?.getAttribute('src'))).toEqual(ids.map((id) => `/uploads/${id}-thumb.webp`));
    for (const image of strip) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width', '64');
      expect(image).toHaveAttribute('height', '64');
    }

    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: /photo 2$/ })).toHaveAttribute('src', `/uploads/${ids[1]}.jpg`);
  });

  it("shows the course: type, category's alias, prices per group size with the half day, dates, place and FAQs", () => {
    renderPanel(null);

    expect(screen.getByRole('heading', { name: event.event_name })).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Via ferrata')).toBeInTheDocument();
    expect(screen.getByText('Group of 2 persons').parentElement).toHaveTextContent(
      'CA$300 full day · CA$180 half day, per person',
    );
    expect(screen.getByText('Repeats: every week')).toBeInTheDocument();
    expect(screen.getByText('Full or half day')).toBeInTheDocument();
    expect(screen.getByText('Beginner, Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Do I need a helmet?')).toBeInTheDocument();
    expect(screen.getByText('Mount Norquay, Banff')).toBeInTheDocument();
    const directions = screen.getAllByRole('link', { name: 'Directions' });
    expect(directions.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.google.com/maps/dir/?api=1&destination=49.6843,-123.1456',
      'https://www.google.com/maps/dir/?api=1&destination=51.2,-115.6',
    ]);
    for (const link of [...directions, screen.getByRole('link', { name: "Guide's website" })]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('renders the server-sanitized description and itinerary as formatted text', () => {
    renderPanel(null);
    expect(screen.getByText('all day').tagName).toBe('STRONG');
    expect(screen.getByText('Meet at the gondola').tagName).toBe('LI');
  });

  it("does not link a guide's website that is not https", () => {
    renderScreen(<CourseDetailPanel event={{ ...event, guides_link: 'javascript:alert(1)' }} viewer={null} />);
    expect(screen.queryByRole('link', { name: "Guide's website" })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in or sign up to book', async () => {
    renderPanel(null);
    await userEvent.click(screen.getByRole('button', { name: 'Book event' }));
    const prompt = await findOpenModal('Log in to book');
    expect(within(prompt).getByText('To book this course you have to be logged in or sign up')).toBeInTheDocument();
    // Both keep the course to come back to once the visitor has an account.
    const back = encodeURIComponent(`/?event=${event.id}`);
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?next=${back}`);
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/signin?next=${back}`);
  });

  describe('a climber', () => {
    const oneDay = makeEvent({ id: 3, guide_id: 7, repeat: false, occurrence_count: 1 });

    function renderForClimber(bookings: Booking[]) {
      signInForTest(climber);
      const calls = answerEventServer([
        api.get('/api/bookings', ({ response }) => response(200).json(bookingList(bookings))),
        // The booking and cancellation modals read the booking they open.
        api.get('/api/bookings/{id}', ({ params, response }) => {
          const booking = bookings.find((candidate) => candidate.id === Number(params.id));
          return booking
            ? response(200).json({ booking })
            : response(404).json({ message: 'Not found', code: 'not_found' });
        }),
        api.get('/api/bookings/{id}/cancellation', ({ params, response }) =>
          response(200).json(makeCancellationPreview({ booking_id: Number(params.id) })),
        ),
        api.get('/api/event/{id}', ({ params, response }) =>
          params.id === '3'
            ? response(200).json({ event: oneDay })
            : response(404).json({ message: 'Not found', code: 'not_found' }),
        ),
      ]);
      renderScreen(
        <>
          <CourseDetailPanel event={oneDay} viewer={climber} />
          <AppModalHost />
        </>,
      );
      return calls;
    }

    it('books a course they hold no booking on, and sees no attendance', async () => {
      const calls = renderForClimber([makeBooking({ event_id: 99 })]);
      const book = await screen.findByRole('button', { name: 'Book event' });
      await vi.waitFor(() => expect(book).toBeEnabled());
      expect(screen.queryByRole('heading', { name: 'Attendance' })).not.toBeInTheDocument();
      expect(screen.queryByText(/seats taken/)).not.toBeInTheDocument();
      expect(callsTo(calls, 'GET', '/api/bookings')[0]?.search.get('type')).toBe('all');

      await userEvent.click(book);
      expect(await findOpenModal('Book this course')).toBeInTheDocument();
    });

    it('waits with "Book event" disabled while a request is pending, and may cancel it beside its badge', async () => {
      renderForClimber([makeBooking({ id: 61, event_id: 3, occurrence_id: 1, status: 'requested' })]);
      const bookings = await screen.findByRole('region', { name: 'Your bookings' });
      expect(within(bookings).getByText('Pending approval')).toBeInTheDocument();
      expect(within(bookings).getByText('2 persons')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book event' })).toBeDisabled();

      await userEvent.click(within(bookings).getByRole('button', { name: 'Cancel booking' }));
      expect(await findOpenModal('Cancel booking')).toBeInTheDocument();
    });

    it('completes an accepted booking in the booking modal', async () => {
      renderForClimber([makeBooking({ id: 62, event_id: 3, occurrence_id: 1, status: 'accepted' })]);
      await userEvent.click(await screen.findByRole('button', { name: 'Complete booking' }));
      expect(await findOpenModal('Complete booking')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Book event' })).not.toBeInTheDocument();
    });

    it('shows a paid booking as "Booked", with no button to press', async () => {
      renderForClimber([makeBooking({ event_id: 3, occurrence_id: 1, status: 'paid' })]);
      expect(await screen.findByText('Booked')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book event' })).toBeDisabled();
    });
  });

  it("lists the registered climbers to the course's own guide only", async () => {
    signInForTest(guide);
    answerEventServer([
      api.get('/api/bookings', ({ query, response }) =>
        query.get('event_id') === String(event.id)
          ? response(200).json(bookingList([makeBooking({ status: 'requested' })]))
          : response(200).json(bookingList([])),
      ),
    ]);
    renderPanel(guide);
    const registered = await screen.findByRole('region', { name: 'Registered climbers' });
    expect(await within(registered).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(registered).getByRole('button', { name: 'Accept the booking of Ada Lovelace' })).toBeEnabled();
  });

  it('shows another guide no registered climbers', () => {
    renderPanel(otherGuide);
    expect(screen.queryByRole('region', { name: 'Registered climbers' })).not.toBeInTheDocument();
  });

  it('shows the owner guide the attendance and the Edit event and Delete buttons', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    // The attendance lists the course's bookings.
    apiServer.use(
      api.get('/api/bookings', ({ response }) =>
        response(200).json({ bookings: [], page: 1, per_page: 100, total: 0 }),
      ),
    );
    renderPanel(guide, { onEdit, onDelete });

    expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
    expect(screen.getByText('From 2 to 3 persons')).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 seats taken/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onEdit).toHaveBeenCalledWith(event);
    expect(onDelete).toHaveBeenCalledWith(event);
  });

  it("shows another guide neither the attendance nor the owner's buttons", () => {
    renderPanel(otherGuide, { onEdit: vi.fn(), onDelete: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Edit event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Attendance' })).not.toBeInTheDocument();
  });

  it('shows a super admin the attendance', () => {
    renderPanel(makeUser({ role: 'super_admin' }));
    expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
  });
});
