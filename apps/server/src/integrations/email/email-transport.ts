import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { EmailMessage } from './email-message.ts';

/** Where the outbox hands mail: an SMTP server, or nowhere (the dev mailbox reads the outbox itself). */
export type EmailTransport = {
  kind: 'smtp' | 'mailbox';
  send: (message: EmailMessage) => Promise<void>;
  close: () => void;
};

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
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}
