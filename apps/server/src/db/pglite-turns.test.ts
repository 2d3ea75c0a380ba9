import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { withEventLoopTurns } from './pglite-turns.ts';

/** A stand-in for PGlite that records when each query runs; like PGlite, it answers without any I/O. */
function recordingClient(log: string[]) {
  return {
    query: async (text: string) => {
      log.push(text);
      return { rows: [] };
    },
    transaction: async (work: (tx: { query: (text: string) => Promise<unknown> }) => Promise<unknown>) =>
      work({
        query: async (text: string) => {
          log.push(`tx ${text}`);
          return { rows: [] };
        },
      }),
    closed: false,
  } as unknown as PGlite;
}

describe('withEventLoopTurns', () => {
  it('gives the event loop a turn before each queued query, so other work is served between them', async () => {
    const log: string[] = [];
    const client = withEventLoopTurns(recordingClient(log));
    let ticking = true;
    const tick = () => {
      log.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all([client.query('q1'), client.query('q2'), client.query('q3')]);
    ticking = false;
    const queries = log.filter((entry) => entry !== 'turn');
    expect(queries).toEqual(['q1', 'q2', 'q3']);
    // Between any two queries the event loop served something else.
    expect(log.indexOf('q2') - log.indexOf('q1')).toBeGreaterThan(1);
    expect(log.indexOf('q3') - log.indexOf('q2')).toBeGreaterThan(1);
  });

  it('holds the line for a whole transaction: its own queries run at once, the others after it', async () => {
    const log: string[] = [];
    const client = withEventLoopTurns(recordingClient(log));
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('first');
      outside = client.query('outside');
      await tx.query('second');
    });
    await outside;
    expect(log).toEqual(['tx first', 'tx second', 'outside']);
  });

  it('keeps the line moving after a failed query', async () => {
    const failing = {
      query: async (text: string) => {
        if (text === 'bad') throw new Error('syntax error');
        return { rows: [text] };
      },
    } as unknown as PGlite;
    const client = withEventLoopTurns(failing);
    const [bad, good] = await Promise.allSettled([client.query('bad'), client.query('good')]);
    expect(bad.status).toBe('rejected');
    expect(good).toEqual({ status: 'fulfilled', value: { rows: ['good'] } });
  });
});
