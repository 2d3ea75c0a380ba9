import type { HomeStat } from '@cordee/shared/home.contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCardList } from './stat-card-list.component.tsx';

const stat = (key: string, value: number, extra: Partial<HomeStat> = {}): HomeStat => ({
  key,
  value,
  kind: 'count',
  period: 'all_time',
  change_percent: null,
  ...extra,
});

const cardOf = (label: string) => {
  const card = screen.getByRole('heading', { name: label }).closest('li');
  if (!card) throw new Error(`no ${label} card`);
  return card;
};

describe('StatCardList', () => {
  it("shows a climber's four cards from the server's figures, money exact to the cent", () => {
    render(
      <StatCardList
        stats={[
          stat('all_bookings', 7),
          stat('pending_approval', 2),
          stat('awaiting_payment', 1),
          stat('amount_spent', 173_250, { kind: 'money' }),
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

  it('writes the real change against the previous 7 days, up, down or none, and nothing without one', () => {
    render(
      <StatCardList
        stats={[
          stat('all_bookings', 9, { change_percent: 25 }),
          stat('amount_spent', 5_000, { kind: 'money', change_percent: -10 }),
          stat('total_events', 4, { change_percent: 0 }),
          stat('pending_approval', 3),
        ]}
      />,
    );
    expect(cardOf('All bookings')).toHaveTextContent('+25% vs previous 7 days');
    expect(cardOf('Amount spent')).toHaveTextContent('-10% vs previous 7 days');
    expect(cardOf('Total events')).toHaveTextContent('No change vs previous 7 days');
    expect(cardOf('Pending approval')).not.toHaveTextContent(/previous 7 days|increase/);
    expect(document.body).not.toHaveTextContent('23%');
  });

  it("labels a guide's 7-day figures and shows payouts with their cents, as the Payout screen does", () => {
    render(
      <StatCardList
        stats={[
          stat('total_transactions', 3, { period: 'last_7_days' }),
          stat('payouts', 2_550, { kind: 'money', period: 'last_7_days' }),
          stat('total_events', 2),
        ]}
      />,
    );

    expect(cardOf('Payouts')).toHaveTextContent('CA$25.50');
    expect(cardOf('Payouts')).toHaveTextContent('Last 7 days');
    expect(cardOf('Total transactions')).toHaveTextContent('Last 7 days');
    expect(cardOf('Total events')).not.toHaveTextContent('Last 7 days');
  });

  it('skips a stat this build has no label for rather than showing it unlabelled', () => {
    render(<StatCardList stats={[stat('all_bookings', 1), stat('something_new', 5)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
