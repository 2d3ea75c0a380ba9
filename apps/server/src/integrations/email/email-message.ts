/** One email as the use cases write it; the outbox delivers it later. */
export type EmailMessage = { to: string; subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * A plain, readable email in both forms: paragraphs of text and, optionally, one call-to-action link.
 * Every value is escaped in the HTML part; the text part is what text-only clients and the dev
 * mailbox show.
 */
export function composeEmail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}): EmailMessage {
  const closing = input.closing ?? 'The Cordée team';
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    closing,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>${escapeHtml(input.greeting)}</p>`,
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    input.action
      ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p><p style="font-size:12px;color:#6b7280">${escapeHtml(input.action.url)}</p>`
      : '',
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: input.subject, text, html };
}
