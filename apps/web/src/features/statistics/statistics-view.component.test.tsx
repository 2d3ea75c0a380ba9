import type { Statistics } from '@cordee/shared/statistics.contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, addressOf, api, apiServer, type Respond, recordRequests } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { StatisticsView } from './statistics-view.component.tsx';

// The drawing needs a real layout (a browser journey checks it); here it stands for itself.
vi.mock('./statistics-chart-drawing.component.tsx', () => ({
  ChartDrawing: ({ label }: { label: string }) => <div data-testid="chart-drawing">{label}</div>,
}));

const TODAY = '2026-11-27';

function statistics(overrides: Partial<Statistics> = {}): Statistics {
  return {
    state: 'climbers',
    from: '2026-10-29',
    to: TODAY,
    cards: [
      { key: 'total_climbers', value: 1234, kind: 'count' },
      { key: 'gross_cents', value: 123456, kind: 'money' },
    ],
    signups: [
      { day: '2026-11-02', count: 1 },
      { day: '2026-11-03', count: 4 },
    ],
    bookings: [
      { day: '2026-11-02', count: 0 },
      { day: '2026-11-03', count: 2 },
    ],
    locations: [{ address: 'Squamish, BC', count: 3 }],
    ...overrides,
  };
}

/** GET /api/statistics answers `answer`; the requests the screen sent are returned. */
function stubServer(
  answer: (url: URL, response: Respond<'/api/statistics', 'get'>) => Answer<'/api/statistics', 'get'>,
) {
  apiServer.use(api.get('/api/statistics', ({ request, response }) => answer(new URL(request.url), response)));
  return recordRequests();
}

function renderView(path = '/statistics') {
  return renderScreen(<StatisticsView today={TODAY} />, path.split('?')[0]).router.navigate(path);
}

describe('StatisticsView', () => {
  it('shows the cards (money with cents, counts plain) and the three charts with their tables', async () => {
    stubServer((_url, response) => response(200).json(statistics()));
    await renderView();

    const cards = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(cards).getByText('Total climbers').nextSibling).toHaveTextContent('1,234');
    expect(within(cards).getByText('Gross bookings').nextSibling).toHaveTextContent('CA$1,234.56');

    for (const title of ['Sign-ups', 'Bookings', 'Locations']) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: `${title}, as a table` })).toBeInTheDocument();
    }
    const signups = screen.getByRole('table', { name: 'Sign-ups, as a table' });
    expect(within(signups).getByRole('row', { name: 'Nov 03, 2026 4' })).toBeInTheDocument();
    expect(screen.getByText(/Sign-ups: 5 in all over 2 days, most on Nov 03, 2026 \(4\)/)).toBeInTheDocument();
    expect(await screen.findAllByTestId('chart-drawing')).toHaveLength(3);
  });

  it('asks for the tab and range of the address, and keeps a new tab in ?state=', async () => {
    const requests = stubServer((url, response) =>
      response(200).json(statistics({ state: url.searchParams.get('state') === 'guides' ? 'guides' : 'climbers' })),
    );
    const { router } = renderScreen(<StatisticsView today={TODAY} />, '/statistics');
    await screen.findByRole('list', { name: 'Key figures' });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?state=climbers');

    await userEvent.click(screen.getByRole('tab', { name: 'Guides' }));
    expect(router.state.location.search).toBe('?state=guides');
    expect(screen.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(addressOf(requests.at(-1))).toContain('state=guides'));

    await userEvent.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Climbers' })).toHaveFocus();
  });

  it('sets a preset range in ?from=&to= and asks the server for it', async () => {
    const requests = stubServer((_url, response) => response(200).json(statistics()));
    const { router } = renderScreen(<StatisticsView today={TODAY} />, '/statistics');
    await screen.findByRole('list', { name: 'Key figures' });
    // The server's default range is the 30 days preset.
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?from=2026-11-21&to=2026-11-27');
    await vi.waitFor(() =>
      expect(addressOf(requests.at(-1))).toBe('/api/statistics?state=climbers&from=2026-11-21&to=2026-11-27'),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-21');
    expect(screen.getByLabelText('To')).toHaveAttribute('max', TODAY);
  });

  it("shows a refused range's message (422) by the date inputs", async () => {
    stubServer((_url, response) =>
      response(422).json({
        message: 'The request is not valid.',
        code: 'invalid_input',
        errors: { to: ['The range may cover at most 366 days.'] },
      }),
    );
    await renderView('/statistics?from=2020-01-01&to=2026-11-27');
    expect(await screen.findByRole('alert')).toHaveTextContent('The range may cover at most 366 days.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an empty state instead of empty axes when nothing happened in the range', async () => {
    stubServer((_url, response) =>
      response(200).json(
        statistics({ signups: [{ day: TODAY, count: 0 }], bookings: [{ day: TODAY, count: 0 }], locations: [] }),
      ),
    );
    await renderView();
    expect(await screen.findByRole('heading', { name: 'Nothing happened in these days' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
