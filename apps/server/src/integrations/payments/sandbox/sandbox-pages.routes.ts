import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { formatAmount } from '@cordee/shared/money';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlPage, redirect } from '../../../http/page-responses.ts';
import { escapeHtml } from '../../email/email-message.ts';
import { PaymentObjectNotFoundError } from '../payment-errors.ts';
import { formatDate, messagePage, postButton, sandboxPage } from './sandbox-pages.html.ts';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

const tags = ['sandbox'];

/** What every sandbox page may answer besides its own: an unknown object, or a malformed address or form. */
const PAGE_REFUSALS = {
  404: htmlPage('No such account, session or subscription in the sandbox'),
  422: ValidationErrorSchema,
};
const LINK_REFUSED = { 403: htmlPage('The single-use link is missing, used, expired or not for this object') };
/** The page's own refusal is a page; a request the server could not read at all is refused in JSON, as anywhere. */
const INVALID_RETURN = {
  400: {
    description: 'The link returns somewhere other than Cordée (a page), or the request could not be read (JSON)',
    content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ErrorSchema } },
  },
};
const EXPIRED_CHECKOUT = { 410: htmlPage('The checkout session has expired; nothing was charged') };
const AccountParams = z.object({ accountId: z.string().min(1).max(100) });
const SessionParams = z.object({ sessionId: z.string().min(1).max(100) });
const SubscriptionParams = z.object({ subscriptionId: z.string().min(1).max(100) });
/**
 * The link token minted by POST /api/stripe, /api/finish-onboarding or /api/goto-stripe-dashboard/{id}.
 * Optional in the schema so that a missing one is refused as unauthorized (403), not as invalid input.
 */
const linkToken = z.string().max(200).optional().describe('The single-use link token of the page');
const LinkQuery = z.object({ link: linkToken });
const OnboardingFormBody = z.object({ link: linkToken });
const RenewalFormBody = z.object({ link: linkToken, outcome: z.enum(['paid', 'failed']) });

const TestPaymentFormBody = z.object({
  link: linkToken,
  amount: z.coerce
    .number({ error: 'The amount must be a number.' })
    .int({ error: 'The amount must be whole dollars.' })
    .min(1, { error: 'The amount must be at least 1.' })
    .max(10_000, { error: 'The amount may not be greater than 10000.' }),
});

function html(reply: FastifyReply, page: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

function notFoundPage(reply: FastifyReply, what: string) {
  return html(reply, messagePage('Not found', `This ${what} does not exist in the sandbox.`), 404);
}

/** A page or action without a valid link of its account: nothing is shown or changed. */
function refusedLinkPage(reply: FastifyReply, what: 'onboarding' | 'dashboard' | 'subscription') {
  const again = {
    onboarding: 'Go back to Cordée and choose "Finish setup" for a new onboarding link.',
    dashboard: 'Go back to Cordée and open the payout dashboard again.',
    subscription: 'Go back to Cordée and open the sandbox subscription page again from your subscription.',
  }[what];
  return html(
    reply,
    messagePage('Link expired', `This link has expired, was already used, or is not valid. ${again}`),
    403,
  );
}

/**
 * The sandbox provider's hosted pages, standing in for Stripe's onboarding, Express dashboard and
 * Checkout. Registered only when the sandbox is the provider. Plain HTML forms (no script), so they
 * pass the app's CSP; every value shown is escaped.
 */
export const sandboxPagesRoutes: FastifyPluginAsyncZod<{
  provider: SandboxPaymentProvider;
  publicUrl: string;
}> = async (app, { provider, publicUrl }) => {
  // Only here: the pages' forms post urlencoded bodies (a few hidden fields at most).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Redirect targets come from the query string: only the app's own origin, or this is an open redirect.
  const origin = new URL(publicUrl).origin;
  const isOwnUrl = (url: string) => {
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PaymentObjectNotFoundError) return notFoundPage(reply, 'page');
    throw error;
  });

  app.get(
    '/sandbox/onboarding/:accountId',
    {
      schema: {
        tags,
        summary: 'Sandbox hosted onboarding page (stands in for a Stripe account link; single use, 10 minutes)',
        params: AccountParams,
        querystring: LinkQuery,
        response: {
          200: htmlPage('The onboarding form'),
          303: redirect('To the Payout screen for a new link, when this one was used already'),
          ...INVALID_RETURN,
          ...LINK_REFUSED,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const link = await provider.peekAccountLink(accountId, 'onboarding', request.query.link);
      // As with Stripe, a used or expired account link sends the browser to the platform for a new one.
      if (link.status === 'spent' && link.urls && isOwnUrl(link.urls.refreshUrl)) {
        return reply.redirect(link.urls.refreshUrl, 303);
      }
      if (link.status !== 'valid' || !link.urls) return refusedLinkPage(reply, 'onboarding');
      const { returnUrl } = link.urls;
      if (!isOwnUrl(returnUrl)) {
        return html(reply, messagePage('Invalid link', 'This onboarding link is not valid.'), 400);
      }
      const account = await provider.retrieveAccount(accountId);
      const done = account.detailsSubmitted && account.payoutsEnabled && account.chargesEnabled;
      const body = `<h1>Set up your payout account</h1>
<p class="muted">Account <code>${escapeHtml(account.id)}</code>${account.email ? ` · ${escapeHtml(account.email)}` : ''}</p>
<p>With a real provider you would give your identity and bank details here. The sandbox only simulates it:
completing onboarding enables charges and payouts for this account at once.</p>
<p>Status: ${done ? '<span class="badge ok">Enabled</span>' : '<span class="badge warn">Not finished</span>'}</p>
<div class="actions">
${postButton(`/sandbox/onboarding/${encodeURIComponent(account.id)}`, 'Complete onboarding', 'primary', { link: request.query.link ?? '' })}
<a class="button secondary" href="${escapeHtml(returnUrl)}">Cancel</a>
</div>`;
      return html(reply, sandboxPage('Payout account onboarding', body));
    },
  );

  app.post(
    '/sandbox/onboarding/:accountId',
    {
      schema: {
        tags,
        summary:
          'Sandbox onboarding form: with the page’s link (used up), enables the account, emits account.updated, redirects to the return URL',
        consumes: ['application/x-www-form-urlencoded'],
        params: AccountParams,
        body: OnboardingFormBody,
        response: {
          303: redirect('Back to the Payout screen, the account enabled'),
          ...INVALID_RETURN,
          ...LINK_REFUSED,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const urls = await provider.completeOnboardingWithLink(request.params.accountId, request.body.link);
      if (!urls) return refusedLinkPage(reply, 'onboarding');
      if (!isOwnUrl(urls.returnUrl)) {
        return html(reply, messagePage('Invalid link', 'This onboarding link is not valid.'), 400);
      }
      return reply.redirect(urls.returnUrl, 303);
    },
  );

  app.get(
    '/sandbox/dashboard/:accountId',
    {
      schema: {
        tags,
        summary: 'Sandbox account dashboard (stands in for the Stripe Express dashboard; with its login link)',
        params: AccountParams,
        querystring: LinkQuery,
        response: { 200: htmlPage('The account dashboard'), ...LINK_REFUSED, ...PAGE_REFUSALS },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const link = await provider.peekAccountLink(accountId, 'dashboard', request.query.link);
      if (link.status !== 'valid') return refusedLinkPage(reply, 'dashboard');
      const { account, balance, payouts, externalAccounts } = await provider.dashboardData(accountId);
      const money = (list: Array<{ amount: number }>) => formatAmount(list.reduce((sum, b) => sum + b.amount, 0));
      const banks = externalAccounts
        .map(
          (
            bank,
          ) => `<tr><td>${escapeHtml(bank.bank_name ?? 'Bank account')}</td><td>${escapeHtml(bank.account_holder_name ?? '')}</td>
<td>••••${escapeHtml(bank.last4)}</td><td>${bank.default_for_currency ? '<span class="badge ok">Default</span>' : ''}</td></tr>`,
        )
        .join('');
      const payoutRows = payouts
        .map(
          (payout) => `<tr><td>${formatDate(payout.created)}</td><td>${escapeHtml(payout.status)}</td>
<td>${formatDate(payout.arrival_date)}</td><td class="num">${formatAmount(payout.amount)}</td></tr>`,
        )
        .join('');
      const body = `<h1>Payout account</h1>
<p class="muted">Account <code>${escapeHtml(account.id)}</code> · payouts ${escapeHtml(account.payoutScheduleInterval)}</p>
<p>Charges ${account.chargesEnabled ? '<span class="badge ok">enabled</span>' : '<span class="badge warn">disabled</span>'}
· Payouts ${account.payoutsEnabled ? '<span class="badge ok">enabled</span>' : '<span class="badge warn">disabled</span>'}</p>
<h2>Balance</h2>
<table><tbody><tr><td>Available</td><td class="num">${money(balance.available)}</td></tr>
<tr><td>Pending</td><td class="num">${money(balance.pending)}</td></tr></tbody></table>
<form method="post" action="/sandbox/dashboard/${escapeHtml(encodeURIComponent(account.id))}/test-payment" class="inline">
<input type="hidden" name="link" value="${escapeHtml(request.query.link ?? '')}">
<label for="test-amount">Add a test payment (CA$)</label>
<input id="test-amount" name="amount" type="number" min="1" max="10000" step="1" value="250" required>
<button type="submit">Add test payment</button></form>
<h2>Bank accounts</h2>
${banks ? `<table><thead><tr><th>Bank</th><th>Holder</th><th>Account</th><th></th></tr></thead><tbody>${banks}</tbody></table>` : '<p class="muted">No bank account yet.</p>'}
<h2>Payouts</h2>
${payoutRows ? `<table><thead><tr><th>Created</th><th>Status</th><th>Arrival</th><th class="num">Amount</th></tr></thead><tbody>${payoutRows}</tbody></table>` : '<p class="muted">No payout yet.</p>'}`;
      return html(reply, sandboxPage('Payout account', body));
    },
  );

  app.get(
    '/sandbox/checkout/:sessionId',
    {
      schema: {
        tags,
        summary: 'Sandbox hosted checkout page (stands in for Stripe Checkout)',
        params: SessionParams,
        response: {
          200: htmlPage('The checkout page, or "Already paid" with a link on'),
          ...EXPIRED_CHECKOUT,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const session = await provider.checkoutPageData(request.params.sessionId);
      if (session.status === 'expired') {
        return html(
          reply,
          messagePage('Checkout expired', 'This checkout session has expired. Nothing was charged.'),
          410,
        );
      }
      if (session.status === 'complete') {
        return html(
          reply,
          messagePage('Already paid', 'This checkout session has already been paid.', {
            label: 'Continue',
            url: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
          }),
        );
      }
      const per = session.subscriptionInterval ? ` / ${session.subscriptionInterval}` : '';
      const rows = session.lineItems
        .map(
          (item) => `<tr><td>${escapeHtml(item.name)}</td><td class="num">${item.quantity}</td>
<td class="num">${formatAmount(item.unitAmount)}</td><td class="num">${formatAmount(item.unitAmount * item.quantity)}${escapeHtml(per)}</td></tr>`,
        )
        .join('');
      const id = encodeURIComponent(session.id);
      const body = `<h1>Checkout</h1>
<p class="muted">Session <code>${escapeHtml(session.id)}</code>${session.customerEmail ? ` · ${escapeHtml(session.customerEmail)}` : ''}</p>
<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Total</td><td class="num">${formatAmount(session.amountTotal)}${escapeHtml(per)}</td></tr></tfoot></table>
<p class="muted">No card is needed: Pay marks this session paid in the sandbox.</p>
<div class="actions">
${postButton(`/sandbox/checkout/${id}/pay`, `Pay ${formatAmount(session.amountTotal)}`, 'primary')}
${postButton(`/sandbox/checkout/${id}/cancel`, 'Cancel', 'secondary')}
</div>`;
      return html(reply, sandboxPage('Checkout', body));
    },
  );

  app.post(
    '/sandbox/dashboard/:accountId/test-payment',
    {
      // The link is checked before the amount is validated: without one, nothing about the form is told.
      preValidation: async (request, reply) => {
        const { accountId } = request.params as { accountId?: unknown };
        const token = (request.body as { link?: unknown } | undefined)?.link;
        const link =
          typeof accountId === 'string' && typeof token === 'string'
            ? await provider.peekAccountLink(accountId, 'dashboard', token)
            : { status: 'invalid' as const };
        if (link.status !== 'valid') return refusedLinkPage(reply, 'dashboard');
      },
      schema: {
        tags,
        summary:
          'Sandbox only: with the dashboard’s link (used up), a paid test checkout to the account (whole dollars, 1 to 10,000), then back to its dashboard',
        consumes: ['application/x-www-form-urlencoded'],
        params: AccountParams,
        body: TestPaymentFormBody,
        response: {
          303: redirect('Back to the dashboard, with a new link'),
          ...LINK_REFUSED,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const next = await provider.createTestPaymentWithLink(accountId, request.body.link, request.body.amount * 100);
      if (!next) return refusedLinkPage(reply, 'dashboard');
      return reply.redirect(provider.dashboardPath(accountId, next), 303);
    },
  );

  app.get(
    '/sandbox/subscription/:subscriptionId',
    {
      schema: {
        tags,
        summary: 'Sandbox subscription test page: its period and price, and buttons to end the period now',
        params: SubscriptionParams,
        querystring: LinkQuery,
        response: { 200: htmlPage('The subscription test page'), ...LINK_REFUSED, ...PAGE_REFUSALS },
      },
    },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      const link = await provider.peekAccountLink(subscriptionId, 'subscription', request.query.link);
      if (link.status !== 'valid') return refusedLinkPage(reply, 'subscription');
      const sub = await provider.subscriptionPageData(subscriptionId);
      const id = encodeURIComponent(sub.id);
      const hidden = (outcome: string) => ({ link: request.query.link ?? '', outcome });
      const badge = sub.status === 'active' ? 'ok' : 'warn';
      const actions =
        sub.status === 'canceled'
          ? '<p class="muted">This subscription has ended.</p>'
          : `<div class="actions">
${postButton(`/sandbox/subscription/${id}/renew`, sub.status === 'past_due' ? 'Pay the failed renewal now' : 'Simulate renewal now', 'primary', hidden('paid'))}
${postButton(`/sandbox/subscription/${id}/renew`, 'Simulate failed renewal', 'secondary', hidden('failed'))}
</div>`;
      const body = `<h1>Subscription</h1>
<p class="muted">Subscription <code>${escapeHtml(sub.id)}</code>${sub.customerEmail ? ` · ${escapeHtml(sub.customerEmail)}` : ''}</p>
<table><tbody>
<tr><td>Status</td><td><span class="badge ${badge}">${escapeHtml(sub.status)}</span></td></tr>
<tr><td>Price</td><td class="num">${formatAmount(sub.unitAmount)} / ${escapeHtml(sub.interval)}</td></tr>
<tr><td>Current period</td><td class="num">${formatDate(Math.floor(sub.currentPeriodStart.getTime() / 1000))} → ${formatDate(Math.floor(sub.currentPeriodEnd.getTime() / 1000))}</td></tr>
<tr><td>Cancels at period end</td><td class="num">${sub.cancelAtPeriodEnd ? 'yes' : 'no'}</td></tr>
</tbody></table>
<p class="muted">The sandbox renews a subscription by itself when its period ends. These buttons end the current
period now: the renewal is charged (or declined), or the subscription ends if it was set to cancel.</p>
${actions}`;
      return html(reply, sandboxPage('Subscription', body));
    },
  );

  app.post(
    '/sandbox/subscription/:subscriptionId/renew',
    {
      preValidation: async (request, reply) => {
        const { subscriptionId } = request.params as { subscriptionId?: unknown };
        const token = (request.body as { link?: unknown } | undefined)?.link;
        const link =
          typeof subscriptionId === 'string' && typeof token === 'string'
            ? await provider.peekAccountLink(subscriptionId, 'subscription', token)
            : { status: 'invalid' as const };
        if (link.status !== 'valid') return refusedLinkPage(reply, 'subscription');
      },
      schema: {
        tags,
        summary:
          'Sandbox only: with the page’s link (used up), ends the period now with the renewal paid or declined, then back to the page',
        consumes: ['application/x-www-form-urlencoded'],
        params: SubscriptionParams,
        body: RenewalFormBody,
        response: {
          303: redirect('Back to the subscription page, with a new link'),
          ...LINK_REFUSED,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const { subscriptionId } = request.params;
      const next = await provider.simulateRenewalWithLink(subscriptionId, request.body.link, request.body.outcome);
      if (!next) return refusedLinkPage(reply, 'subscription');
      return reply.redirect(next, 303);
    },
  );

  app.post(
    '/sandbox/checkout/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Sandbox checkout Pay: marks the session paid, credits the guide, emits events, redirects',
        params: SessionParams,
        response: {
          303: redirect('To the success URL of the checkout'),
          ...EXPIRED_CHECKOUT,
          ...PAGE_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const result = await provider.payCheckoutSession(request.params.sessionId);
      if (result.outcome === 'expired') {
        return html(
          reply,
          messagePage('Checkout expired', 'This checkout session has expired. Nothing was charged.'),
          410,
        );
      }
      return reply.redirect(result.redirectUrl, 303);
    },
  );

  app.post(
    '/sandbox/checkout/:sessionId/cancel',
    {
      schema: {
        tags,
        summary: 'Sandbox checkout Cancel: redirects to the cancel URL (the session stays open until it expires)',
        params: SessionParams,
        response: { 303: redirect('To the cancel URL of the checkout'), ...PAGE_REFUSALS },
      },
    },
    async (request, reply) => reply.redirect(await provider.cancelUrlFor(request.params.sessionId), 303),
  );
};
