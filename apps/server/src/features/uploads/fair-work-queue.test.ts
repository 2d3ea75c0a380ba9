import { describe, expect, it } from 'vitest';
import { createFairWorkQueue } from './fair-work-queue.ts';
import { WorkQueueFullError } from './work-queue.ts';

/** A task that finishes when released, recording when it started. */
function gate(started: string[], name: string) {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = () => {
    started.push(name);
    return done;
  };
  return { task, release: () => release() };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('fair work queue (issue 28, finding e)', () => {
  it('gives the next free slot to the key served longest ago, whatever the arrival order', async () => {
    const queue = createFairWorkQueue({ concurrency: 1, maxWaiting: 16, maxWaitingPerKey: 16 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const runs: Promise<unknown>[] = [];
    const add = (key: string, name: string) => {
      const held = gate(started, name);
      gates.set(name, held);
      runs.push(queue.run(key, held.task));
    };
    for (let i = 1; i <= 4; i += 1) add('a', `a${i}`);
    add('b', 'b1');
    add('c', 'c1');
    add('b', 'b2');
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(6);
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']) {
      await turn();
      expect(started.at(-1)).toBe(name);
      gates.get(name)?.release();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a key past its share of the line, and anyone past the whole line', async () => {
    const queue = createFairWorkQueue({ concurrency: 1, maxWaiting: 3, maxWaitingPerKey: 2 });
    const started: string[] = [];
    const held = [gate(started, 'a1'), gate(started, 'a2'), gate(started, 'a3'), gate(started, 'b1')];
    const runs = held.map((g, index) => queue.run(index < 3 ? 'a' : 'b', g.task));
    await expect(queue.run('a', async () => 'a4')).rejects.toBeInstanceOf(WorkQueueFullError);
    // The line holds a2, a3 and b1: full for everyone now.
    await expect(queue.run('c', async () => 'c1')).rejects.toBeInstanceOf(WorkQueueFullError);
    for (const g of held) g.release();
    await Promise.all(runs);
    expect(await queue.run('c', async () => 'c1')).toBe('c1');
  });
});
