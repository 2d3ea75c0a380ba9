/** One Server-Sent Event as a test sees it. */
export type SseEvent = { id: string | undefined; event: string; data: string };

/**
 * Reads a live text/event-stream answer over real HTTP (injected requests wait for the end of the
 * answer, which a live stream never reaches). Tests wait for what they expect with `next`: no timers,
 * the test's own timeout is the only bound.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  /** Resolves when the server ends the answer (or the test aborts it). */
  readonly ended: Promise<void>;
  private cursor = 0;
  private wake: (() => void) | undefined;
  private done = false;
  private readonly abort = new AbortController();

  private constructor(readonly response: Response) {
    this.ended = this.read().finally(() => {
      this.done = true;
      this.wake?.();
    });
  }

  /** Opens the stream; resolves once the status and headers are in (any status: check `response`). */
  static async open(
    baseUrl: string,
    options: { token?: string; lastEventId?: string | number; headers?: Record<string, string> } = {},
  ): Promise<SseClient> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/realtime`, {
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lastEventId !== undefined ? { 'last-event-id': String(options.lastEventId) } : {}),
        ...options.headers,
      },
      signal: abort.signal,
    });
    const client = new SseClient(response);
    client.abort.signal.addEventListener('abort', () => abort.abort());
    return client;
  }

  /** The next event (after those already taken) that matches; rejects if the stream ends first. */
  async next(matches: (event: SseEvent) => boolean = () => true): Promise<SseEvent> {
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor] as SseEvent;
        this.cursor += 1;
        if (matches(event)) return event;
      }
      if (this.done) throw new Error(`the stream ended; events seen: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** The next `message` event's data, parsed. */
  async nextMessage(): Promise<{ id: number; data: Record<string, unknown> }> {
    const event = await this.next((candidate) => candidate.event === 'message');
    return { id: Number(event.id), data: JSON.parse(event.data) as Record<string, unknown> };
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    if (!this.response.body || !this.response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await this.response.text().catch(() => '');
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of this.response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          this.parse(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test, or the connection dropped: the stream has ended either way.
    }
  }

  private parse(block: string): void {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    let any = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else continue;
      any = true;
    }
    if (!any) return;
    this.events.push({ id, event, data: data.join('\n') });
    this.wake?.();
  }
}
