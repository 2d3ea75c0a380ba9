import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer, makeEvent, makeOccurrence } from '../../api/events.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { bookingList, makeBooking, OpenModalProbe, signInForTest } from '../bookings/bookings.fixtures.ts';
import { EventCard } from './event-card.component.tsx';

describe('EventCard', () => {
  afterEach(() => act(() => closeModal()));

  it('shows the 320-px preview of the first photo in a reserved square, lazily except on the first card', () => {
    const id = 'c'.repeat(32);
    const event = makeEvent({ gallery: [{ key: `${id}.png`, url: `/uploads/${id}.png` }] });
    const { container, unmount } = renderScreen(<EventCard event={event} onOpen={vi.fn()} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', `/uploads/${id}-thumb.webp`);
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveAttribute('height', '112');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    unmount();

    const first = renderScreen(<EventCard event={event} onOpen={vi.fn()} imageFirst />).container.querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    // A card's photo is never the page's largest element: the first loads at once, at no special priority.
    expect(first).not.toHaveAttribute('fetchpriority');
  });

  it('shows the name, the address cut at 20 characters, the dates and the lowest price, and opens the event', async () => {
    const onOpen = vi.fn();
    const event = makeEvent({ start_date: '2030-06-06', end_date: '2030-06-09' });
    renderScreen(<EventCard event={event} onOpen={onOpen} />);

    expect(screen.getByText('Stawamus Chief Pr...')).toBeInTheDocument();
    expect(screen.getByText('Jun 6 – 9, 2030')).toBeInTheDocument();
    expect(screen.getByText('From CA$425')).toBeInTheDocument();
    expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
    expect(screen.queryByText('Public')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: event.event_name }));
    expect(onOpen).toHaveBeenCalledWith(event);
  });

  it('says "Fully booked" when the one date of a non-repeating event is full', () => {
    const event = makeEvent({
      repeat: false,
      occurrence_count: 1,
      next_occurrences: [makeOccurrence({ capacity: 3, seats_taken: 3 })],
    });
    renderScreen(<EventCard event={event} onOpen={vi.fn()} />);
    expect(screen.getByText('Fully booked')).toBeInTheDocument();
  });

  it('shows a climber the event type', () => {
    signInForTest(makeUser({ role: 'climber' }));
    // The climber has booked nothing.
    answerEventServer([api.get('/api/bookings', ({ response }) => response(200).json(bookingList([])))]);
    renderScreen(<EventCard event={makeEvent({ event_type: 'private' })} onOpen={vi.fn()} />);
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it("offers a visitor 'Book event', which asks them to log in, without opening the card", async () => {
    const onOpen = vi.fn();
    renderScreen(
      <>
        <EventCard event={makeEvent()} onOpen={onOpen} />
        <AppModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book event' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to book' })).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("shows a climber the status of their booking on the course, and 'Complete booking' when it is accepted", async () => {
    signInForTest(makeUser({ id: 20, role: 'climber' }));
    const event = makeEvent({ id: 3 });
    answerEventServer([
      api.get('/api/bookings', ({ response }) =>
        response(200).json(bookingList([makeBooking({ id: 70, event_id: 3, status: 'accepted' })])),
      ),
    ]);
    renderScreen(
      <>
        <EventCard event={event} onOpen={vi.fn()} />
        <OpenModalProbe />
      </>,
    );
    expect(await screen.findByText('Waiting payment')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete booking' }));
    expect(screen.getByRole('status', { name: 'open modal' })).toHaveTextContent('booking_modal {"bookingId":70}');
  });

  it('shows a guide no book button', () => {
    signInForTest(makeUser({ role: 'guide' }));
    answerEventServer();
    renderScreen(<EventCard event={makeEvent()} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Book event' })).not.toBeInTheDocument();
  });
});
