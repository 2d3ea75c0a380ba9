import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeOverview, makePayoutMethod, postsOf, stubPayoutServer } from './payouts.fixtures.ts';

function renderAddModal() {
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('new_payment'));
}

async function fillForm(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Account holder name'), '  Ada Lovelace ');
  await userEvent.type(within(dialog).getByLabelText('Transit number'), '12345');
  await userEvent.type(within(dialog).getByLabelText('Institution number'), '003');
  await userEvent.type(within(dialog).getByLabelText('Account number'), '1234567');
}

describe('the new_payment modal (add bank account)', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows the first server message under each field and the general message in a red box', async () => {
    const server = stubPayoutServer({
      overview: () => makeOverview('active'),
      answers: [
        api.post('/api/payouts/bank-accounts', ({ response }) =>
          response(422).json({
            message: 'The given data was invalid.',
            code: 'invalid_input',
            errors: {
              institution_number: ['The institution number is not a Canadian bank.', 'A second message nobody sees.'],
              account_number: ['The account number must be 7 to 12 digits.'],
            },
          }),
        ),
      ],
    });
    renderAddModal();
    const dialog = await findOpenModal('Add bank account');
    await fillForm(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    // Each message shows once: under its field, not again in a red box.
    const institution = within(dialog).getByLabelText('Institution number');
    await waitFor(() => expect(institution).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(institution).toHaveAccessibleDescription('3 digits The institution number is not a Canadian bank.');
    expect(within(dialog).queryByText('A second message nobody sees.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account number')).toHaveAccessibleDescription(
      '7 to 12 digits The account number must be 7 to 12 digits.',
    );
    expect(within(dialog).getByLabelText('Transit number')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();

    expect(postsOf(server)).toEqual([
      [
        '/api/payouts/bank-accounts',
        {
          account_holder_name: 'Ada Lovelace',
          transit_number: '12345',
          institution_number: '003',
          account_number: '1234567',
        },
      ],
    ]);
  });

  it('checks the digits before calling the server', async () => {
    const server = stubPayoutServer({ overview: () => makeOverview('active') });
    renderAddModal();
    const dialog = await findOpenModal('Add bank account');
    await userEvent.type(within(dialog).getByLabelText('Transit number'), '12a');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(await within(dialog).findByText('The account holder name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The transit number must be 5 digits.')).toBeInTheDocument();
    expect(within(dialog).getByText('The institution number field is required.')).toBeInTheDocument();
    expect(postsOf(server)).toEqual([]);
  });

  it("shows the server's message as a success alert, refetches the overview and closes", async () => {
    let added = false;
    const server = stubPayoutServer({
      overview: () => makeOverview('active', { external_accounts: added ? [makePayoutMethod()] : [] }),
      answers: [
        api.post('/api/payouts/bank-accounts', ({ response }) => {
          added = true;
          return response(201).json({
            message: 'Bank account added',
            code: 'payout_method_added',
            external_account: makePayoutMethod(),
          });
        }),
      ],
    });
    renderAddModal();
    const dialog = await findOpenModal('Add bank account');
    await fillForm(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bank account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Bank account added');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(postsOf(server)).toHaveLength(1);
  });
});
