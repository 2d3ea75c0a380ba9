/**
 * An HTTPS front for the benchmark's server, as a production deployment has one (a load balancer or
 * reverse proxy ending TLS and speaking HTTP/2 to browsers). It matters for what is measured: Chromium
 * asks for brotli only over HTTPS, and over HTTP/1.1 it opens at most six connections to a host, so a
 * plain-http benchmark would charge a phone for gzip and for queued requests that no visitor of the real
 * site pays for.
 *
 * The certificate is self-signed, made with Debian's `openssl` for this run only, in a temporary
 * directory; the browser context is told to accept it (`ignoreHTTPSErrors`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TlsProxy = { origin: string; stop: () => Promise<void> };

/** Headers HTTP/2 forbids in an answer (they describe one HTTP/1.1 connection). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'cordee-bench-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
    return { key: await readFile(keyFile), cert: await readFile(certFile) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Serves https://127.0.0.1:<port> (HTTP/2, HTTP/1.1 for clients without it) in front of `target`. */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ ...(await selfSignedCertificate()), allowHTTP1: true });

  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = upstream.host;
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    // A visit's browser context closes with its live events stream still open: the upstream request goes
    // with it, or each one would hold one of the agent's sockets until the server ends the stream.
    response.on('close', () => forwarded.destroy());
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      agent.destroy();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
