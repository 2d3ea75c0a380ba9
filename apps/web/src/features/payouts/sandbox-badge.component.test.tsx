import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { makeOverview, PUBLIC_CONFIG, stubPayoutServer } from './payouts.fixtures.ts';
import { SandboxBadge } from './sandbox-badge.component.tsx';

const BADGE = 'Sandbox — no real money moves';

describe('SandboxBadge', () => {
  it('shows when the public config names the sandbox provider', async () => {
    stubPayoutServer({
      overview: () => makeOverview('setup'),
      publicConfig: { ...PUBLIC_CONFIG, payment_provider: 'sandbox' },
    });
    renderScreen(<SandboxBadge />);
    expect(await screen.findByText(BADGE)).toBeInTheDocument();
  });

  it('does not show with the real provider', async () => {
    const server = stubPayoutServer({
      overview: () => makeOverview('setup'),
      publicConfig: { ...PUBLIC_CONFIG, payment_provider: 'stripe' },
    });
    renderScreen(<SandboxBadge />);
    await vi.waitFor(() => expect(server.requests).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(BADGE)).not.toBeInTheDocument();
  });
});
