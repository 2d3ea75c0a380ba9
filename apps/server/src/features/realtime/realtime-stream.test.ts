import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { StoredRealtimeEvent } from './realtime.service.ts';
import { RealtimeStream } from './realtime-stream.ts';

/** The parts of a ServerResponse a stream uses, recording what is written. */
function fakeResponse() {
  const written: string[] = [];
  const response = Object.assign(new EventEmitter(), {
    writableLength: 0,
    writableEnded: false,
    socket: null,
    writeHead: () => response,
    write: (chunk: string) => written.push(chunk),
    end: () => {
      response.writableEnded = true;
    },
  });
  return { response: response as unknown as ServerResponse, ids: () => written.join('').match(/^id: \d+$/gm) ?? [] };
}

/** An event at `position` in commit order; its row id (handed out at insert) is unrelated. */
const stored = (position: number, userId = 1): StoredRealtimeEvent => ({
  id: 1000 - position,
  position,
  userId,
  event: { kind: 'notifications_read' },
});

describe('RealtimeStream', () => {
  it('writes an event once when it is both replayed and announced live, before or after the replay', () => {
    const { response, ids } = fakeResponse();
    const stream = new RealtimeStream(1, 9, response, () => {});
    stream.open({});
    stream.deliver(stored(5));
    stream.deliver(stored(7));
    stream.goLive({ events: [stored(4), stored(5), stored(6)], resync: false, cursor: 6, coveredUpTo: 6 });
    stream.deliver(stored(6));
    stream.deliver(stored(8));
    // The replay, the `ready` cursor (6), the held 7 (5 was replayed), the live 8 (6 was replayed): the
    // ids are positions, growing.
    expect(ids()).toEqual(['id: 4', 'id: 5', 'id: 6', 'id: 6', 'id: 7', 'id: 8']);
  });

  it('on a fresh start (no replay) writes every event that arrived while it opened', () => {
    const { response, ids } = fakeResponse();
    const stream = new RealtimeStream(1, 9, response, () => {});
    stream.open({});
    stream.deliver(stored(3));
    stream.goLive({ events: [], resync: false, cursor: 5, coveredUpTo: 0 });
    stream.deliver(stored(4));
    stream.deliver(stored(6));
    expect(ids()).toEqual(['id: 5', 'id: 3', 'id: 4', 'id: 6']);
  });

  it('never writes another user’s event', () => {
    const { response, ids } = fakeResponse();
    const stream = new RealtimeStream(1, 9, response, () => {});
    stream.open({});
    stream.goLive({ events: [], resync: false, cursor: 0, coveredUpTo: 0 });
    stream.deliver(stored(3, 2));
    expect(ids()).toEqual(['id: 0']);
  });
});
