import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for api.stripe.com, for tests: only the endpoints the Stripe provider calls, with
 * Stripe's wire format (form-encoded bodies in bracket notation in, JSON objects and error envelopes out),
 * Stripe's idempotency (the first result for a key is replayed; the same key with other parameters is a
 * 400 `idempotency_error`), and faults to switch on: 500, 429, a hang, or processing a request and then
 * dropping the connection before answering.
 */

export type RecordedRequest = {
  method: string;
  /** Without the query string, e.g. `/v1/checkout/sessions`. */
  path: string;
  /** GET parameters, flat, keys as sent (`created[gte]`). */
  query: Record<string, string>;
  /** POST parameters, flat, keys as sent (`line_items[0][price_data][unit_amount]`). */
  body: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
};

export type FakeStripeFault =
  | { kind: 'error-500' }
  | { kind: 'rate-limit-429'; retryAfterSeconds: number }
  /** Never answers; the client's timeout has to end it. */
  | { kind: 'hang' }
  /** Processes the request (the object exists, the idempotent result is stored), then destroys the socket. */
  | { kind: 'commit-then-drop' };

export type StripeObject = Record<string, unknown> & { id: string; object: string };

type Reply = { status: number; body: unknown };
type Nested = Record<string, unknown>;
type HandlerContext = { params: string[]; form: Nested; query: Nested; stripeAccount: string | undefined };
type Handler = (context: HandlerContext) => Reply;

/** Thrown by a handler for a Stripe-shaped error response. */
class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const PLATFORM = 'platform';

export class FakeStripeServer {
  /** Every request received, in order, including those a fault answered. */
  readonly requests: RecordedRequest[] = [];
  /** Every object created through the API (or by a helper), by id. */
  readonly objects = new Map<string, StripeObject>();

  private readonly server: http.Server;
  private readonly faults: Array<{ fault: FakeStripeFault; remaining: number }> = [];
  private readonly idempotentResults = new Map<string, { fingerprint: string; reply: Reply }>();
  private readonly balances = new Map<string, { available: number; pending: number }>();
  private readonly routes: Array<{ method: string; pattern: RegExp; handler: Handler }>;

  private constructor() {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
    this.routes = [
      { method: 'POST', pattern: /^\/v1\/accounts$/, handler: (c) => this.createAccount(c) },
      { method: 'GET', pattern: /^\/v1\/accounts\/([^/]+)$/, handler: (c) => this.retrieveAccount(c) },
      { method: 'POST', pattern: /^\/v1\/account_links$/, handler: (c) => this.createAccountLink(c) },
      { method: 'POST', pattern: /^\/v1\/accounts\/([^/]+)\/login_links$/, handler: (c) => this.createLoginLink(c) },
      {
        method: 'GET',
        pattern: /^\/v1\/accounts\/([^/]+)\/external_accounts$/,
        handler: (c) => this.listExternalAccounts(c),
      },
      {
        method: 'POST',
        pattern: /^\/v1\/accounts\/([^/]+)\/external_accounts$/,
        handler: (c) => this.createExternalAccount(c),
      },
      {
        method: 'POST',
        pattern: /^\/v1\/accounts\/([^/]+)\/external_accounts\/([^/]+)$/,
        handler: (c) => this.updateExternalAccount(c),
      },
      { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handler: (c) => this.createCheckoutSession(c) },
      { method: 'GET', pattern: /^\/v1\/checkout\/sessions$/, handler: (c) => this.listCheckoutSessions(c) },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        handler: (c) => this.retrieve(c.params[0] ?? '', 'checkout.session'),
      },
      {
        method: 'GET',
        pattern: /^\/v1\/subscriptions\/([^/]+)$/,
        handler: (c) => this.retrieve(c.params[0] ?? '', 'subscription'),
      },
      { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: (c) => this.updateSubscription(c) },
      { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: (c) => this.cancelSubscription(c) },
      { method: 'POST', pattern: /^\/v1\/refunds$/, handler: (c) => this.createRefund(c) },
      { method: 'GET', pattern: /^\/v1\/balance$/, handler: (c) => this.retrieveBalance(c) },
      { method: 'GET', pattern: /^\/v1\/payouts$/, handler: (c) => this.listPayouts(c) },
      { method: 'GET', pattern: /^\/v1\/balance_transactions$/, handler: (c) => this.listBalanceTransactions(c) },
      { method: 'POST', pattern: /^\/v1\/payouts$/, handler: (c) => this.createPayout(c) },
    ];
  }

  /** Listens on 127.0.0.1 on a random port. */
  static async start(): Promise<FakeStripeServer> {
    const fake = new FakeStripeServer();
    await new Promise<void>((resolve, reject) => {
      fake.server.once('error', reject);
      fake.server.listen(0, '127.0.0.1', () => resolve());
    });
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Drops hanging and kept-alive connections too, or close() would wait for them. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  /** The next `times` requests get this fault, in the order the faults were added. */
  failNext(fault: FakeStripeFault, times = 1): void {
    this.faults.push({ fault, remaining: times });
  }

  failAlways(fault: FakeStripeFault): void {
    this.faults.push({ fault, remaining: Number.POSITIVE_INFINITY });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  objectsOfType(type: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === type);
  }

  object(id: string): StripeObject {
    const object = this.objects.get(id);
    if (!object) throw new Error(`fake Stripe has no object ${id}`);
    return object;
  }

  /** What the connected account (or the platform, without one) could pay out. */
  setBalance(accountId: string | undefined, balance: { available: number; pending: number }): void {
    this.balances.set(accountId ?? PLATFORM, { ...balance });
  }

  /** What Stripe does when the customer pays: the session completes and its PaymentIntent succeeds. */
  completeCheckoutSession(sessionId: string): { paymentIntentId: string } {
    const session = this.object(sessionId);
    const paymentIntentId = newId('pi');
    const charge = newId('ch');
    const intentData = (session.payment_intent_data ?? {}) as Nested;
    const transferData = (intentData.transfer_data ?? {}) as Nested;
    this.objects.set(paymentIntentId, {
      id: paymentIntentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: charge,
      application_fee_amount: intentData.application_fee_amount ? Number(intentData.application_fee_amount) : null,
      transfer_data: transferData.destination ? { destination: transferData.destination } : null,
      metadata: intentData.metadata ?? {},
      created: now(),
      livemode: false,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntentId });
    if (session.mode === 'subscription') {
      // Billing: the subscription starts with the checkout's recurring price and the subscription_data's
      // metadata; since API 2025-03-31 its period is on its item.
      const item = ((session.line_items_data as Nested[] | undefined) ?? [])[0] ?? {};
      const price = (item.price_data ?? {}) as Nested;
      const interval = ((price.recurring ?? {}) as Nested).interval === 'year' ? 'year' : 'month';
      const start = now();
      const end = start + (interval === 'year' ? 365 : 30) * 24 * 3600;
      const subscriptionId = newId('sub');
      this.objects.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        currency: price.currency,
        created: start,
        metadata: ((session.subscription_data ?? {}) as Nested).metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: end,
              price: {
                id: newId('price'),
                object: 'price',
                unit_amount: Number(price.unit_amount),
                currency: price.currency,
                recurring: { interval },
              },
            },
          ],
        },
        livemode: false,
      });
      session.subscription = subscriptionId;
    }
    if (transferData.destination) {
      // What the connected account sees of a destination charge: a payment with the fee in its details.
      const fee = intentData.application_fee_amount ? Number(intentData.application_fee_amount) : 0;
      const transactionId = newId('txn');
      this.objects.set(transactionId, {
        id: transactionId,
        object: 'balance_transaction',
        type: 'payment',
        amount: session.amount_total,
        currency: session.currency,
        fee,
        fee_details: fee
          ? [{ amount: fee, currency: session.currency, type: 'application_fee', description: null, application: null }]
          : [],
        created: now(),
        stripe_account: transferData.destination,
      });
    }
    return { paymentIntentId };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(rawBody)),
      headers: req.headers,
      idempotencyKey: header(req, 'idempotency-key'),
      stripeAccount: header(req, 'stripe-account'),
    };
    this.requests.push(record);

    const fault = this.takeFault();
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'error-500') {
      send(res, { status: 500, body: errorBody('api_error', 'An unknown error occurred.') });
      return;
    }
    if (fault?.kind === 'rate-limit-429') {
      res.setHeader('Retry-After', String(fault.retryAfterSeconds));
      send(res, {
        status: 429,
        body: errorBody('invalid_request_error', 'Too many requests in a period of time.', { code: 'rate_limit' }),
      });
      return;
    }

    const reply = this.process(record, rawBody);
    if (fault?.kind === 'commit-then-drop') {
      req.socket.destroy();
      return;
    }
    send(res, reply);
  }

  private takeFault(): FakeStripeFault | undefined {
    const next = this.faults[0];
    if (!next) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) this.faults.shift();
    return next.fault;
  }

  /** Runs the endpoint once per idempotency key; later requests with the key get the stored reply. */
  private process(record: RecordedRequest, rawBody: string): Reply & { replayed?: boolean } {
    if (!record.headers.authorization?.startsWith('Bearer sk_')) {
      return { status: 401, body: errorBody('invalid_request_error', 'You did not provide an API key.') };
    }
    const scope = record.idempotencyKey ? `${record.stripeAccount ?? PLATFORM}\n${record.idempotencyKey}` : undefined;
    const fingerprint = `${record.method} ${record.path}\n${rawBody}`;
    if (scope && record.method === 'POST') {
      const stored = this.idempotentResults.get(scope);
      if (stored && stored.fingerprint !== fingerprint) {
        return {
          status: 400,
          body: errorBody(
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${record.idempotencyKey}' if you meant to execute a different request.`,
          ),
        };
      }
      if (stored) return { ...stored.reply, replayed: true };
    }
    const reply = this.route(record);
    if (scope && record.method === 'POST') this.idempotentResults.set(scope, { fingerprint, reply });
    return reply;
  }

  private route(record: RecordedRequest): Reply {
    for (const route of this.routes) {
      const match = route.method === record.method ? route.pattern.exec(record.path) : null;
      if (!match) continue;
      try {
        return route.handler({
          params: match.slice(1).map((part) => decodeURIComponent(part)),
          form: decodeBracketForm(record.body),
          query: decodeBracketForm(record.query),
          stripeAccount: record.stripeAccount,
        });
      } catch (error) {
        if (error instanceof FakeStripeError) {
          return { status: error.status, body: errorBody(error.type, error.message, error.extra) };
        }
        throw error;
      }
    }
    return {
      status: 404,
      body: errorBody('invalid_request_error', `Unrecognized request URL (${record.method}: ${record.path}).`),
    };
  }

  private store<T extends StripeObject>(object: T): Reply {
    this.objects.set(object.id, object);
    return { status: 200, body: publicView(object) };
  }

  private find(id: string, type: string): StripeObject {
    const object = this.objects.get(id);
    if (!object || object.object !== type) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such ${type}: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    return object;
  }

  private retrieve(id: string, type: string): Reply {
    return { status: 200, body: publicView(this.find(id, type)) };
  }

  private createAccount({ form }: HandlerContext): Reply {
    const id = newId('acct');
    const requested = (form.capabilities ?? {}) as Record<string, Nested>;
    const capabilities = Object.fromEntries(
      Object.entries(requested)
        .filter(([, value]) => value.requested === 'true')
        .map(([name]) => [name, 'inactive']),
    );
    return this.store({
      id,
      object: 'account',
      type: form.type ?? 'standard',
      country: form.country ?? 'US',
      email: form.email ?? null,
      created: now(),
      default_currency: form.country === 'CA' ? 'cad' : 'usd',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities,
      business_type: null,
      metadata: form.metadata ?? {},
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date'],
        disabled_reason: 'requirements.past_due',
      },
      settings: {
        payouts: {
          debit_negative_balances: true,
          schedule: { delay_days: 2, interval: 'daily' },
          statement_descriptor: null,
        },
      },
      tos_acceptance: {},
    });
  }

  private retrieveAccount({ params }: HandlerContext): Reply {
    return this.retrieve(params[0] ?? '', 'account');
  }

  private createAccountLink({ form }: HandlerContext): Reply {
    const account = this.find(String(form.account), 'account');
    if (form.type !== 'account_onboarding' && form.type !== 'account_update') {
      throw new FakeStripeError(400, 'invalid_request_error', 'Invalid type', { param: 'type' });
    }
    const created = now();
    return {
      status: 200,
      body: {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${account.id}/${randomToken(12)}`,
      },
    };
  }

  private createLoginLink({ params }: HandlerContext): Reply {
    const account = this.find(params[0] ?? '', 'account');
    if (account.type !== 'express') {
      throw new FakeStripeError(400, 'invalid_request_error', 'Login links are only for Express accounts.');
    }
    return {
      status: 200,
      body: { object: 'login_link', created: now(), url: `https://connect.stripe.com/express/${randomToken(12)}` },
    };
  }

  private externalAccountsOf(accountId: string): StripeObject[] {
    return [...this.objects.values()].filter(
      (object) => (object.object === 'bank_account' || object.object === 'card') && object.account === accountId,
    );
  }

  private listExternalAccounts({ params, query }: HandlerContext): Reply {
    const account = this.find(params[0] ?? '', 'account');
    const limit = Number(query.limit ?? 10);
    const all = this.externalAccountsOf(account.id).reverse();
    return list(`/v1/accounts/${account.id}/external_accounts`, all.slice(0, limit), all.length > limit);
  }

  private createExternalAccount({ params, form }: HandlerContext): Reply {
    const account = this.find(params[0] ?? '', 'account');
    const bank = (form.external_account ?? {}) as Nested;
    if (bank.object !== 'bank_account') {
      throw new FakeStripeError(400, 'invalid_request_error', 'Only bank accounts are supported by this fake.', {
        param: 'external_account',
      });
    }
    const routing = String(bank.routing_number ?? '');
    const match = /^(\d{5})-(\d{3})$/.exec(routing);
    if (bank.country === 'CA' && !match) {
      throw new FakeStripeError(400, 'invalid_request_error', `Invalid routing number: ${routing}`, {
        code: 'routing_number_invalid',
        param: 'external_account[routing_number]',
      });
    }
    const accountNumber = String(bank.account_number ?? '');
    const currency = String(bank.currency ?? account.default_currency);
    const siblings = this.externalAccountsOf(account.id).filter((other) => other.currency === currency);
    const makeDefault = siblings.length === 0 || form.default_for_currency === 'true';
    if (makeDefault) for (const other of siblings) other.default_for_currency = false;
    return this.store({
      id: newId('ba'),
      object: 'bank_account',
      account: account.id,
      account_holder_name: bank.account_holder_name ?? null,
      account_holder_type: null,
      account_type: null,
      available_payout_methods: ['standard'],
      bank_name: CANADIAN_BANKS[match?.[2] ?? ''] ?? null,
      country: bank.country,
      currency,
      default_for_currency: makeDefault,
      fingerprint: randomToken(16),
      last4: accountNumber.slice(-4),
      metadata: {},
      routing_number: routing,
      status: 'new',
    });
  }

  private updateExternalAccount({ params, form }: HandlerContext): Reply {
    const account = this.find(params[0] ?? '', 'account');
    const external = this.objects.get(params[1] ?? '');
    if (!external || external.account !== account.id) {
      throw new FakeStripeError(404, 'invalid_request_error', `No such external account: '${params[1]}'`, {
        code: 'resource_missing',
        param: 'id',
      });
    }
    if (form.default_for_currency === 'true') {
      for (const other of this.externalAccountsOf(account.id)) {
        if (other.currency === external.currency) other.default_for_currency = other.id === external.id;
      }
    }
    if (typeof form.account_holder_name === 'string') external.account_holder_name = form.account_holder_name;
    return { status: 200, body: publicView(external) };
  }

  private createCheckoutSession({ form }: HandlerContext): Reply {
    const mode = form.mode;
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new FakeStripeError(400, 'invalid_request_error', 'Missing required param: mode.', { param: 'mode' });
    }
    const lineItems = (Array.isArray(form.line_items) ? form.line_items : []) as Nested[];
    if (lineItems.length === 0) {
      throw new FakeStripeError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    }
    let amountTotal = 0;
    let currency: unknown = null;
    for (const [index, item] of lineItems.entries()) {
      const price = (item.price_data ?? {}) as Nested;
      const recurring = price.recurring as Nested | undefined;
      if (mode === 'subscription' && !recurring) {
        throw new FakeStripeError(
          400,
          'invalid_request_error',
          'You must specify at least one recurring price in `subscription` mode when using prices.',
          { param: `line_items[${index}][price_data][recurring]` },
        );
      }
      if (mode === 'payment' && recurring) {
        throw new FakeStripeError(
          400,
          'invalid_request_error',
          'You specified `payment` mode but passed a recurring price.',
          { param: 'mode' },
        );
      }
      amountTotal += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = price.currency;
    }
    const created = now();
    const expiresAt = form.expires_at === undefined ? created + 24 * 3600 : Number(form.expires_at);
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    const id = newId('cs_test');
    return this.store({
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: null,
      created,
      currency,
      customer: null,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: form.metadata ?? {},
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}#${randomToken(20)}`,
      // Kept for completeCheckoutSession; not part of Stripe's session object.
      payment_intent_data: form.payment_intent_data ?? null,
      subscription_data: form.subscription_data ?? null,
      line_items_data: lineItems,
    });
  }

  private updateSubscription({ params, form }: HandlerContext): Reply {
    const subscription = this.find(params[0] ?? '', 'subscription');
    if (subscription.status === 'canceled') {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    return { status: 200, body: publicView(subscription) };
  }

  /**
   * Cancels now (a test reads the parameters sent in `requests`). Canceling twice is refused: the stricter
   * of the answers a client has to handle.
   */
  private cancelSubscription({ params }: HandlerContext): Reply {
    const subscription = this.find(params[0] ?? '', 'subscription');
    if (subscription.status === 'canceled') {
      throw new FakeStripeError(400, 'invalid_request_error', 'This subscription is already canceled.');
    }
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
    return { status: 200, body: publicView(subscription) };
  }

  private listCheckoutSessions({ query }: HandlerContext): Reply {
    const created = (query.created ?? {}) as Nested;
    const gte = created.gte === undefined ? Number.NEGATIVE_INFINITY : Number(created.gte);
    const limit = Number(query.limit ?? 10);
    // Newest first, as Stripe lists; insertion order breaks ties within a second.
    let sessions = this.objectsOfType('checkout.session')
      .map((session, index) => ({ session, index }))
      .filter(({ session }) => Number(session.created) >= gte)
      .sort((a, b) => Number(b.session.created) - Number(a.session.created) || b.index - a.index)
      .map(({ session }) => session);
    if (typeof query.starting_after === 'string') {
      const position = sessions.findIndex((session) => session.id === query.starting_after);
      sessions = sessions.slice(position + 1);
    }
    return list('/v1/checkout/sessions', sessions.slice(0, limit), sessions.length > limit);
  }

  private createRefund({ form }: HandlerContext): Reply {
    const intent = this.find(String(form.payment_intent), 'payment_intent');
    const alreadyRefunded = this.objectsOfType('refund')
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const refundable = Number(intent.amount_received) - alreadyRefunded;
    const amount = form.amount === undefined ? refundable : Number(form.amount);
    if (amount <= 0 || amount > refundable) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    return this.store({
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: form.metadata ?? {},
      payment_intent: intent.id,
      reason: form.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: form.reverse_transfer === 'true' && intent.transfer_data ? newId('trr') : null,
    });
  }

  private balanceOf(stripeAccount: string | undefined) {
    const key = stripeAccount ?? PLATFORM;
    let balance = this.balances.get(key);
    if (!balance) {
      balance = { available: 0, pending: 0 };
      this.balances.set(key, balance);
    }
    return balance;
  }

  private retrieveBalance({ stripeAccount }: HandlerContext): Reply {
    const balance = this.balanceOf(stripeAccount);
    return {
      status: 200,
      body: {
        object: 'balance',
        available: [{ amount: balance.available, currency: 'cad', source_types: { card: balance.available } }],
        pending: [{ amount: balance.pending, currency: 'cad', source_types: { card: balance.pending } }],
        livemode: false,
      },
    };
  }

  private listBalanceTransactions({ query, stripeAccount }: HandlerContext): Reply {
    const created = (query.created ?? {}) as Nested;
    const gte = created.gte === undefined ? Number.NEGATIVE_INFINITY : Number(created.gte);
    const limit = Number(query.limit ?? 10);
    const transactions = this.objectsOfType('balance_transaction')
      .filter((t) => t.stripe_account === (stripeAccount ?? PLATFORM) && Number(t.created) >= gte)
      .filter((t) => query.type === undefined || t.type === query.type)
      .reverse();
    return list('/v1/balance_transactions', transactions.slice(0, limit), transactions.length > limit);
  }

  private listPayouts({ query, stripeAccount }: HandlerContext): Reply {
    const limit = Number(query.limit ?? 10);
    const payouts = this.objectsOfType('payout')
      .filter((payout) => payout.stripe_account === (stripeAccount ?? PLATFORM))
      .reverse();
    return list('/v1/payouts', payouts.slice(0, limit), payouts.length > limit);
  }

  private createPayout({ form, stripeAccount }: HandlerContext): Reply {
    const amount = Number(form.amount);
    const currency = String(form.currency);
    const balance = this.balanceOf(stripeAccount);
    if (!(amount > 0) || amount > balance.available) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        'You have insufficient funds in your Stripe account for this transfer. Your card balance is too low.',
        { code: 'balance_insufficient', param: 'amount' },
      );
    }
    const destination = stripeAccount
      ? this.externalAccountsOf(stripeAccount).find(
          (external) => external.currency === currency && external.default_for_currency,
        )
      : undefined;
    if (stripeAccount && !destination) {
      throw new FakeStripeError(
        400,
        'invalid_request_error',
        `You do not have a default external account for ${currency}.`,
        { code: 'no_external_account' },
      );
    }
    balance.available -= amount;
    const created = now();
    return this.store({
      id: newId('po'),
      object: 'payout',
      amount,
      arrival_date: created + 2 * 86_400,
      automatic: false,
      balance_transaction: newId('txn'),
      created,
      currency,
      description: form.description ?? null,
      destination: destination?.id ?? null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: form.metadata ?? {},
      method: form.method ?? 'standard',
      source_type: 'card',
      statement_descriptor: null,
      status: 'pending',
      type: 'bank_account',
      // Which balance it came from; dropped from the JSON.
      stripe_account: stripeAccount ?? PLATFORM,
    });
  }
}

/** Turns `a[b][0][c]=x` pairs into `{ a: { b: [{ c: 'x' }] } }`, as Stripe's form parser does. */
export function decodeBracketForm(flat: Record<string, string>): Nested {
  const root: Nested = {};
  for (const [key, value] of Object.entries(flat)) {
    const head = /^[^[]+/.exec(key)?.[0];
    if (!head) continue;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node = root;
    for (const [index, segment] of path.entries()) {
      if (index === path.length - 1) {
        node[segment] = value;
      } else {
        const child = node[segment];
        node[segment] = typeof child === 'object' && child !== null ? child : {};
        node = node[segment] as Nested;
      }
    }
  }
  return arraysFromIndexes(root) as Nested;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Nested).map(([key, child]) => [key, arraysFromIndexes(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

const CANADIAN_BANKS: Record<string, string> = {
  '000': 'STRIPE TEST BANK',
  '001': 'BANK OF MONTREAL',
  '002': 'THE BANK OF NOVA SCOTIA',
  '003': 'ROYAL BANK OF CANADA',
  '004': 'THE TORONTO-DOMINION BANK',
  '006': 'NATIONAL BANK OF CANADA',
  '010': 'CANADIAN IMPERIAL BANK OF COMMERCE',
  '815': 'FEDERATION DES CAISSES DESJARDINS DU QUEBEC',
};

/** Fields the fake keeps for itself, left out of what it answers. */
const PRIVATE_FIELDS = new Set(['payment_intent_data', 'subscription_data', 'line_items_data', 'stripe_account']);

function publicView(object: StripeObject): Nested {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !PRIVATE_FIELDS.has(key)));
}

function list(url: string, data: StripeObject[], hasMore: boolean): Reply {
  return { status: 200, body: { object: 'list', data: data.map(publicView), has_more: hasMore, url } };
}

function errorBody(type: string, message: string, extra: { code?: string; param?: string } = {}) {
  return { error: { type, message, ...extra } };
}

function send(res: http.ServerResponse, reply: Reply & { replayed?: boolean }): void {
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
    'Request-Id': newId('req'),
    ...(reply.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
  res.end(payload);
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function randomToken(length: number): string {
  return randomBytes(length * 2)
    .toString('base64url')
    .replace(/[-_]/g, '')
    .slice(0, length);
}

function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}
