import { describe, expect, it } from 'vitest';
import { failedQuery, serverError, UNAVAILABLE_CASES } from '../test/database-unavailable-errors.ts';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors.ts';

describe('isDatabaseUnavailable: the one place that tells a dropped or unreachable database', () => {
  for (const [name, make] of UNAVAILABLE_CASES) {
    it(`${name}: as thrown, and wrapped by drizzle (twice, as a rollback after a failed query is)`, () => {
      expect(isDatabaseUnavailable(make())).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(make()))).toBe(true);
      expect(isDatabaseUnavailable(failedQuery(new Error('wrapper', { cause: make() })))).toBe(true);
    });
  }

  it('is not fooled by errors of the query itself, nor by anything that is no error', () => {
    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint "users_email_unique"', 'ERROR'),
      serverError('22003', 'value "2147483648" is out of range for type integer', 'ERROR'),
      serverError('57014', 'canceling statement due to statement timeout', 'ERROR'),
      serverError('40001', 'could not serialize access due to concurrent update', 'ERROR'),
      new Error('the diary insert returned no row'),
      new Error('PGlite is closed'),
      undefined,
      null,
      'Connection terminated unexpectedly',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
    }
    expect(isUniqueViolation(failedQuery(serverError('23505', 'duplicate', 'ERROR')))).toBe(true);
  });

  it('follows a cause chain that loops back on itself without hanging', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
