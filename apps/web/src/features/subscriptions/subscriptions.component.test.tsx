import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import type { Plan } from '@cordee/shared/plans.contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { SubscriptionScreen } from '../../routes/subscription.screen.tsx';
import { SubscriptionSuccessScreen } from '../../routes/subscription-success.screen.tsx';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { api } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { sendBrowserToProvider } from './provider-redirect.ts';
import { SubscriptionModal } from './subscription-modal.component.tsx';

vi.mock('./provider-redirect.ts', () => ({ sendBrowserToProvider: vi.fn() }));

const plan = (id: number, name: string, monthly: number, yearly: number, features: string[] = []): Plan => ({
  id,
  plan_name: name,
  plan_monthly_price: monthly,
  plan_yearly_price: yearly,
  features,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const PLANS = [
  plan(1, 'Free', 0, 0, ['Journal']),
  plan(2, 'Crag', 1000, 10000, ['Crag videos']),
  plan(3, 'Alpine', 2500, 25000),
];

function renderAt(path: string, bootstrap: Bootstrap, answers: RequestHandler[] = []) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(bootstrap.user));
  const calls = answerEventServer([api.get('/api/user', ({ response }) => response(200).json(bootstrap)), ...answers]);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['bootstrap'], bootstrap);
  const router = createMemoryRouter(
    [
      { path: '/subscription', element: <SubscriptionScreen /> },
      { path: '/subscription/success/:sessionId', element: <SubscriptionSuccessScreen /> },
      { path: '/', element: <p>Arrived home</p> },
      {
        path: '/locked-video',
        element: (
          <SubscriptionModal
            props={{
              trainingId: 7,
              requiredPlans: [
                { id: 3, plan_name: 'Alpine', plan_monthly_price: 2500 },
                { id: 2, plan_name: 'Crag', plan_monthly_price: 1000 },
                { id: 9, plan_name: 'Unknown Plan', plan_monthly_price: null },
              ],
            }}
            close={() => undefined}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, queryClient };
}

afterEach(() => {
  dismissAllAlerts();
  vi.mocked(sendBrowserToProvider).mockClear();
});

describe('the plan picker', () => {
  it('shows whole-dollar prices per interval, marks the free plan as current, and subscribes yearly', async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/subscription', makeBootstrap({ plans: PLANS }), [
      api.post('/api/subscribe/{planId}', ({ response }) =>
        response(200).json({ url: 'http://localhost/sandbox/checkout/cs_1' }),
      ),
    ]);
    const crag = screen.getByRole('listitem', { name: 'Crag' });
    expect(within(crag).getByText('CA$10')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Free' })).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByText('You are on the free plan.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(crag).getByText('CA$100')).toBeInTheDocument();
    await user.click(within(crag).getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() =>
      expect(sendBrowserToProvider).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs_1'),
    );
    const subscribeCall = calls.find((call) => call.path === '/api/subscribe/2');
    expect(subscribeCall).toMatchObject({ method: 'POST', body: { interval: 'year' } });
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAt('/subscription', makeBootstrap({ plans: PLANS }), [
      api.post('/api/subscribe/{planId}', ({ response }) =>
        response(409).json({ message: 'A checkout for this plan is already open.', code: 'checkout_in_progress' }),
      ),
    ]);
    await user.click(
      within(screen.getByRole('listitem', { name: 'Alpine' })).getByRole('button', { name: 'Subscribe' }),
    );
    expect(await screen.findByText('A checkout for this plan is already open.')).toBeInTheDocument();
    expect(sendBrowserToProvider).not.toHaveBeenCalled();
  });

  it('shows the current paid plan with its renewal date and cancels at period end', async () => {
    const user = userEvent.setup();
    const subscription = {
      is_active: true,
      plan_id: 2,
      plan_name: 'Crag',
      interval: 'year' as const,
      current_period_end: '2027-03-15T12:00:00Z',
      cancel_at_period_end: false,
      status: 'active',
    };
    const { calls } = renderAt('/subscription', makeBootstrap({ plans: PLANS, subscription }), [
      api.post('/api/subscription/cancel', ({ response }) =>
        response(200).json({
          message: 'Subscription will end at the end of the period',
          code: 'subscription_ending',
          subscription: { ...subscription, cancel_at_period_end: true },
        }),
      ),
    ]);
    expect(screen.getByText('Renews on March 15, 2027')).toBeInTheDocument();
    const crag = screen.getByRole('listitem', { name: 'Crag' });
    expect(within(crag).getByText('Current plan')).toBeInTheDocument();
    expect(within(crag).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/subscription/cancel')).toBe(true));
  });

  it('names the cheapest plan that opens the locked video it was opened from', async () => {
    renderAt('/locked-video', makeBootstrap({ user: makeUser({ role: 'climber' }), plans: PLANS }));
    expect(await screen.findByText('The Crag plan, or any plan that costs more, opens this video.')).toBeVisible();
  });

  it('offers staff no Subscribe button', () => {
    renderAt('/subscription', makeBootstrap({ user: { ...makeUser({ role: 'super_admin' }) }, plans: PLANS }));
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByText(/open all training content without a subscription/)).toBeInTheDocument();
  });
});

describe('the subscription success screen', () => {
  it('completes the session once and offers the training content and the dashboard', async () => {
    const { calls } = renderAt('/subscription/success/cs_42', makeBootstrap({ plans: PLANS }), [
      api.post('/api/complete-subscription', ({ response }) =>
        response(200).json({
          message: 'Subscription is active',
          code: 'subscription_active',
          subscription: {
            is_active: true,
            plan_id: 2,
            plan_name: 'Crag',
            interval: 'month',
            current_period_end: null,
            cancel_at_period_end: false,
            status: 'active',
          },
        }),
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Subscription Successful!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Training Content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    const completions = calls.filter((call) => call.path === '/api/complete-subscription');
    expect(completions).toHaveLength(1);
    expect(completions[0]?.body).toEqual({ session_id: 'cs_42' });
  });

  it('asks again for the trainings and programs cached on the free plan', async () => {
    const { queryClient } = renderAt('/subscription/success/cs_43', makeBootstrap({ plans: PLANS }), [
      api.post('/api/complete-subscription', ({ response }) =>
        response(200).json({
          message: 'Subscription is active',
          code: 'subscription_active',
          subscription: {
            is_active: true,
            plan_id: 2,
            plan_name: 'Crag',
            interval: 'month',
            current_period_end: null,
            cancel_at_period_end: false,
            status: 'active',
          },
        }),
      ),
    ]);
    const lockedVideos = ['trainings', 'list', { page: 1, perPage: 100, search: '', planId: null }];
    const lockedPrograms = ['training-programs', 'public'];
    queryClient.setQueryData(lockedVideos, { data: [], total: 0 });
    queryClient.setQueryData(lockedPrograms, { data: [] });
    expect(queryClient.getQueryState(lockedVideos)?.isInvalidated).toBe(false);
    expect(await screen.findByRole('link', { name: 'View Training Content' })).toBeInTheDocument();
    expect(queryClient.getQueryState(lockedVideos)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lockedPrograms)?.isInvalidated).toBe(true);
  });

  it('shows the server’s message when the payment is not completed', async () => {
    renderAt('/subscription/success/cs_9', makeBootstrap({ plans: PLANS }), [
      api.post('/api/complete-subscription', ({ response }) =>
        response(409).json({
          message: 'The payment of this subscription is not completed.',
          code: 'payment_not_completed',
        }),
      ),
    ]);
    expect(await screen.findByText('The payment of this subscription is not completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
