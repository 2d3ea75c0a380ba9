import { FieldValidationError } from '../../http/errors.ts';

/** The Chats list and the notification show at most this much of the last message. */
export const CHAT_PREVIEW_MAX_LENGTH = 120;

/**
 * Control characters (all but newline and tab) and the bidirectional overrides and isolates, which
 * would let a message display its text in another order than it was written ("gpj.exe").
 */
const UNWANTED_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A message as it is stored: plain text (the web escapes it when showing it), line breaks made "\n",
 * unwanted characters dropped, trimmed. Refused (422) when nothing is left.
 */
export function plainMessageOf(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(UNWANTED_CHARACTERS, (character) => (character === '\n' || character === '\t' ? character : ''))
    .trim();
  if (text.length === 0) throw new FieldValidationError({ message: ['chat_message_required'] });
  return text;
}

/** The message on one line, cut to the preview length on a whole character (never half an emoji). */
export function previewOf(text: string, maxLength = CHAT_PREVIEW_MAX_LENGTH): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= maxLength) return characters.join('');
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}
