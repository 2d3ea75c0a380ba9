import type { AuditEntry, AuditLogList } from '@cordee/shared/audit-log.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressOf, api, apiServer, recordRequests } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { AuditLogView } from './audit-log-view.component.tsx';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'admin.permissions_changed',
    actor: { id: 1, name: 'Sophie Tremblay', email: 'super@cordee.test', role: 'super_admin' },
    target_type: 'user',
    target_id: 7,
    target_label: 'Sam Roy',
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    details: { permissions: { before: ['plans', 'guides'], after: ['guides', 'statistics'] } },
    created_at: '2026-11-03T14:05:00.000Z',
    ...overrides,
  };
}

const refund = entry({
  id: 2,
  action: 'booking.refunded',
  target_type: 'booking',
  target_id: 41,
  target_label: 'Booking 41 of Ada Lovelace',
  details: { amount_cents: 12050 },
});

/** GET /api/audit-log answers the page `answer` makes of its address; the requests sent are returned. */
function stubServer(answer: (url: URL) => AuditLogList) {
  apiServer.use(api.get('/api/audit-log', ({ request, response }) => response(200).json(answer(new URL(request.url)))));
  return recordRequests();
}

const page = (data: AuditEntry[], total = data.length, pageNumber = 1): AuditLogList => ({
  data,
  page: pageNumber,
  per_page: 25,
  total,
});

describe('AuditLogView', () => {
  it('shows each entry in a table: who, a readable action, on whom, from where and what changed', async () => {
    stubServer(() => page([entry(), refund]));
    renderScreen(<AuditLogView />, '/audit-log');

    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('WhenWhoActionOnFrom (ip)Details');
    expect(first).toHaveTextContent('Sophie Tremblay');
    expect(first).toHaveTextContent('Permissions changed');
    expect(first).toHaveTextContent('Sam Roy');
    expect(first).toHaveTextContent('203.0.113.9');
    expect(first).toHaveTextContent('Permissions: +Statistics −Training Plans');
    expect(second).toHaveTextContent('Booking refunded');
    expect(second).toHaveTextContent('Amount: CA$120.50');
  });

  it('says what an edit of a plan, a video or a training program changed (issue 28)', async () => {
    const madeFree = entry({
      id: 3,
      action: 'training_program.updated',
      target_type: 'training_program',
      target_id: 9,
      target_label: 'El Cap prep',
      details: {
        changes: { plans: { before: [2], after: [] }, is_published: { before: true, after: false } },
        content_edited: true,
      },
    });
    const cheaper = entry({
      id: 4,
      action: 'plan.updated',
      target_type: 'plan',
      target_id: 2,
      target_label: 'Crag',
      details: { changes: { plan_monthly_price: { before: 1000, after: 500 } } },
    });
    stubServer(() => page([madeFree, cheaper]));
    renderScreen(<AuditLogView />, '/audit-log');

    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const [, program, plan] = within(table).getAllByRole('row');
    expect(program).toHaveTextContent('Training program edited');
    expect(program).toHaveTextContent('plans: #2 → none');
    expect(program).toHaveTextContent('is published: yes → no');
    expect(program).toHaveTextContent('content edited: true');
    expect(plan).toHaveTextContent('Plan edited');
    expect(plan).toHaveTextContent('plan monthly price: CA$10.00 → CA$5.00');
  });

  it('shows cards on a phone', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      stubServer(() => page([entry({ actor: null })]));
      renderScreen(<AuditLogView />, '/audit-log');
      const cards = await screen.findByRole('list', { name: 'Staff actions, newest first' });
      expect(within(cards).getByText('System')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('keeps the filters in the address and sends them to the server, from page 1', async () => {
    const requests = stubServer(() => page([entry()], 60, 2));
    const { router } = renderScreen(<AuditLogView />, '/audit-log');
    await act(() => router.navigate('/audit-log?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Guide approved');
    expect(router.state.location.search).toBe('?action=guide.approved');
    await userEvent.selectOptions(screen.getByLabelText('On'), 'Account');
    await userEvent.type(screen.getByLabelText('Search'), 'sam');
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?action=guide.approved&target_type=user&search=sam'),
    );
    await vi.waitFor(() =>
      expect(addressOf(requests.at(-1))).toBe(
        '/api/audit-log?page=1&per_page=25&search=sam&action=guide.approved&target_type=user',
      ),
    );
  });

  it('pages with Previous and Next', async () => {
    const requests = stubServer((url) => page([entry()], 60, Number(url.searchParams.get('page'))));
    const { router } = renderScreen(<AuditLogView />, '/audit-log');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(addressOf(requests.at(-1))).toContain('page=2');
  });

  it('says when nothing was recorded yet, and when nothing matches the filters', async () => {
    stubServer(() => page([]));
    const { router } = renderScreen(<AuditLogView />, '/audit-log');
    expect(await screen.findByRole('heading', { name: 'No staff actions recorded yet' })).toBeInTheDocument();

    await act(() => router.navigate('/audit-log?action=user.deleted'));
    expect(await screen.findByRole('heading', { name: 'No entries match these filters' })).toBeInTheDocument();
  });
});
