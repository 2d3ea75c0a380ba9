import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer, makeEvent } from '../../api/events.fixtures.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { api, apiServer } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { bookingList } from '../bookings/bookings.fixtures.ts';

const owner = makeUser({ id: 7, role: 'guide' });
const course = makeEvent({ id: 41, guide_id: 7, event_name: 'Squamish trad basics' });
const notFound = { message: 'Not found', code: 'not_found' };

function signInAs(user: ReturnType<typeof makeUser>) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
  apiServer.use(api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))));
}

function openCourse() {
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('search_result', { eventId: course.id }));
}

afterEach(() => {
  act(() => closeModal());
  vi.unstubAllGlobals();
});

describe('search_result modal', () => {
  it('lets the course guide delete it from the search results, then closes', async () => {
    signInAs(owner);
    const calls = answerEventServer([
      api.get('/api/event/{id}', ({ params, response }) =>
        params.id === '41' ? response(200).json({ event: course }) : response(404).json(notFound),
      ),
      // Nobody has booked the guide's course yet.
      api.get('/api/bookings', ({ response }) => response(200).json(bookingList([]))),
      api.delete('/api/event/{id}', ({ params, response }) =>
        params.id === '41'
          ? response(200).json({ message: 'Event is deleted', code: 'event_deleted', id: 41 })
          : response(404).json(notFound),
      ),
    ]);
    openCourse();
    const dialog = await screen.findByRole('dialog', { name: 'Selected Course' });
    await within(dialog).findByRole('heading', { name: 'Squamish trad basics' });
    expect(within(dialog).getByRole('button', { name: 'Edit event' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete event' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByText('Event is deleted')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/event/41')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Selected Course' })).not.toBeInTheDocument();
  });

  it('shows another guide neither Edit nor Delete', async () => {
    signInAs(makeUser({ id: 8, role: 'guide' }));
    answerEventServer([
      api.get('/api/event/{id}', ({ params, response }) =>
        params.id === '41' ? response(200).json({ event: course }) : response(404).json(notFound),
      ),
    ]);
    openCourse();
    const dialog = await screen.findByRole('dialog', { name: 'Selected Course' });
    await within(dialog).findByRole('heading', { name: 'Squamish trad basics' });
    expect(within(dialog).queryByRole('button', { name: 'Edit event' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('a course that could not load', () => {
  it('says the server is busy and offers "Try again", which loads it', async () => {
    let busy = true;
    answerEventServer([
      api.get('/api/event/{id}', ({ params, response }) => {
        if (params.id !== String(course.id)) return response(404).json(notFound);
        return busy
          ? response(503).json({ message: 'The server is busy. Please try again.', code: 'overloaded' })
          : response(200).json({ event: course });
      }),
    ]);
    openCourse();

    const dialog = await screen.findByRole('dialog', { name: 'Selected Course' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cordée is very busy right now. Please try again in a moment.',
    );
    busy = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: course.event_name })).toBeInTheDocument();
  });
});
