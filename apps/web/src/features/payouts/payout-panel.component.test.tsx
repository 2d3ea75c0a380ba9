import type { PayoutMethod } from '@cordee/shared/payouts.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderRoutes, renderScreen } from '../../test/render.tsx';
import { openInNewTab, sendBrowserTo } from './external-navigation.ts';
import { PayoutPanel } from './payout-panel.component.tsx';
import { makeOverview, makePayout, makePayoutMethod, postsOf, stubPayoutServer } from './payouts.fixtures.ts';

// Leaving the app cannot happen in jsdom; the tests check where the screen would send the browser.
vi.mock('./external-navigation.ts', () => ({ sendBrowserTo: vi.fn(), openInNewTab: vi.fn() }));

function renderPanel() {
  return renderScreen(
    <>
      <PayoutPanel />
      <AppModalHost />
      <AlertRegion />
    </>,
    '/payout',
  );
}

/** The Payout screen as the provider's return link opens it. */
function renderReturnedPanel() {
  return renderRoutes(
    [
      {
        path: '/payout',
        element: (
          <>
            <PayoutPanel />
            <AlertRegion />
          </>
        ),
      },
    ],
    '/payout?onboarding=returned',
  );
}

/** The provider has the guide's details but has not enabled the account yet. */
function detailsSubmittedOverview() {
  const overview = makeOverview('finish');
  return { ...overview, account: overview.account && { ...overview.account, details_submitted: true } };
}

describe('PayoutPanel', () => {
  beforeEach(() => {
    vi.mocked(sendBrowserTo).mockClear();
    vi.mocked(openInNewTab).mockClear();
  });

  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows a spinner in a live region while the overview loads', async () => {
    stubPayoutServer({ overview: () => makeOverview('setup') });
    renderPanel();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your payout account...');
    expect(await screen.findByRole('heading', { name: 'Setup Payout Account' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your payout account...')).not.toBeInTheDocument();
  });

  describe('setup', () => {
    it('sends the browser to the onboarding page that POST /api/stripe answers', async () => {
      const server = stubPayoutServer({
        overview: () => makeOverview('setup'),
        answers: [
          api.post('/api/stripe', ({ response }) =>
            response(200).json({ url: 'http://localhost/sandbox/onboarding/acct_1?return_url=x' }),
          ),
        ],
      });
      renderPanel();

      await userEvent.click(await screen.findByRole('button', { name: 'Get started' }));

      await vi.waitFor(() =>
        expect(sendBrowserTo).toHaveBeenCalledWith('http://localhost/sandbox/onboarding/acct_1?return_url=x'),
      );
      expect(postsOf(server)).toEqual([['/api/stripe', undefined]]);
      // The browser is leaving: the button stays busy so a second click cannot ask for another link.
      expect(screen.getByRole('button', { name: 'Get started' })).toBeDisabled();
    });

    it("shows the server's message as a danger alert and stops the spinner when the call fails", async () => {
      stubPayoutServer({
        overview: () => makeOverview('setup'),
        answers: [
          api.post('/api/stripe', ({ response }) =>
            response(503).json({
              message: 'The payment provider is not answering. Please try again.',
              code: 'payment_provider_unavailable',
            }),
          ),
        ],
      });
      renderPanel();
      const getStarted = await screen.findByRole('button', { name: 'Get started' });

      await userEvent.click(getStarted);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The payment provider is not answering. Please try again.',
      );
      expect(getStarted).toBeEnabled();
      expect(getStarted).not.toHaveAttribute('aria-busy');
      expect(sendBrowserTo).not.toHaveBeenCalled();
    });
  });

  describe('finish', () => {
    it('sends the browser to a fresh link from POST /api/finish-onboarding', async () => {
      const server = stubPayoutServer({
        overview: () => makeOverview('finish'),
        answers: [
          api.post('/api/finish-onboarding', ({ response }) =>
            response(200).json({ url: 'http://localhost/sandbox/onboarding/acct_sandbox_1' }),
          ),
        ],
      });
      renderPanel();

      expect(await screen.findByRole('heading', { name: 'Finish payout setup' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Finish setup' }));

      await vi.waitFor(() =>
        expect(sendBrowserTo).toHaveBeenCalledWith('http://localhost/sandbox/onboarding/acct_sandbox_1'),
      );
      expect(postsOf(server)).toEqual([['/api/finish-onboarding', undefined]]);
    });

    it('asks again every 2 s, just back from onboarding, until the provider has enabled the account', async () => {
      let calls = 0;
      stubPayoutServer({
        overview: () => {
          calls += 1;
          return calls === 1 ? detailsSubmittedOverview() : makeOverview('active');
        },
      });
      const { router } = renderReturnedPanel();

      expect(await screen.findByRole('heading', { name: 'Finish payout setup' })).toBeInTheDocument();
      expect(screen.getByText('Checking your payout account...')).toBeInTheDocument();
      // The marker leaves the address, so a reload shows the account as it is.
      expect(router.state.location.search).toBe('');
      expect(await screen.findByRole('heading', { name: 'Payout active' }, { timeout: 4000 })).toBeInTheDocument();
      expect(calls).toBe(2);
    });

    it('shows an onboarding the guide cancelled as unfinished at once, without checking', async () => {
      stubPayoutServer({ overview: () => makeOverview('finish') });
      renderReturnedPanel();

      expect(await screen.findByRole('heading', { name: 'Finish payout setup' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
      expect(screen.queryByText('Checking your payout account...')).not.toBeInTheDocument();
    });

    it('does not wait for the provider on a later visit, even with the details submitted', async () => {
      stubPayoutServer({ overview: () => detailsSubmittedOverview() });
      renderPanel();

      expect(await screen.findByRole('heading', { name: 'Finish payout setup' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
      expect(screen.queryByText('Checking your payout account...')).not.toBeInTheDocument();
    });
  });

  describe('active', () => {
    const overview = makeOverview('active', {
      external_accounts: [
        makePayoutMethod({ id: 'ba_1', bank_name: 'Royal Bank of Canada', last4: '6789' }),
        makePayoutMethod({
          id: 'ba_2',
          bank_name: 'TD Canada Trust',
          account_holder_name: 'Ada L.',
          last4: '4321',
          routing_number: '54321-004',
          default_for_currency: false,
        }),
      ],
      balance: { available: [{ amount: 12345, currency: 'cad' }], pending: [{ amount: 500, currency: 'cad' }] },
      payouts: [makePayout({ amount: 123456, status: 'in_transit' })],
      stats: {
        period_days: 7,
        currency: 'cad',
        gross: 100000,
        fee: 10000,
        net: 90000,
        total_events: 3,
        total_bookings: 12,
      },
    });

    it('shows the stats, schedule, balance, payout methods and payouts', async () => {
      stubPayoutServer({ overview: () => overview });
      renderPanel();

      expect(await screen.findByRole('heading', { name: 'Payout active' })).toBeInTheDocument();
      // Spec 3 §9: no interval from the provider reads 'business day'.
      expect(screen.getByText('Payouts are sent on a business day schedule')).toBeInTheDocument();

      const stats = screen.getByRole('region', { name: 'Payout figures' });
      const card = (label: string) => within(stats).getByRole('heading', { name: label }).closest('li') as HTMLElement;
      expect(card('Gross balance')).toHaveTextContent('CA$1,000.00');
      expect(card('Gross balance')).toHaveTextContent('Last 7 days');
      expect(card('Net balance')).toHaveTextContent('CA$900.00');
      expect(card('Net balance')).toHaveTextContent('Last 7 days');
      expect(card('Total events')).toHaveTextContent('3');
      expect(card('Total events')).toHaveTextContent('All time');
      expect(card('Total bookings')).toHaveTextContent('12');

      const balance = screen.getByRole('region', { name: 'Balance' });
      expect(within(balance).getByText('Available').nextElementSibling).toHaveTextContent('CA$123.45');
      expect(within(balance).getByText('Pending').nextElementSibling).toHaveTextContent('CA$5.00');

      const methods = within(screen.getByRole('list', { name: 'Payout methods' })).getAllByRole('listitem');
      expect(methods).toHaveLength(2);
      expect(methods[0]).toHaveTextContent('Royal Bank of Canada');
      expect(methods[0]).toHaveTextContent('Ada Lovelace');
      expect(methods[0]).toHaveTextContent('•••• 6789');
      expect(methods[0]).toHaveTextContent('Routing 12345-003');
      expect(methods[0]).toHaveTextContent('CAD');
      expect(within(methods[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
      expect(within(methods[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
      expect(within(methods[1] as HTMLElement).queryByText('Default')).not.toBeInTheDocument();
      expect(
        within(methods[1] as HTMLElement).getByRole('button', {
          name: 'Make default for TD Canada Trust ending in 4321',
        }),
      ).toBeInTheDocument();

      const payouts = screen.getByRole('table', { name: 'Payouts' });
      const row = within(payouts).getByRole('row', { name: /CA\$1,234\.56/ });
      expect(row).toHaveTextContent('Payout to Royal Bank of Canada ••••6789');
      expect(row).toHaveTextContent('Mar 14, 2025');
      expect(row).toHaveTextContent('In transit');
    });

    it('shows the provider interval and an empty payouts state', async () => {
      stubPayoutServer({
        overview: () =>
          makeOverview('active', {
            account: {
              ...(makeOverview('active').account as NonNullable<ReturnType<typeof makeOverview>['account']>),
              settings: { payouts: { schedule: { interval: 'weekly' } } },
            },
          }),
      });
      renderPanel();

      expect(await screen.findByText('Payouts are sent on a weekly schedule')).toBeInTheDocument();
      expect(screen.getByText('No payouts yet')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('No bank account yet. Add one to withdraw your balance.')).toBeInTheDocument();
    });

    it('makes another bank account the default, shows the message and refetches', async () => {
      let current = overview;
      const server = stubPayoutServer({
        overview: () => current,
        answers: [
          api.post('/api/payouts/bank-accounts/{id}/default', ({ response }) => {
            const [first, second] = overview.external_accounts as [PayoutMethod, PayoutMethod];
            current = {
              ...overview,
              external_accounts: [
                { ...first, default_for_currency: false },
                { ...second, default_for_currency: true },
              ],
            };
            return response(200).json({
              message: 'Default bank account updated',
              code: 'payout_method_default_updated',
              external_account: second,
            });
          }),
        ],
      });
      renderPanel();

      await userEvent.click(
        await screen.findByRole('button', { name: 'Make default for TD Canada Trust ending in 4321' }),
      );

      expect(await screen.findByRole('status')).toHaveTextContent('Default bank account updated');
      expect(postsOf(server)).toEqual([['/api/payouts/bank-accounts/ba_2/default', undefined]]);
      const methods = screen.getByRole('list', { name: 'Payout methods' });
      await vi.waitFor(() =>
        expect(within(methods).getAllByRole('listitem')[1]).toHaveTextContent(/TD Canada Trust\s*Default/),
      );
    });

    it('opens the payout dashboard in a new tab', async () => {
      const server = stubPayoutServer({
        overview: () => overview,
        answers: [
          api.post('/api/goto-stripe-dashboard/{id}', ({ response }) =>
            response(200).json({ url: 'http://localhost/sandbox/dashboard/acct_sandbox_1' }),
          ),
        ],
      });
      renderPanel();

      await userEvent.click(await screen.findByRole('button', { name: 'Open payout dashboard (opens in a new tab)' }));

      await vi.waitFor(() =>
        expect(openInNewTab).toHaveBeenCalledWith('http://localhost/sandbox/dashboard/acct_sandbox_1'),
      );
      expect(postsOf(server)).toEqual([['/api/goto-stripe-dashboard/acct_sandbox_1', undefined]]);
    });

    it('opens the three modals from its buttons', async () => {
      stubPayoutServer({ overview: () => overview });
      renderPanel();

      await userEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
      expect(await findOpenModal('Add bank account')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');

      await userEvent.click(screen.getByRole('button', { name: 'Withdraw funds' }));
      const withdraw = await findOpenModal('Withdraw funds');
      expect(within(withdraw).getByText('Available balance: CA$123.45')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');

      await userEvent.click(screen.getByRole('button', { name: 'Bank accounts' }));
      const banks = await findOpenModal('Bank accounts');
      expect(within(banks).getAllByRole('listitem')).toHaveLength(2);
      expect(within(banks).getByRole('button', { name: /^Make default/ })).toBeInTheDocument();
    });
  });

  it("shows the server's message as a danger alert when the overview cannot load, and retries", async () => {
    let fail = true;
    stubPayoutServer({
      answers: [
        api.get('/api/payouts/overview', ({ response }) =>
          fail
            ? response(404).json({ message: 'This payout account or item does not exist.', code: 'not_found' })
            : response(200).json(makeOverview('setup')),
        ),
      ],
    });
    renderPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent('This payout account or item does not exist.');
    expect(screen.getByText('Your payout account could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Loading your payout account...')).not.toBeInTheDocument();
    // One alert for one failure.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Setup Payout Account' })).toBeInTheDocument();
  });
});
