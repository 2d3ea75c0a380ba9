import { mayManageTrainings } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { UploadResponseSchema } from '@cordee/shared/uploads.contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyUser, requireAccess } from '../../http/auth.ts';
import { errorBody, forbidden, notFound } from '../../http/errors.ts';
import { admitDatabaseWork } from '../../http/overload.ts';
import { contentDisposition } from './file-names.ts';
import { mediaSignerOf } from './media-signing.ts';
import { readSingleFile, type UploadPace } from './multipart-file.ts';
import {
  countUploadAttempt,
  openSignedMedia,
  openUpload,
  storeImageUpload,
  storePdfUpload,
  storeVideoUpload,
  uploadLimits,
} from './uploads.service.ts';
import { receiveVideoToTempFile } from './video-upload.ts';

const tags = ['uploads'];
const errors = {
  400: ErrorSchema,
  408: ErrorSchema,
  413: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};
const multipartNote =
  'Body: multipart/form-data with exactly one file part (any field name) and no other fields. ' +
  'Open to visitors (the guide application uploads before sign-in); a bearer token, when valid, records the uploader. ' +
  'The file is temporary until a saved record references it; unreferenced files are deleted after 24 hours. ' +
  'A record may only reference files its own user uploaded (the guide application: files uploaded before sign-in). ' +
  '503 with Retry-After when too many uploads are being processed at once. ' +
  'A slow upload may take its time; one that sends nothing for UPLOAD_IDLE_TIMEOUT_MS (30 s) is answered 408.';

/** POST /api/temp-image-upload, /api/temp-pdf-upload, /api/temp-video-upload and the file serving routes. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  const limits = uploadLimits(app.config);
  const pace: UploadPace = { idleTimeoutMs: app.config.UPLOAD_IDLE_TIMEOUT_MS };

  // Only in this plugin: multipart bodies go to the routes unparsed (streamed with limits), and any other
  // content type reaches the handler as "no file" (422 on `file`) instead of being parsed or refused with 415.
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  /**
   * Uploads read their body in the handler (`config.upload`): they hold no database slot while the file
   * arrives, is re-encoded or scanned, only around each database step. This first step is counted
   * before the body is read, so a refused client does not get to send megabytes first.
   */
  const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) =>
    admitDatabaseWork(request, reply)(() => countUploadAttempt(app.db, request.ip));

  app.post(
    '/api/temp-image-upload',
    {
      // Visitors may upload; a valid token only records who did (a bad or expired one is no error here).
      onRequest: identifyUser,
      preHandler: limitPerIp,
      config: { upload: true },
      schema: {
        tags,
        summary: 'Upload a PNG or JPEG image (re-encoded, metadata stripped, 320-px thumbnail)',
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, limits.imageBytes, pace);
      const uploadedBy = request.auth?.user.id ?? null;
      const stored = await storeImageUpload(app.db, storage, file, uploadedBy, admitDatabaseWork(request, reply));
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/api/temp-pdf-upload',
    {
      onRequest: identifyUser,
      preHandler: limitPerIp,
      config: { upload: true },
      schema: {
        tags,
        summary: 'Upload a PDF document (checked by magic bytes; scripts and launch actions refused)',
        description: multipartNote,
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A scan thread takes up to a second to load (TypeScript through tsx): it loads while the body arrives.
      app.pdfScanPool.warm();
      const file = await readSingleFile(request, limits.pdfBytes, pace);
      const uploadedBy = request.auth?.user.id ?? null;
      // Scans take turns by uploader: the account, or the client's address for a visitor (decision 0041).
      const stored = await storePdfUpload(
        app.db,
        storage,
        app.pdfScanPool,
        file,
        uploadedBy,
        request.ip,
        admitDatabaseWork(request, reply),
      );
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/api/temp-video-upload',
    {
      // Only those who add trainings upload videos: authorization before a single byte of the body is read.
      onRequest: requireAccess(mayManageTrainings),
      preHandler: limitPerIp,
      config: { upload: true },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Upload a training video (MP4 or WebM, checked by its bytes; private, served by signed urls)',
        description:
          'Body: multipart/form-data with exactly one file part and no other fields. Super admin and admins ' +
          'holding the Videos flag. Streamed to a temporary file (413 as soon as the size limit is passed); ' +
          'the answer `url` is a short-lived signed media url, `key` is what a training stores. The file is ' +
          'temporary until a saved training references it; unreferenced files are deleted after 24 hours.',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema, 401: ErrorSchema, 403: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admitted = admitDatabaseWork(request, reply);
      // Before the body: read once per process and cached, and a refusal here wastes no upload.
      const signer = await admitted(() => mediaSignerOf(app.db, app.config));
      const video = await receiveVideoToTempFile(request, limits.videoBytes, pace);
      const stored = await storeVideoUpload(app.db, storage, signer, video, request.auth?.user.id ?? null, admitted);
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/media/:key',
    {
      // Binary answers; the signature in the url is the authorization (handed out with a training).
      // The API's no-store (security.ts) is replaced here, after it ran: the browser may keep the bytes
      // it seeks through for a while, but no shared cache may hand one caller's signed video to another.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, max-age=600');
        return payload;
      },
      schema: {
        hide: true,
        params: z.object({ key: z.string().max(200) }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const exp = Number(request.query.exp);
      if (!request.query.sig || !Number.isSafeInteger(exp)) {
        throw forbidden('media_link');
      }
      const signer = await mediaSignerOf(app.db, app.config);
      const media = await openSignedMedia(app.db, storage, signer, {
        key: request.params.key,
        exp,
        sig: request.query.sig,
        range: request.headers.range,
      });
      reply
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox');
      if (media.kind === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${media.size}`)
          .send(errorBody('range_not_satisfiable'));
      }
      reply.header('content-type', media.contentType);
      if (media.kind === 'partial') {
        reply
          .status(206)
          .header('content-range', `bytes ${media.start}-${media.end}/${media.size}`)
          .header('content-length', media.end - media.start + 1);
      } else {
        reply.header('content-length', media.size);
      }
      return reply.send(media.stream);
    },
  );

  app.get(
    '/uploads/:key',
    {
      // Private documents and files no record holds: the Bearer token says who asks.
      onRequest: identifyUser,
      // Binary answers; documented in the upload routes' description instead.
      schema: { hide: true, params: z.object({ key: z.string() }) },
    },
    async (request, reply) => {
      const file = await openUpload(app.db, storage, request.params.key, request.auth);
      if (!file) throw notFound('file');
      // Served from the app's origin, so the browser must never run it: no sniffing, sandboxed, named.
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('content-disposition', contentDisposition(file.name))
        .header(
          'cache-control',
          file.caching === 'public-immutable' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        );
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
