import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyMp4, tinyWebm } from '../../test/tiny-videos.ts';
import { parseRange } from './byte-ranges.ts';
import { createMediaSigner, mediaSignerOf } from './media-signing.ts';
import { mediaSigningKeys, uploads } from './uploads.tables.ts';
import { detectVideoFormat, VIDEO_SNIFF_BYTES } from './video-checks.ts';

/*
 * This file's own temporary folder, set before the app's modules read it: other test files (and other
 * suites on the machine) upload videos at the same time, and their temporary files in flight are not
 * this file's leftovers.
 */
await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([
    import('node:fs'),
    import('node:os'),
    import('node:path'),
  ]);
  process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'cordee-video-upload-test-'));
});

const LIMIT = 64 * 1024;
let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_VIDEO_UPLOAD_BYTES: LIMIT });
  const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
  superToken = await freshToken(t.app, superAdmin.id);
});
afterAll(async () => {
  await t.close();
  if (process.env.TMPDIR) fs.rmSync(process.env.TMPDIR, { recursive: true, force: true });
});

const tempDir = path.join(os.tmpdir(), 'cordee-video-uploads');
const tempFiles = () => (fs.existsSync(tempDir) ? fs.readdirSync(tempDir) : []);

function uploadVideo(filename: string, data: Buffer, token: string | null = superToken, type = 'video/mp4') {
  const request = multipartFile('/api/temp-video-upload', filename, type, data);
  return t.app.inject({ method: 'POST', ...request, headers: { ...request.headers, ...(token ? bearer(token) : {}) } });
}

describe('video content checks', () => {
  it('tells MP4 and WebM by their bytes', async () => {
    expect(await detectVideoFormat(tinyMp4())).toBe('mp4');
    expect(await detectVideoFormat(tinyMp4(64, 'mp42'))).toBe('mp4');
    expect(await detectVideoFormat(tinyMp4(64, 'M4V '))).toBe('mp4');
    expect(await detectVideoFormat(tinyWebm())).toBe('webm');
    expect(await fileTypeFromBuffer(tinyWebm('matroska'))).toMatchObject({ ext: 'mkv' });
    expect(await detectVideoFormat(tinyWebm('matroska'))).toBeNull();
    // QuickTime and 3GPP, which browsers do not all play.
    const quicktime = tinyMp4(64, 'qt  ');
    quicktime.write('qt  qt  ', 16, 'latin1');
    expect(await detectVideoFormat(quicktime)).toBeNull();
    expect(await detectVideoFormat(tinyMp4(64, '3gp4'))).toBeNull();
    expect(await detectVideoFormat(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1'))).toBeNull();
    expect(await detectVideoFormat(Buffer.alloc(0))).toBeNull();
    expect(await detectVideoFormat(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff]))).toBeNull();
  });

  it('reads no further than the head kept of an upload', async () => {
    // An ftyp box whose brand lies past the kept head is not looked for there.
    const late = Buffer.concat([Buffer.alloc(VIDEO_SNIFF_BYTES), tinyMp4()]);
    expect(await detectVideoFormat(late)).toBeNull();
  });
});

describe('POST /api/temp-video-upload', () => {
  it('stores an MP4 and a WebM privately under a generated name, answering a signed url', async () => {
    const mp4 = await uploadVideo('../../x.mp4', tinyMp4());
    expect(mp4.statusCode, mp4.body).toBe(201);
    const body = mp4.json();
    expect(body.key).toMatch(/^[a-f0-9]{32}\.mp4$/);
    expect(body.name).toBe('x.mp4');
    expect(body.type).toBe('video/mp4');
    expect(body.url).toMatch(new RegExp(`^/api/media/${body.key}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, body.key));
    expect(row).toMatchObject({ kind: 'video', visibility: 'private', contentType: 'video/mp4' });

    const webm = await uploadVideo('clip.mp4', tinyWebm(), superToken, 'video/mp4');
    expect(webm.statusCode).toBe(201);
    expect(webm.json()).toMatchObject({ type: 'video/webm', name: 'clip.webm' });
    expect(webm.json().key).toMatch(/\.webm$/);
  });

  it('goes by the bytes when the extension and the type lie', async () => {
    const mp4 = await uploadVideo('summit.webm', tinyMp4(), superToken, 'video/webm');
    expect(mp4.statusCode, mp4.body).toBe(201);
    expect(mp4.json()).toMatchObject({ type: 'video/mp4', name: 'summit.mp4' });
    expect(mp4.json().key).toMatch(/\.mp4$/);

    const quicktime = tinyMp4(64, 'qt  ');
    quicktime.write('qt  qt  ', 16, 'latin1');
    const movie = await uploadVideo('holiday.mp4', quicktime, superToken, 'video/mp4');
    expect(movie.statusCode).toBe(422);
    expect(movie.json().errors.file[0]).toBe('Only MP4 and WebM videos are accepted.');
    expect(tempFiles()).toEqual([]);
  });

  it('refuses what is not a video whatever its name, and empty files', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const renamed = await uploadVideo('holiday.mp4', png);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.file[0]).toBe('Only MP4 and WebM videos are accepted.');
    expect((await uploadVideo('empty.mp4', Buffer.alloc(0))).statusCode).toBe(422);
    expect((await uploadVideo('matroska.webm', tinyWebm('matroska'))).statusCode).toBe(422);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses one byte over the limit with 413 and keeps nothing', async () => {
    const before = (await t.database.db.select().from(uploads)).length;
    const atLimit = tinyMp4(LIMIT - tinyMp4(0).length);
    expect(atLimit.length).toBe(LIMIT);
    expect((await uploadVideo('fits.mp4', atLimit)).statusCode).toBe(201);
    const over = tinyMp4(LIMIT - tinyMp4(0).length + 1);
    const refused = await uploadVideo('big.mp4', over);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('payload_too_large');
    expect((await t.database.db.select().from(uploads)).length).toBe(before + 1);
    expect(tempFiles()).toEqual([]);
  });

  it('refuses at once when Content-Length already says the body is too large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/temp-video-upload',
      payload: Buffer.alloc(LIMIT * 3),
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(superToken) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('is for those who manage trainings only, checked before the body', async () => {
    expect((await uploadVideo('a.mp4', tinyMp4(), null)).statusCode).toBe(401);
    const climber = await createUser(t.database.db, { role: 'climber' });
    expect((await uploadVideo('a.mp4', tinyMp4(), await freshToken(t.app, climber.id))).statusCode).toBe(403);
    const admin = await createUser(t.database.db, { role: 'admin', permissions: ['plans'] });
    expect((await uploadVideo('a.mp4', tinyMp4(), await freshToken(t.app, admin.id))).statusCode).toBe(403);
  });
});

describe('GET /api/media/{key}', () => {
  let url: string;
  let key: string;
  const video = tinyMp4(1000);
  beforeAll(async () => {
    const uploaded = (await uploadVideo('lesson.mp4', video)).json();
    url = uploaded.url;
    key = uploaded.key;
  });
  const get = (target: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: target, headers });

  it('serves the whole file with the checked type, privately, unsniffed', async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video)).toBe(true);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(Number(response.headers['content-length'])).toBe(video.length);
  });

  it('serves ranges: the first bytes, a suffix, open-ended; 416 for bad ones', async () => {
    const first = await get(url, { range: 'bytes=0-15' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-15/${video.length}`);
    expect(first.rawPayload.equals(video.subarray(0, 16))).toBe(true);

    const suffix = await get(url, { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const open = await get(url, { range: 'bytes=100-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(100))).toBe(true);
    expect(Number(open.headers['content-length'])).toBe(video.length - 100);

    for (const range of [`bytes=${video.length}-`, 'bytes=50-10', 'bytes=-0', 'items=0-1', 'bytes=abc']) {
      const refused = await get(url, { range });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range'], range).toBe(`bytes */${video.length}`);
    }
  });

  it('answers 403 to an expired, tampered or borrowed signature', async () => {
    const signer = await mediaSignerOf(t.database.db, t.app.config);
    const parsed = new URL(url, 'http://x');
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig') ?? '';
    const past = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const expired = signer.urlFor(key, past);
    expect((await get(expired)).statusCode).toBe(403);
    expect((await get(`/api/media/${key}?exp=${exp + 1}&sig=${sig}`)).statusCode).toBe(403);
    expect((await get(`/api/media/${key}?exp=${exp}&sig=${sig.slice(0, -2)}AA`)).statusCode).toBe(403);
    expect((await get(`/api/media/${key}`)).statusCode).toBe(403);
    const other = (await uploadVideo('other.mp4', tinyMp4())).json().key;
    expect((await get(`/api/media/${other}?exp=${exp}&sig=${sig}`)).statusCode).toBe(403);
    expect((await get(`/api/media/..%2F..%2Fx.mp4?exp=${exp}&sig=${sig}`)).statusCode).toBe(403);
    // Signed by another key (another deployment's secret): refused.
    const foreign = createMediaSigner(Buffer.from('another-secret-another-secret-xx')).urlFor(key);
    expect((await get(foreign)).statusCode).toBe(403);
  });

  it('is never served by the public uploads route', async () => {
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${key}`, bearer(superToken))).statusCode).toBe(404);
  });

  it('signs with one key stored in the database, shared by every instance', async () => {
    const rows = await t.database.db.select().from(mediaSigningKeys);
    expect(rows).toHaveLength(1);
    const again = await mediaSignerOf(t.database.db, { MEDIA_SIGNING_SECRET: undefined });
    const parsed = new URL(url, 'http://x');
    expect(again.verify(key, Number(parsed.searchParams.get('exp')), parsed.searchParams.get('sig') ?? '')).toBe(true);
    const configured = await mediaSignerOf(t.database.db, { MEDIA_SIGNING_SECRET: 'x'.repeat(32) });
    expect(configured.verify(key, Number(parsed.searchParams.get('exp')), parsed.searchParams.get('sig') ?? '')).toBe(
      false,
    );
  });
});

describe('parseRange', () => {
  it('reads single byte ranges against the size', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-200', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
