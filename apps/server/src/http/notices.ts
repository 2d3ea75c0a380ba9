import type { NoticeCode } from '@cordee/shared/notice-codes';
import { english } from './english.ts';

/** A successful answer's notice as the schemas carry it (notices.contracts.ts). */
export type NoticeAnswer<C extends NoticeCode = NoticeCode> = { message: string; code: C; context?: string };

/**
 * What a successful answer tells a person, by code: the code the web words through its `notices`
 * namespace, the context of a code worded several ways (`user_deleted` of a guide), and the English
 * `message` for other clients, read from the shared catalogue as the web reads it (`<code>_<context>`).
 * Spread into the answer: `{ ...noticeOf('plan_created'), plan }`.
 */
export function noticeOf<C extends NoticeCode>(code: C, context?: string): NoticeAnswer<C> {
  const options: Record<string, unknown> = { ns: 'notices', context };
  const message = english.t(code as NoticeCode, options);
  return context ? { message, code, context } : { message, code };
}
