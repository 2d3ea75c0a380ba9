import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../email/email-message.ts';
import { PaymentObjectNotFoundError } from '../payment-errors.ts';
import { formatCad, formatDate, messagePage, postButton, sandboxPage } from './sandbox-pages.html.ts';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

const tags = ['sandbox'];
const AccountParams = z.object({ accountId: z.string().min(1).max(100) });
const SessionParams = z.object({ sessionId: z.string().min(1).max(100) });
const OnboardingLinkQuery = z.object({
  return_url: z.string().max(2000).describe('Where "Complete onboarding" and "Cancel" send the browser'),
  refresh_url: z.string().max(2000).optional().describe('Where an invalid link sends the browser'),
});
const OnboardingFormBody = z.object({ return_url: z.string().max(2000) });

function html(reply: FastifyReply, page: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

function notFoundPage(reply: FastifyReply, what: string) {
  return html(reply, messagePage('Not found', `This ${what} does not exist in the sandbox.`), 404);
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
        summary: 'Sandbox hosted onboarding page (stands in for a Stripe account link)',
        params: AccountParams,
        querystring: OnboardingLinkQuery,
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const { return_url: returnUrl } = request.query;
      if (!isOwnUrl(returnUrl))
        return html(reply, messagePage('Invalid link', 'This onboarding link is not valid.'), 400);
      const account = await provider.retrieveAccount(accountId);
      const done = account.detailsSubmitted && account.payoutsEnabled && account.chargesEnabled;
      const body = `<h1>Set up your payout account</h1>
<p class="muted">Account <code>${escapeHtml(account.id)}</code>${account.email ? ` · ${escapeHtml(account.email)}` : ''}</p>
<p>With a real provider you would give your identity and bank details here. The sandbox only simulates it:
completing onboarding enables charges and payouts for this account at once.</p>
<p>Status: ${done ? '<span class="badge ok">Enabled</span>' : '<span class="badge warn">Not finished</span>'}</p>
<div class="actions">
${postButton(`/sandbox/onboarding/${encodeURIComponent(account.id)}`, 'Complete onboarding', 'primary', { return_url: returnUrl })}
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
        summary: 'Sandbox onboarding form: enables the account, emits account.updated, redirects to return_url',
        consumes: ['application/x-www-form-urlencoded'],
        params: AccountParams,
        body: OnboardingFormBody,
      },
    },
    async (request, reply) => {
      const { return_url: returnUrl } = request.body;
      if (!isOwnUrl(returnUrl))
        return html(reply, messagePage('Invalid link', 'This onboarding link is not valid.'), 400);
      await provider.completeOnboarding(request.params.accountId);
      return reply.redirect(returnUrl, 303);
    },
  );

  app.get(
    '/sandbox/dashboard/:accountId',
    {
      schema: {
        tags,
        summary: 'Sandbox account dashboard (stands in for the Stripe Express dashboard)',
        params: AccountParams,
      },
    },
    async (request, reply) => {
      const { account, balance, payouts, externalAccounts } = await provider.dashboardData(request.params.accountId);
      const money = (list: Array<{ amount: number }>) => formatCad(list.reduce((sum, b) => sum + b.amount, 0));
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
<td>${formatDate(payout.arrival_date)}</td><td class="num">${formatCad(payout.amount)}</td></tr>`,
        )
        .join('');
      const body = `<h1>Payout account</h1>
<p class="muted">Account <code>${escapeHtml(account.id)}</code> · payouts ${escapeHtml(account.payoutScheduleInterval)}</p>
<p>Charges ${account.chargesEnabled ? '<span class="badge ok">enabled</span>' : '<span class="badge warn">disabled</span>'}
· Payouts ${account.payoutsEnabled ? '<span class="badge ok">enabled</span>' : '<span class="badge warn">disabled</span>'}</p>
<h2>Balance</h2>
<table><tbody><tr><td>Available</td><td class="num">${money(balance.available)}</td></tr>
<tr><td>Pending</td><td class="num">${money(balance.pending)}</td></tr></tbody></table>
<form method="post" action="/sandbox/dashboard/${escapeHtml(account.id)}/test-payment" class="inline">
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
      schema: { tags, summary: 'Sandbox hosted checkout page (stands in for Stripe Checkout)', params: SessionParams },
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
<td class="num">${formatCad(item.unitAmount)}</td><td class="num">${formatCad(item.unitAmount * item.quantity)}${escapeHtml(per)}</td></tr>`,
        )
        .join('');
      const id = encodeURIComponent(session.id);
      const body = `<h1>Checkout</h1>
<p class="muted">Session <code>${escapeHtml(session.id)}</code>${session.customerEmail ? ` · ${escapeHtml(session.customerEmail)}` : ''}</p>
<table><thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Total</td><td class="num">${formatCad(session.amountTotal)}${escapeHtml(per)}</td></tr></tfoot></table>
<p class="muted">No card is needed: Pay marks this session paid in the sandbox.</p>
<div class="actions">
${postButton(`/sandbox/checkout/${id}/pay`, `Pay ${formatCad(session.amountTotal)}`, 'primary')}
${postButton(`/sandbox/checkout/${id}/cancel`, 'Cancel', 'secondary')}
</div>`;
      return html(reply, sandboxPage('Checkout', body));
    },
  );

  app.post(
    '/sandbox/dashboard/:accountId/test-payment',
    {
      schema: {
        tags,
        summary:
          'Sandbox only: a paid test checkout to the account (whole dollars, 1 to 10,000), then back to its dashboard',
        consumes: ['application/x-www-form-urlencoded'],
        params: AccountParams,
        body: z.object({
          amount: z.coerce
            .number({ error: 'The amount must be a number.' })
            .int({ error: 'The amount must be whole dollars.' })
            .min(1, { error: 'The amount must be at least 1.' })
            .max(10_000, { error: 'The amount may not be greater than 10000.' }),
        }),
      },
    },
    async (request, reply) => {
      await provider.createTestPayment(request.params.accountId, request.body.amount * 100);
      return reply.redirect(`/sandbox/dashboard/${encodeURIComponent(request.params.accountId)}`, 303);
    },
  );

  app.post(
    '/sandbox/checkout/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Sandbox checkout Pay: marks the session paid, credits the guide, emits events, redirects',
        params: SessionParams,
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
      },
    },
    async (request, reply) => reply.redirect(await provider.cancelUrlFor(request.params.sessionId), 303),
  );
};
