import { chatSearchTermOf } from '@cordee/shared/chat-limits';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * The Chats search compares the term and the stored text in the same folded form: lower case, accents
 * removed, punctuation and spaces dropped. The folding is written out (translate + an explicit
 * punctuation list) rather than left to lower() and [[:alnum:]], because those follow the database's
 * locale: under the C locale (PGlite) they leave "É" upper case and treat "é" as punctuation, and the
 * same search would then find different rows on PGlite and on PostgreSQL.
 */

/** Accented Latin letters, upper and lower case, and what each folds to. */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿŸ';
const UNACCENTED = 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooouuuuuuuuyyyy';

/**
 * What the term drops in SQL: white space, ASCII punctuation and symbols (the underscore is kept, as
 * `chatSearchTermOf` keeps it), and the typographic punctuation people type in names (O’Brien).
 */
const DROPPED_IN_SQL = '[[:space:]!-/:-@[-^`{-~’‘‚“”„«»–—…¡¿·•]';

/** The term as the SQL side compares it: `chatSearchTermOf`, then accents removed. */
export function foldedSearchTerm(raw: string): string {
  return chatSearchTermOf(raw.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/** A text column folded the way `foldedSearchTerm` folds the term. */
export function foldedText(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`regexp_replace(translate(lower(${column}), ${ACCENTED}, ${UNACCENTED}), ${DROPPED_IN_SQL}, '', 'g')`;
}

/** Whether any of the columns contains the (already folded, non-empty) term. */
export function containsTerm(term: string, columns: Array<AnyColumn | SQL>): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql`strpos(${foldedText(column)}, ${term}) > 0`),
    sql` or `,
  )})`;
}
