import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server took in full, as the recipient's provider would keep it. */
export type ReceivedMail = { to: string; messageId: string; subject: string };

/**
 * - `accept`: every message is answered "250 OK" after `delayMs` (a slow mail server);
 * - `hang-after-data`: the whole message is read and kept, then the final answer never comes, so the
 *   sender cannot know whether it was delivered (a connection that dies after the final dot).
 */
export type SlowSmtpMode = 'accept' | 'hang-after-data';

export type SlowSmtp = {
  /** `smtp://127.0.0.1:<port>?…` with the given client timeouts, for SMTP_URL. */
  url: (timeouts?: { socketTimeoutMs?: number }) => string;
  /** Every message taken in full, in order of arrival (duplicates included). */
  received: ReceivedMail[];
  /** How many messages were taken to each recipient / under each Message-ID. */
  countsByRecipient: () => Map<string, number>;
  countsByMessageId: () => Map<string, number>;
  /** Resolves once `n` messages have started arriving (their DATA began) since the server started. */
  dataStarted: (n: number) => Promise<void>;
  delayMs: number;
  mode: SlowSmtpMode;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback whose answer to each message takes `delayMs` (smtp-server). */
export async function startSlowSmtp(options: { delayMs?: number } = {}): Promise<SlowSmtp> {
  const received: ReceivedMail[] = [];
  let started = 0;
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const state = { delayMs: options.delayMs ?? 0, mode: 'accept' as SlowSmtpMode };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A session left hanging on purpose is cut this soon when the server closes.
    closeTimeout: 100,
    onData(stream, session, callback) {
      started += 1;
      for (const waiter of waiters.filter((w) => started >= w.n)) waiter.resolve();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await simpleParser(Buffer.concat(chunks));
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          messageId: parsed.messageId ?? '',
          subject: parsed.subject ?? '',
        };
        if (state.mode === 'hang-after-data') {
          // Taken in full (the recipient may well see it), but the sender never hears so.
          received.push(mail);
          return;
        }
        setTimeout(() => {
          received.push(mail);
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const count = (key: (mail: ReceivedMail) => string) => {
    const counts = new Map<string, number>();
    for (const mail of received) counts.set(key(mail), (counts.get(key(mail)) ?? 0) + 1);
    return counts;
  };
  return {
    url: ({ socketTimeoutMs = 10_000 } = {}) =>
      `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000&greetingTimeout=2000&socketTimeout=${socketTimeoutMs}`,
    received,
    countsByRecipient: () => count((mail) => mail.to),
    countsByMessageId: () => count((mail) => mail.messageId),
    dataStarted: (n) =>
      started >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode: SlowSmtpMode) {
      state.mode = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
