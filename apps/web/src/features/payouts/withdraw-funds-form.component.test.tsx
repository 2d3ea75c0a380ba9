import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { type Answer, api, type Respond } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeOverview, makePayout, makePayoutMethod, postsOf, stubPayoutServer } from './payouts.fixtures.ts';

const withBalance = (available: number) =>
  makeOverview('active', {
    external_accounts: [makePayoutMethod()],
    balance: { available: [{ amount: available, currency: 'cad' }], pending: [{ amount: 0, currency: 'cad' }] },
  });

async function openWithdraw() {
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('withdraw_funds'));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw funds' });
  await within(dialog).findByLabelText('Amount (CA$)');
  return dialog;
}

async function withdraw(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByLabelText('Amount (CA$)');
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
}

describe('the withdraw_funds modal', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows the available balance and sends the dollars typed as exact integer cents', async () => {
    const server = stubPayoutServer({
      overview: () => withBalance(5000),
      answers: [
        api.post('/api/payouts/withdraw', ({ response }) =>
          response(201).json({
            message: 'Payout created',
            code: 'payout_created',
            payout: makePayout({ amount: 1234 }),
          }),
        ),
      ],
    });
    const dialog = await openWithdraw();
    expect(within(dialog).getByText('Available balance: CA$50.00')).toBeInTheDocument();

    await withdraw(dialog, '12.34');

    expect(await screen.findByRole('status')).toHaveTextContent('Payout created');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [[path, body]] = postsOf(server) as [[string, { amount: number; request_id: string }]];
    expect(path).toBe('/api/payouts/withdraw');
    expect(body.amount).toBe(1234);
    expect(body.request_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('refuses an amount above the available balance without calling the server', async () => {
    const server = stubPayoutServer({ overview: () => withBalance(1000) });
    const dialog = await openWithdraw();

    await withdraw(dialog, '10.01');

    expect(
      await within(dialog).findByText('The amount may not be greater than your available balance (CA$10.00).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount (CA$)')).toHaveAttribute('aria-invalid', 'true');
    expect(postsOf(server)).toEqual([]);
  });

  it.each([
    ['', 'The amount field is required.'],
    ['12.345', 'Enter an amount in dollars and cents, for example 12.34.'],
    ['abc', 'Enter an amount in dollars and cents, for example 12.34.'],
    ['0', 'The amount must be greater than 0.'],
    ['0.00', 'The amount must be greater than 0.'],
  ])('refuses %j with "%s"', async (amount, message) => {
    const server = stubPayoutServer({ overview: () => withBalance(100_000) });
    const dialog = await openWithdraw();

    if (amount === '') await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    else await withdraw(dialog, amount);

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(postsOf(server)).toEqual([]);
  });

  it("shows the server's refusal under the amount, and a new try is a new request", async () => {
    let answer = (response: Respond<'/api/payouts/withdraw', 'post'>): Answer<'/api/payouts/withdraw', 'post'> =>
      response(422).json({
        message: 'The given data was invalid.',
        code: 'invalid_input',
        errors: { amount: ['The amount may not be greater than your available balance (CA$3.00).'] },
      });
    const server = stubPayoutServer({
      overview: () => withBalance(5000),
      answers: [api.post('/api/payouts/withdraw', ({ response }) => answer(response))],
    });
    const dialog = await openWithdraw();

    await withdraw(dialog, '5');

    expect(
      await within(dialog).findByText('The amount may not be greater than your available balance (CA$3.00).'),
    ).toBeInTheDocument();
    // Each message shows once: under its field, not again in a red box.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = (response) =>
      response(201).json({ message: 'Payout created', code: 'payout_created', payout: makePayout({ amount: 300 }) });
    await withdraw(dialog, '3');
    expect(await screen.findByRole('status')).toHaveTextContent('Payout created');

    const bodies = postsOf(server).map(([, body]) => body as { amount: number; request_id: string });
    expect(bodies.map((body) => body.amount)).toEqual([500, 300]);
    expect(bodies[0]?.request_id).not.toBe(bodies[1]?.request_id);
  });

  it('keeps the request id when no answer came, so a retry cannot pay twice', async () => {
    // The first try gets no answer at all, as when the connection drops.
    let answer = (response: Respond<'/api/payouts/withdraw', 'post'>): Answer<'/api/payouts/withdraw', 'post'> =>
      response.untyped(HttpResponse.error());
    const server = stubPayoutServer({
      overview: () => withBalance(5000),
      answers: [api.post('/api/payouts/withdraw', ({ response }) => answer(response))],
    });
    const dialog = await openWithdraw();

    await withdraw(dialog, '20');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An unknown error has occurred. Please check your internet connection.',
    );

    answer = (response) =>
      response(201).json({ message: 'Payout created', code: 'payout_created', payout: makePayout({ amount: 2000 }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payout created');

    const ids = postsOf(server).map(([, body]) => (body as { request_id: string }).request_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});
