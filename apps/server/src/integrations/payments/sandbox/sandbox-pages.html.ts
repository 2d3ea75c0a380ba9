import { escapeHtml } from '../../email/email-message.ts';

export function formatDate(epochSeconds: number | null): string {
  return epochSeconds === null ? '—' : new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

/**
 * The frame of every sandbox page: plain HTML with an inline stylesheet (allowed by the app's CSP) and
 * no script at all, so buttons are ordinary forms posting back to the server.
 */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Cordée sandbox</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f3f4f6;color:#111827}
.banner{background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;padding:.6rem 1rem;text-align:center;font-weight:600}
main{max-width:640px;margin:2rem auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:1.5rem 2rem}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
p{line-height:1.5}.muted{color:#4b5563;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:.75rem 0}th,td{text-align:left;padding:.5rem .25rem;border-bottom:1px solid #e5e7eb}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}tfoot td{font-weight:700;border-bottom:0}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}.actions form{margin:0}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:.65rem 1.25rem;border:1px solid transparent;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#0f766e;color:#fff}.primary:hover{background:#115e59}
.secondary{background:#fff;color:#374151;border-color:#d1d5db}.secondary:hover{background:#f9fafb}
.badge{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;background:#e5e7eb}
.ok{background:#d1fae5;color:#065f46}.warn{background:#fee2e2;color:#991b1b}
code{font-size:.85rem;background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}
</style></head>
<body><div class="banner" role="note">Sandbox — no real money</div>
<main>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string, link?: { label: string; url: string }): string {
  const action = link
    ? `<div class="actions"><a class="button primary" href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></div>`
    : '';
  return sandboxPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}`);
}

/** A button that POSTs a form (the page has no script; CSP form-action is 'self'). */
export function postButton(
  action: string,
  label: string,
  kind: 'primary' | 'secondary',
  hidden: Record<string, string> = {},
) {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;
}
