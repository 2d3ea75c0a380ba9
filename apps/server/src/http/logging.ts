import type { FastifyServerOptions } from 'fastify';

/** Removes the value of every `token` query parameter: the spec's client sends session tokens in URLs. */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactTokenInUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
