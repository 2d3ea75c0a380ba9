import type { Payout, PayoutMethod, PayoutOverview } from '@cordee/shared/payouts.contracts';
import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';

export function makePayoutMethod(overrides: Partial<PayoutMethod> = {}): PayoutMethod {
  return {
    object: 'bank_account',
    id: 'ba_1',
    account_holder_name: 'Ada Lovelace',
    name: 'Ada Lovelace',
    bank_name: 'Royal Bank of Canada',
    brand: null,
    last4: '6789',
    routing_number: '12345-003',
    country: 'CA',
    currency: 'cad',
    exp_month: null,
    exp_year: null,
    default_for_currency: true,
    status: 'new',
    ...overrides,
  };
}

/** 2025-03-14 at noon UTC: the same calendar day in every time zone of the Americas and Europe. */
export const PAYOUT_CREATED = Date.UTC(2025, 2, 14, 12) / 1000;

export function makePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 'po_1',
    amount: 123456,
    currency: 'cad',
    description: 'Payout to Royal Bank of Canada ••••6789',
    created: PAYOUT_CREATED,
    arrival_date: PAYOUT_CREATED + 86_400,
    status: 'in_transit',
    ...overrides,
  };
}

const stats: PayoutOverview['stats'] = {
  period_days: 7,
  currency: 'cad',
  gross: 0,
  fee: 0,
  net: 0,
  total_events: 0,
  total_bookings: 0,
};

export function makeOverview(state: PayoutOverview['state'], overrides: Partial<PayoutOverview> = {}): PayoutOverview {
  const enabled = state === 'active';
  return {
    state,
    account:
      state === 'setup'
        ? null
        : {
            id: 'acct_sandbox_1',
            default_currency: 'cad',
            details_submitted: enabled,
            payouts_enabled: enabled,
            charges_enabled: enabled,
            capabilities: {
              card_payments: enabled ? 'active' : 'inactive',
              transfers: enabled ? 'active' : 'inactive',
            },
            settings: { payouts: { schedule: { interval: null } } },
          },
    external_accounts: [],
    balance: { available: [{ amount: 0, currency: 'cad' }], pending: [{ amount: 0, currency: 'cad' }] },
    payouts: [],
    stats,
    ...overrides,
  };
}

type Answer = (url: URL, init: RequestInit) => Response | Promise<Response>;

export const PUBLIC_CONFIG: PublicConfig = {
  google_sign_in: false,
  marketing: { site: '', about: '', blog: '', faq: '', merchandise: '', community: '' },
  banner_url: '/welcome-banner.svg',
  support_email: 'support@cordee.test',
  payment_provider: 'sandbox',
  scheduling_url: null,
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  map_attribution: '© OpenStreetMap contributors',
};

/**
 * A fake server for the Payout screen: GET /api/payouts/overview answers `overview()` (so a test can
 * change it between calls), GET /api/public-config answers `publicConfig`, and POSTs go to `onPost`.
 */
export function stubPayoutServer(options: {
  overview: () => PayoutOverview | Response;
  publicConfig?: Record<string, unknown>;
  onPost?: Answer;
}) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/payouts/overview') {
      const answer = options.overview();
      return answer instanceof Response ? answer : jsonResponse(200, answer);
    }
    if (method === 'GET' && url.pathname === '/api/public-config') {
      return jsonResponse(200, options.publicConfig ?? PUBLIC_CONFIG);
    }
    if (method === 'POST' && options.onPost) return options.onPost(url, init);
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The POST calls the screen made, as [path, body]. */
export function postsOf(fetchMock: ReturnType<typeof stubPayoutServer>): Array<[string, unknown]> {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => [
      new URL(input, 'http://localhost').pathname,
      init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    ]);
}
