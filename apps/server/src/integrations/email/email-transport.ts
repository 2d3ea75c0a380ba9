import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { EmailMessage } from './email-message.ts';

/**
 * Where the outbox hands mail: an SMTP server, or nowhere (the dev mailbox reads the outbox itself).
 * `messageKey` names the message for good (the outbox row): every attempt carries the same Message-ID,
 * so a copy sent again after an unknown outcome is recognisably the same message.
 */
export type EmailTransport = {
  kind: 'smtp' | 'mailbox';
  send: (message: EmailMessage, options: { messageKey: string }) => Promise<void>;
  close: () => void;
};

/**
 * A send that failed. `not-delivered`: the server said no (a 4xx or 5xx answer) or was never reached;
 * `unknown`: the connection failed or went silent once the session was under way, possibly after the
 * server had taken the whole message (SMTP confirms a message only after its final dot, and that
 * confirmation can be lost). Both are retried after the back-off; the difference is what an operator reads.
 */
export class EmailSendError extends Error {
  constructor(
    readonly outcome: 'not-delivered' | 'unknown',
    cause: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(outcome === 'unknown' ? `outcome unknown (possibly delivered): ${detail}` : detail, { cause });
    this.name = 'EmailSendError';
  }
}

/** Failures that happen before the server could have taken a message. */
const BEFORE_ANY_MESSAGE = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
const NEVER_REACHED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EDNS',
  'EAUTH',
  'ENOAUTH',
  'ETLS',
  'EENVELOPE',
]);

export function sendOutcomeOf(error: unknown): EmailSendError['outcome'] {
  const failure = error as { responseCode?: unknown; code?: unknown; timeoutType?: unknown } | null;
  if (typeof failure?.responseCode === 'number') return 'not-delivered';
  if (typeof failure?.timeoutType === 'string' && BEFORE_ANY_MESSAGE.has(failure.timeoutType)) return 'not-delivered';
  if (typeof failure?.code === 'string' && NEVER_REACHED.has(failure.code)) return 'not-delivered';
  return 'unknown';
}

/** The domain of MAIL_FROM, for Message-IDs (`<key@domain>`). */
function domainOf(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(mailFrom)?.[1] ?? 'localhost';
}

export function createEmailTransport(config: Config): EmailTransport {
  if (!config.SMTP_URL) {
    return { kind: 'mailbox', send: async () => {}, close: () => {} };
  }
  // Short timeouts: a black-holed server fails the attempt, and the outbox retries later.
  const url = new URL(config.SMTP_URL);
  for (const [option, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, ms);
  }
  const transporter = nodemailer.createTransport(url.toString());
  const domain = domainOf(config.MAIL_FROM);
  return {
    kind: 'smtp',
    send: async (message, { messageKey }) => {
      try {
        await transporter.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${messageKey}@${domain}>`,
        });
      } catch (error) {
        throw new EmailSendError(sendOutcomeOf(error), error);
      }
    },
    close: () => transporter.close(),
  };
}
