import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { EventCard } from './event-card.component.tsx';
import { makeEvent, makeOccurrence, stubEventServer } from './events.fixtures.ts';

describe('EventCard', () => {
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
    const user = makeUser({ role: 'climber' });
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(user));
    stubEventServer(() => undefined);
    renderScreen(<EventCard event={makeEvent({ event_type: 'private' })} onOpen={vi.fn()} />);
    expect(screen.getByText('Private')).toBeInTheDocument();
  });
});
