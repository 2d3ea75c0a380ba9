import net from 'node:net';
import { Transform } from 'node:stream';

export type StalledStore = {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  /** Connections accepted so far. */
  readonly connections: number;
  /**
   * `drop` reads what is sent and never answers; `never-read` does not even read, so the sender's
   * buffers fill and its writes stop (a store that stopped taking an upload). For new connections.
   */
  mode: 'drop' | 'never-read';
  /**
   * From now on, connections are passed to a working store at `target` (`http://host:port`), as when
   * the frozen store comes back, optionally over a link that carries the sender's bytes at
   * `bytesPerSecond`; the connections left hanging are cut.
   */
  answerWith: (target: string, link?: { bytesPerSecond: number }) => void;
  close: () => Promise<void>;
};

/**
 * An "S3 endpoint" that accepts TCP connections, reads whatever is sent and never answers a byte: a
 * frozen store, a half-dead load balancer, a blackholed route that still completes the handshake.
 */
export async function startStalledStore(): Promise<StalledStore> {
  const hanging = new Set<net.Socket>();
  const open = new Set<net.Socket>();
  let connections = 0;
  let target: URL | undefined;
  let bytesPerSecond: number | undefined;
  let mode: StalledStore['mode'] = 'drop';
  const server = net.createServer((socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    if (target) {
      const upstream = net.connect(Number(target.port), target.hostname);
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      const link = bytesPerSecond ? slowLink(bytesPerSecond) : undefined;
      if (link) socket.pipe(link).pipe(upstream);
      else socket.pipe(upstream);
      upstream.pipe(socket);
      return;
    }
    hanging.add(socket);
    socket.on('close', () => hanging.delete(socket));
    // `drop`: reads and drops, so the sender's writes succeed and no answer ever comes.
    if (mode === 'drop') socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    get mode() {
      return mode;
    },
    set mode(next) {
      mode = next;
    },
    answerWith: (to, link) => {
      target = new URL(to);
      bytesPerSecond = link?.bytesPerSecond;
      for (const socket of hanging) socket.destroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Passes bytes on no faster than `bytesPerSecond`, in pieces of at most 16 kB. */
function slowLink(bytesPerSecond: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const pieces: Buffer[] = [];
      for (let offset = 0; offset < chunk.length; offset += 16 * 1024)
        pieces.push(chunk.subarray(offset, offset + 16 * 1024));
      const next = () => {
        const piece = pieces.shift();
        if (!piece) return callback();
        setTimeout(
          () => {
            this.push(piece);
            next();
          },
          (piece.length / bytesPerSecond) * 1000,
        );
      };
      next();
    },
  });
}
