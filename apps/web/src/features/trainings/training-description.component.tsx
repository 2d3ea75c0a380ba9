/**
 * A training's description. The server stores it only as the output of its sanitize-html allowlist
 * (paragraphs, lists, emphasis, https links; no script, handler, style or iframe), applied on every
 * write, so what arrives here is already safe to insert.
 */
export function TrainingDescription({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`flex flex-col gap-2 text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist on every write (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
