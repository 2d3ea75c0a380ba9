import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../integrations/email/email-message.ts';
import { listMailbox } from '../../integrations/email/email-outbox.service.ts';

const MailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** Makes the links of a plain-text email clickable (everything else escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * Development only: the outbox, readable without a mail server, so sign-up, reset and invitation links
 * can be followed on a fresh machine. It shows every password reset link to whoever asks, so both routes
 * answer 404 unless the configuration is development (explicit, or a machine nobody else can reach).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = app.config.devConveniences;
  const notFound = { message: 'Not found.', code: 'not_found' };

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mailbox, newest first (404 unless the server runs in development)',
        response: { 200: z.array(MailSchema), 404: ErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!enabled) return reply.status(404).send(notFound);
      const rows = await listMailbox(app.db);
      return rows.map((row) =>
        MailSchema.parse({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        }),
      );
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    if (!enabled) return reply.status(404).send(notFound);
    const rows = await listMailbox(app.db);
    const items = rows
      .map(
        (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.toAddress)}</strong> · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(row.status)}</p>
<pre>${linkify(row.textBody)}</pre></article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cordée dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#4b5563;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#0f766e}</style></head>
<body><h1>Development mailbox</h1><p>Every email the app has sent, newest first. Not available in production.</p>
${items || '<p>No email yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
