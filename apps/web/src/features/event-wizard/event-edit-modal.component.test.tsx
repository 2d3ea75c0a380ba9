import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { ModalHost } from '../../shell/modals/modal-host.component.tsx';
import { type Answer, api, apiServer, type Respond } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { EventEditModal } from './event-edit-modal.component.tsx';
import { makeEvent } from './event-wizard.fixtures.ts';

vi.mock('./location-picker-map.component.tsx', () => ({ LocationPickerMap: () => null }));

const registry = { event_edit: { title: () => 'Edit event', Content: EventEditModal, size: 'wide' as const } };

function stubServer(
  onPut: (
    body: Record<string, unknown>,
    response: Respond<'/api/event/{id}', 'put'>,
  ) => Answer<'/api/event/{id}', 'put'>,
) {
  const event = makeEvent({ id: 7, event_name: 'Ice week' });
  apiServer.use(
    api.get('/api/event/{id}', ({ params, response }) =>
      params.id === '7'
        ? response(200).json({ event })
        : response(404).json({ message: 'Not found', code: 'not_found' }),
    ),
    // The location step looks the address up: no place matches here.
    api.get('/api/places/search', ({ response }) => response(200).json({ places: [] })),
    api.put('/api/event/{id}', async ({ params, request, response }) =>
      params.id === '7'
        ? onPut((await request.json()) as Record<string, unknown>, response)
        : response(404).json({ message: 'Not found', code: 'not_found' }),
    ),
  );
  return event;
}

function renderModalHost() {
  return renderScreen(
    <>
      <ModalHost registry={registry} />
      <AlertRegion />
    </>,
    '/upcoming-events',
  );
}

afterEach(() => {
  act(() => {
    closeModal();
    dismissAllAlerts();
  });
});

describe('EventEditModal', () => {
  it('edits a copy of the event through the four steps and reopens the course on success', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const event = stubServer((body, response) => {
      bodies.push(body);
      return response(200).json({
        message: 'Event is updated',
        code: 'event_updated',
        event: { ...event, event_name: String(body.event_name) },
      });
    });
    const { router } = renderModalHost();
    act(() => openModal('event_edit', { eventId: 7 }));

    const name = await screen.findByLabelText('Event name');
    expect(name).toHaveValue('Ice week');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ice week (Weeping Wall)');
    for (const title of ['Location', 'Pricing', 'Requirements']) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('heading', { name: new RegExp(`^Step \\d of 4: ${title}$`) })).toBeInTheDocument();
    }
    // The saved waiver shows under the name of the guide's file, not its storage key.
    expect(screen.getByRole('link', { name: 'ice-week-waiver.pdf' })).toHaveAttribute(
      'href',
      '/uploads/pdf-3f9c2a.pdf',
    );
    expect(screen.queryByText(/pdf-3f9c2a/)).not.toBeInTheDocument();
    // The prices of the saved private trip are there, one per group size.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Price per person, group of 3')).toHaveValue(250.5);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Event is updated')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      event_name: 'Ice week (Weeping Wall)',
      gallery: ['img-1.jpg'],
      event_terms: 'pdf-3f9c2a.pdf',
      price: [
        { id: 2, price: 30_000 },
        { id: 3, price: 25_050 },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?current=7');
  });

  it("keeps the modal open with the server's message when the edit is refused", async () => {
    stubServer((_body, response) =>
      response(409).json({
        message: 'The attendance limit cannot be lower than the seats already booked on a date.',
        code: 'seats_already_taken',
      }),
    );
    renderModalHost();
    act(() => openModal('event_edit', { eventId: 7 }));

    await screen.findByLabelText('Event name');
    for (let step = 1; step < 4; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('The attendance limit cannot be lower than the seats already booked on a date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
