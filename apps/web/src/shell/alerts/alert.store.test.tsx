import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts, SUCCESS_ALERT_MS, showAlert } from './alert.store.ts';
import { AlertRegion } from './alert-region.component.tsx';

describe('alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => dismissAllAlerts());
    vi.useRealTimers();
  });

  it('announces alerts in a live region', () => {
    render(<AlertRegion />);
    const region = screen.getByRole('region', { name: 'Notifications from Cordée' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => {
      showAlert('success', 'Password updated.');
    });

    expect(screen.getByRole('status')).toHaveTextContent('Password updated.');
    expect(region).toContainElement(screen.getByRole('status'));
  });

  it('dismisses a success alert after 3000 ms', () => {
    render(<AlertRegion />);
    act(() => {
      showAlert('success', 'Password updated.');
    });

    act(() => {
      vi.advanceTimersByTime(SUCCESS_ALERT_MS - 1);
    });
    expect(screen.getByText('Password updated.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Password updated.')).not.toBeInTheDocument();
  });

  it('keeps a danger alert until the user dismisses it', async () => {
    render(<AlertRegion />);
    act(() => {
      showAlert('danger', 'Unable to fetch user data');
    });

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to fetch user data');

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
