import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCardList } from './stat-card-list.component.tsx';

describe('StatCardList', () => {
  it("shows a climber's four cards from the server's figures, money exact to the cent", () => {
    render(
      <StatCardList
        stats={[
          { key: 'all_bookings', value: 7, kind: 'count' },
          { key: 'pending_approval', value: 2, kind: 'count' },
          { key: 'awaiting_payment', value: 1, kind: 'count' },
          { key: 'amount_spent', value: 173_250, kind: 'money' },
        ]}
      />,
    );

    const cards = screen
      .getAllByRole('listitem')
      .map((card) => [within(card).getByRole('heading').textContent, card.querySelector('p')?.textContent]);
    expect(cards).toEqual([
      ['All bookings', '7'],
      ['Pending approval', '2'],
      ['Awaiting payment', '1'],
      ['Amount spent', 'CA$1,732.50'],
    ]);
  });

  it("shows a guide's payouts with their cents, as the Payout screen does", () => {
    render(
      <StatCardList
        stats={[
          { key: 'total_transactions', value: 3, kind: 'count' },
          { key: 'payouts', value: 2_550, kind: 'money' },
        ]}
      />,
    );

    const payouts = screen.getByRole('heading', { name: 'Payouts' }).closest('li');
    expect(payouts).toHaveTextContent('CA$25.50');
    expect(payouts).not.toHaveTextContent('CA$26');
  });

  it('skips a stat this build has no label for rather than showing it unlabelled', () => {
    render(
      <StatCardList
        stats={[
          { key: 'all_bookings', value: 1, kind: 'count' },
          { key: 'something_new', value: 5, kind: 'count' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
