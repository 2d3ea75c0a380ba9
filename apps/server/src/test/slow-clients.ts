import net from 'node:net';

/**
 * Clients that misbehave the way a real network does, over real sockets (app.inject has no socket, so
 * neither Node's timeouts nor a body that arrives late can be seen through it).
 */

/** What one raw HTTP exchange came to: the answer's status and body, or a connection that closed without one. */
export type RawOutcome = {
  status: number | null;
  body: string;
  /** Milliseconds from the first byte sent to the answer (or to the close when none came). */
  afterMs: number;
  /** The server closed the connection (after its answer, or instead of one). */
  closed: boolean;
};

export type RawExchange = {
  /** Settles once the answer is complete or the connection closed; never rejects. */
  outcome: Promise<RawOutcome>;
  /** The answer's status once its head arrived (a live stream's answer never completes), null on a close. */
  head: Promise<number | null>;
  /** Milliseconds from the first byte sent to the connection's close, by either side. */
  closed: Promise<number>;
  /** Bytes of the body sent so far. */
  sent: () => number;
  /** Stops sending and closes the connection from the client's side. */
  close: () => void;
};

type RawRequest = {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string | number>;
  /** The whole body; its length is sent as Content-Length. */
  body: Buffer;
  /**
   * How the body is sent: `bytesPerTick` bytes every `everyMs`, after the head (all of it at once when
   * absent). `stopAfterBytes` stops sending there and keeps the connection open (a stalled client).
   */
  pace?: { bytesPerTick: number; everyMs: number; stopAfterBytes?: number };
};

function parseAnswer(raw: Buffer): { status: number; body: string; complete: boolean } | null {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = raw.subarray(0, headEnd).toString('latin1');
  const status = Number(head.split(' ')[1]);
  const lengthHeader = /\r\ncontent-length: *(\d+)/i.exec(head);
  const body = raw.subarray(headEnd + 4);
  const complete = lengthHeader ? body.length >= Number(lengthHeader[1]) : false;
  return { status, body: body.toString('utf8'), complete };
}

/**
 * One HTTP/1.1 request written by hand on its own connection, its body at the given pace. The outcome
 * is the first answer the server writes, whether or not the body was all sent.
 */
export function rawRequest(request: RawRequest): RawExchange {
  const socket = net.connect(request.port, '127.0.0.1');
  const started = performance.now();
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let received = Buffer.alloc(0);
  let settled = false;
  let settle: (outcome: RawOutcome) => void = () => {};
  const outcome = new Promise<RawOutcome>((resolve) => {
    settle = resolve;
  });
  let headArrived: (status: number | null) => void = () => {};
  const head = new Promise<number | null>((resolve) => {
    headArrived = resolve;
  });
  const finish = (closed: boolean) => {
    if (settled) return;
    settled = true;
    clearInterval(timer);
    const answer = parseAnswer(received);
    headArrived(answer?.status ?? null);
    settle({
      status: answer?.status ?? null,
      body: answer?.body ?? '',
      afterMs: Math.round(performance.now() - started),
      closed,
    });
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const answer = parseAnswer(received);
    if (answer) headArrived(answer.status);
    if (answer?.complete) {
      clearInterval(timer);
      finish(false);
    }
  });
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => {
      finish(true);
      resolve(Math.round(performance.now() - started));
    });
  });
  // The server may close while a byte is on its way: that is an outcome, not a failure of the test.
  socket.on('error', () => {});

  const headers = { host: '127.0.0.1', 'content-length': request.body.length, ...request.headers };
  const requestHead = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  socket.write(requestHead);
  const pace = request.pace;
  if (!pace) {
    socket.write(request.body);
    sent = request.body.length;
  } else {
    const limit = Math.min(pace.stopAfterBytes ?? request.body.length, request.body.length);
    const tick = () => {
      if (settled || socket.destroyed) return clearInterval(timer);
      const next = Math.min(sent + pace.bytesPerTick, limit);
      if (next > sent) {
        socket.write(request.body.subarray(sent, next));
        sent = next;
      }
      if (sent >= limit) clearInterval(timer);
    };
    timer = setInterval(tick, pace.everyMs);
    tick();
  }
  return {
    outcome,
    head,
    closed,
    sent: () => sent,
    close: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** A JSON body sent one byte every `everyMs` (a byte every 2 s, as in issue 28), on its own connection. */
export function trickleJson(
  port: number,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
  everyMs = 2_000,
): RawExchange {
  return rawRequest({
    port,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(json)),
    pace: { bytesPerTick: 1, everyMs },
  });
}

/** A GET over its own connection, given up by the client after `timeoutMs` (status null then). */
export async function timedGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 5_000,
): Promise<{ status: number | null; ms: number }> {
  const exchange = rawRequest({
    port,
    method: 'GET',
    path,
    headers: { connection: 'close', ...headers },
    body: Buffer.alloc(0),
  });
  const timeout = setTimeout(exchange.close, timeoutMs);
  const outcome = await exchange.outcome;
  clearTimeout(timeout);
  exchange.close();
  return { status: outcome.status, ms: outcome.afterMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
