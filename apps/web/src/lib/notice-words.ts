import type { NoticeCode } from '@cordee/shared/notice-codes';
import { i18n, NOTICES_NAMESPACE } from './i18n.ts';

/** What a successful answer tells a person, as the server sent it: its English, its code and the code's context. */
export type NoticeAnswer = { message: string; code: NoticeCode; context?: string | undefined };

/**
 * The one way the screens word what a successful answer tells ("Plan is created"): its code, in the
 * context the server named (`user_deleted` of a guide), through the `notices` catalogue in the reader's
 * language. The server's English `message` stands while the catalogue is not loaded (api-client.ts loads
 * it before a change's answer resolves; a failed download leaves it out), and when the catalogue's English
 * for the code is not the server's: a server newer or older than this build worded it in a way the build
 * does not know, and its own words are more exact than ours (as refusals are worded, decision 0044).
 */
export function noticeOf({ message, code, context }: NoticeAnswer): string {
  const options = { ns: NOTICES_NAMESPACE, ...(context === undefined ? {} : { context }) };
  if (!i18n.exists(code, options)) return message;
  if (i18n.t(code, { ...options, lng: 'en' }) !== message) return message;
  return i18n.t(code, options);
}

/**
 * Loads the `notices` namespace once, the first time a change is answered (api-client.ts): a visit that
 * only reads never downloads it. A failed download leaves the server's English `message` as what people read.
 */
export function loadNoticeWords(): Promise<void> {
  return i18n.loadNamespaces(NOTICES_NAMESPACE);
}
