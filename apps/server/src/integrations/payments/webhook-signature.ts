import { createHmac, timingSafeEqual } from 'node:crypto';
import { type WebhookEvent, WebhookSignatureError } from './payment-provider.ts';

/** The route the provider's webhooks are sent to (the Stripe dashboard is configured with it too). */
export const WEBHOOK_PATH = '/api/cos-connect-whs';

/** Stripe's default: a signature older than five minutes is refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The `Stripe-Signature` header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/**
 * Checks the header against the raw bytes as Stripe's libraries do: any one of the `v1` values may match
 * (several appear while a secret is rolled), compared in constant time; the timestamp must be recent.
 */
export function verifyWebhookSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError('No signature header.');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookSignatureError('The signature header has no timestamp or no v1 signature.');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload.');
  if (nowSeconds - timestamp > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature timestamp is outside the tolerance.');
  }
}

/** The verified bytes as an event; anything that is not an event object is refused like a bad signature. */
export function parseWebhookEvent(rawBody: Buffer): WebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('The payload is not JSON.');
  }
  const event = parsed as Partial<WebhookEvent> | null;
  if (
    !event ||
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.created !== 'number' ||
    !event.data ||
    typeof event.data.object !== 'object' ||
    event.data.object === null
  ) {
    throw new WebhookSignatureError('The payload is not an event.');
  }
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    ...(typeof event.account === 'string' ? { account: event.account } : {}),
    data: { object: event.data.object as Record<string, unknown> },
  };
}
