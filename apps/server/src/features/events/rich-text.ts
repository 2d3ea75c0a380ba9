import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for the wizard's rich text (description, itinerary): what the TipTap editor
 * produces and nothing that can run script or restyle the page. Applied on every write, so what
 * is stored is safe whatever client sent it.
 */
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: text inside <script> or <style> is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math'],
  transformTags: {
    // A guide's link must not hand the opened page a handle on ours (reverse tabnabbing).
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
