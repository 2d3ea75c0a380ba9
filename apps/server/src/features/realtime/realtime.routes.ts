import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { DomainError, forbidden, tooManyRequests } from '../../http/errors.ts';
import { parseLastEventId, planReplay } from './realtime.service.ts';
import { RealtimeStream } from './realtime-stream.ts';

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built, started and stopped by the composition root (dependencies.ts, app.ts).
  const hub = app.realtimeHub;
  app.metrics.watchLiveStreams(() => hub.size);

  const ownOrigin = new URL(app.config.PUBLIC_URL).origin;
  /**
   * A browser always says which page opened the request. A page of another site must not read a user's
   * events, even were a token to leak to it: refused before anything else happens. Clients that are not
   * browsers send no Origin.
   */
  const refuseForeignOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) throw forbidden('live_stream_origin');
  };

  /**
   * The open stream holds no database slot (it would hold it for hours: PGlite has four). The handshake
   * (the session lookup and the replay) takes one like any API request and gives it back once the replay
   * is written. The route opts out of the global admission with `databaseWork: false` and does this.
   */
  const handshakeSlots = new WeakMap<FastifyRequest, () => void>();
  const admitHandshake = async (request: FastifyRequest, reply: FastifyReply) => {
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort('connection closed'));
    const release = await app.databaseAdmission.enter(gone.signal);
    if (!release) {
      if (gone.signal.aborted) return reply;
      throw new DomainError('overloaded', undefined, { 'retry-after': '5' });
    }
    reply.raw.once('close', release);
    handshakeSlots.set(request, release);
  };

  app.get(
    '/api/realtime',
    {
      onRequest: [refuseForeignOrigin, admitHandshake, requireUser],
      config: { databaseWork: false },
      schema: {
        tags: ['realtime'],
        summary: "The signed-in user's live events (Server-Sent Events)",
        description:
          "A text/event-stream: `message` events (id = the event's position in commit order, data = a " +
          'RealtimeEvent), `resync` when events may have been missed, `ready` with the cursor after the ' +
          'replay, `closed` before the server ends it. Send the newest id seen as Last-Event-ID to get what ' +
          'was missed since: an event committed later always has a greater id.',
        security: [{ bearer: [] }],
        // No parameter exists: the token travels in the Authorization header only (decision 0041).
        querystring: z.object({}).strict(),
        headers: z.object({ 'last-event-id': z.string().optional() }),
        response: {
          200: { description: 'The live stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.method === 'HEAD') {
        handshakeSlots.get(request)?.();
        return reply.type('text/event-stream').header('cache-control', 'no-cache').send('');
      }
      if (!hub.hasRoom()) {
        throw hub.isClosed
          ? new DomainError('overloaded', undefined, { 'retry-after': '5' })
          : tooManyRequests(30, 'live_streams');
      }
      const lastEventId = parseLastEventId(request.headers['last-event-id']);
      // Answered by hand from here: the status and headers now, then one write per event, for hours.
      reply.hijack();
      const stream = new RealtimeStream(actor.user.id, actor.sessionId, reply.raw, (ended) => hub.remove(ended));
      stream.open(reply.getHeaders());
      // Registered before the replay is read: whatever commits meanwhile is held, then written after it.
      hub.add(stream);
      try {
        const plan = await planReplay(app.db, actor, { lastEventId });
        if (stream.isOpen) stream.goLive(plan);
      } catch (error) {
        request.log.error({ err: error }, 'realtime: the replay could not be read');
        stream.resync();
        stream.close('reconnect');
      } finally {
        handshakeSlots.get(request)?.();
      }
    },
  );
};
