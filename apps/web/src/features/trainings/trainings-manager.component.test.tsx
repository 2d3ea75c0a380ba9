import type { Training } from '@cordee/shared/trainings.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api, apiServer } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { makeTraining, makeTrainingList } from './trainings.fixtures.ts';
import { TrainingsManager } from './trainings-manager.component.tsx';

const plans = [
  { id: 1, plan_name: 'Free', plan_monthly_price: 0 },
  { id: 2, plan_name: 'Crag', plan_monthly_price: 1000 },
];

function stubServer(rows: Training[]) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  apiServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
  });
  apiServer.use(
    api.get('/api/user', ({ response }) =>
      response(200).json(makeBootstrap({ user: makeUser({ role: 'super_admin' }) })),
    ),
    api.get('/api/training/plan-options', ({ response }) => response(200).json({ data: plans })),
    api.get('/api/training', ({ query, response }) => {
      const planId = query.get('plan_id');
      return response(200).json(makeTrainingList(rows.filter((row) => !planId || row.plans.includes(Number(planId)))));
    }),
    api.get('/api/training/{id}', ({ params, response }) => {
      const row = rows.find((candidate) => candidate.id === Number(params.id));
      return row ? response(200).json(row) : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
    api.delete('/api/training/{id}', ({ params, response }) => {
      const id = Number(params.id);
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
      return response(200).json({ message: 'Training is deleted', code: 'training_deleted', id });
    }),
    api.post('/api/training', async ({ request, response }) => {
      const body = await request.json();
      if (body.training_title === 'taken') {
        return response(422).json({
          message: 'Invalid',
          code: 'invalid_input',
          errors: { plans: ['Choose plans from the list.'] },
        });
      }
      const created = makeTraining({ id: 99, training_title: body.training_title, plans: body.plans });
      rows.unshift(created);
      return response(201).json({ message: 'Training is created', code: 'training_created', training: created });
    }),
  );
  return sent;
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderManager(path = '/trainings') {
  return renderRoutes(
    [
      {
        path: '/trainings',
        element: (
          <>
            <TrainingsManager />
            <Address />
            <AppModalHost />
            <AlertRegion />
          </>
        ),
      },
    ],
    path,
  );
}

describe('TrainingsManager', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
    vi.unstubAllGlobals();
  });

  it('shows the empty state with its call to create', async () => {
    stubServer([]);
    renderManager();
    expect(await screen.findByText('No Trainings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Creating Trainings' })).toBeInTheDocument();
  });

  it('opens the Selected Video panel by training_id and deletes through the shared confirmation', async () => {
    stubServer([makeTraining(), makeTraining({ id: 8, training_title: 'Flagging', plans: [2] })]);
    renderManager('/trainings?training_id=7&origin=Trainings');
    const panel = await screen.findByRole('region', { name: 'Selected Video' });
    expect(await within(panel).findByRole('heading', { name: 'Quiet feet on slab' })).toBeInTheDocument();
    expect(within(panel).getByText('heels low')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Video' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete training' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Training is deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/trainings$/));
    expect(screen.queryByRole('button', { name: /^Quiet feet on slab/ })).not.toBeInTheDocument();
  });

  it('filters by plan', async () => {
    stubServer([makeTraining(), makeTraining({ id: 8, training_title: 'Flagging', plans: [2] })]);
    renderManager();
    await screen.findByRole('button', { name: /^Flagging/ });
    await userEvent.selectOptions(screen.getByLabelText('Filter by plan'), 'Crag');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Quiet feet on slab/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Flagging/ })).toBeInTheDocument();
  });

  it('adds a training from the form, shows server errors under their field, and selects what was saved', async () => {
    const sent = stubServer([]);
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Training video' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    expect(await within(dialog).findByText('The title is required.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'taken');
    await userEvent.click(await within(dialog).findByLabelText(/Crag/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose plans from the list.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Rope drag');
    await userEvent.type(within(dialog).getByLabelText('Or paste a video link'), 'http://example.com/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByText(/Paste a YouTube or Vimeo link/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Or paste a video link'));
    await userEvent.type(within(dialog).getByLabelText('Or paste a video link'), 'https://vimeo.com/76979871');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Training is created')).toBeInTheDocument();
    const post = sent.filter((call) => call.method === 'POST').at(-1);
    expect(post?.body).toMatchObject({
      training_title: 'Rope drag',
      plans: [2],
      training_gallery: [{ type: 'video', url: 'https://vimeo.com/76979871', thumbnail: null }],
    });
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('training_id=99'));
  });
});
