import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a Nominatim-compatible place search, for tests: `GET /search` answers the places set
 * with `answer`, in Nominatim's JSON (coordinates as text), or a fault: a 500, a body that is not the
 * expected JSON, or no answer at all (the client's timeout has to end it).
 */
export type FakeGeocoderFault = 'error-500' | 'garbage' | 'hang';

export type NominatimPlace = {
  display_name: string;
  name?: string;
  lat: string;
  lon: string;
  address?: Record<string, string>;
};

export class FakeGeocoderServer {
  /** Every request received: its path and query, and the User-Agent it said. */
  readonly requests: Array<{ path: string; query: Record<string, string>; userAgent: string | undefined }> = [];
  private places: NominatimPlace[] = [];
  private fault: FakeGeocoderFault | null = null;
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly server = http.createServer((request, response) => this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  answer(places: NominatimPlace[]): void {
    this.places = places;
    this.fault = null;
  }

  failWith(fault: FakeGeocoderFault): void {
    this.fault = fault;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      userAgent: request.headers['user-agent'],
    });
    if (this.fault === 'hang') {
      this.hanging.add(response);
      return;
    }
    if (url.pathname !== '/search' || this.fault === 'error-500') {
      response.writeHead(url.pathname === '/search' ? 500 : 404, { 'content-type': 'application/json' });
      response.end('{"error":"unavailable"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(this.fault === 'garbage' ? '<html>busy</html>' : JSON.stringify(this.places));
  }
}
