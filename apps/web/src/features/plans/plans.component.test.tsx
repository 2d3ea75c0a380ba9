import type { Plan } from '@cordee/shared/plans.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { PlansScreen } from '../../routes/plans.screen.tsx';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { planFormDefaults, planWriteOf } from './plan-form-values.ts';

const plan = (id: number, name: string, monthly: number, yearly: number, features: string[] = []): Plan => ({
  id,
  plan_name: name,
  plan_monthly_price: monthly,
  plan_yearly_price: yearly,
  features,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function renderPlans(path: string, answers: RequestHandler[]) {
  const user = makeUser({ role: 'super_admin' });
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
  const calls = answerEventServer([
    ...answers,
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))),
  ]);
  renderRoutes(
    [
      {
        path: '/plans',
        element: (
          <>
            <PlansScreen />
            <AppModalHost />
            <AlertRegion />
          </>
        ),
      },
    ],
    path,
  );
  return calls;
}

afterEach(() => {
  act(() => {
    closeModal();
    dismissAllAlerts();
  });
});

describe('plan form values', () => {
  it('turns typed dollars into cents and back', () => {
    const values = planFormDefaults(plan(1, 'Crag', 1000, 10000, ['Videos']));
    expect(values).toEqual({ plan_name: 'Crag', monthly: '10', yearly: '100', features: [{ text: 'Videos' }] });
    expect(planWriteOf({ ...values, monthly: '$1,200', yearly: '12000' })).toEqual({
      plan_name: 'Crag',
      plan_monthly_price: 120000,
      plan_yearly_price: 1200000,
      features: ['Videos'],
    });
  });
});

describe('the Training Plans screen', () => {
  it('shows the empty state', async () => {
    renderPlans('/plans', [api.get('/api/plan', ({ response }) => response(200).json({ plans: [] }))]);
    expect(await screen.findByText('No Plans yet')).toBeInTheDocument();
  });

  it('opens the selected plan from plan_id, with Delete Plan only for a paid plan', async () => {
    const plans = [plan(1, 'Free', 0, 0), plan(2, 'Crag', 1000, 10000, ['Crag videos'])];
    renderPlans('/plans?plan_id=2', [api.get('/api/plan', ({ response }) => response(200).json({ plans }))]);
    const panel = await screen.findByRole('region', { name: 'Crag' });
    expect(within(panel).getByText('Selected Plan')).toBeInTheDocument();
    expect(within(panel).getByText('CA$100')).toBeInTheDocument();
    expect(within(panel).getByText('Crag videos')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete Plan' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Free/ }));
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).queryByRole('button', { name: 'Delete Plan' })).toBeNull();
    expect(within(free).getByRole('button', { name: 'Edit Plan' })).toBeInTheDocument();
  });

  it('adds a plan, showing the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = renderPlans('/plans', [
      api.get('/api/plan', ({ response }) => response(200).json({ plans: [] })),
      api.post('/api/plan', ({ response }) => {
        attempts += 1;
        if (attempts === 1) {
          return response(422).json({
            message: 'A plan with this name already exists.',
            code: 'invalid_input',
            errors: { plan_name: ['A plan with this name already exists.'] },
          });
        }
        return response(201).json({
          message: 'Plan is created',
          code: 'plan_created',
          plan: plan(5, 'Summit', 3000, 30000),
        });
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Plan name'), 'Summit');
    await user.type(within(dialog).getByLabelText('Price per month (CA$)'), '30.50');
    await user.type(within(dialog).getByLabelText('Price per year (CA$)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.type(within(dialog).getByLabelText('Feature 1'), 'Big walls');
    await user.click(within(dialog).getByRole('button', { name: 'Add Plan' }));
    expect(await within(dialog).findByText('Whole dollars only')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Price per month (CA$)'));
    await user.type(within(dialog).getByLabelText('Price per month (CA$)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Plan' }));
    expect(await within(dialog).findByText('A plan with this name already exists.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Plan' }));
    expect(await screen.findByText('Plan is created')).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST' && call.path === '/api/plan');
    expect(posted.at(-1)?.body).toEqual({
      plan_name: 'Summit',
      plan_monthly_price: 3000,
      plan_yearly_price: 30000,
      features: ['Big walls'],
    });
  });
});
