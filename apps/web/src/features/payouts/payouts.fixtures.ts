import type { Payout, PayoutMethod, PayoutOverview } from '@cordee/shared/payouts.contracts';
import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import type { RequestHandler } from 'msw';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';

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
 * change it between calls), GET /api/public-config answers `publicConfig`, and the test's own `answers`
 * (its POSTs, or an overview that fails) come before both. It records the POSTs the screen sent.
 */
export function stubPayoutServer(options: {
  overview?: () => PayoutOverview;
  publicConfig?: PublicConfig;
  answers?: RequestHandler[];
}) {
  const { overview } = options;
  apiServer.use(
    ...(options.answers ?? []),
    ...(overview ? [api.get('/api/payouts/overview', ({ response }) => response(200).json(overview()))] : []),
    api.get('/api/public-config', ({ response }) => response(200).json(options.publicConfig ?? PUBLIC_CONFIG)),
  );
  const posts: Array<[string, unknown]> = [];
  apiServer.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const post: [string, unknown] = [new URL(request.url).pathname, undefined];
    posts.push(post);
    // The body is read while the request goes on; a test reads it after the screen showed the answer.
    void request
      .clone()
      .text()
      .then((text) => {
        post[1] = text === '' ? undefined : JSON.parse(text);
      });
  });
  return { requests: recordRequests(), posts };
}

/** The POST calls the screen made, as [path, body]. */
export function postsOf(server: ReturnType<typeof stubPayoutServer>): Array<[string, unknown]> {
  return server.posts;
}
