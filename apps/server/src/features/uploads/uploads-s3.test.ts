import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3SettingsFrom } from '../../config.ts';
import { createS3Client, S3Storage } from '../../integrations/storage/s3-storage.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { type LocalS3, startLocalS3 } from '../../test/fakes/local-s3.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyPdf } from '../../test/tiny-pdf.ts';
import { tinyMp4 } from '../../test/tiny-videos.ts';
import { users } from '../users/users.tables.ts';
import { sweepUnclaimedUploads } from './uploads.service.ts';
import { uploads } from './uploads.tables.ts';

/**
 * The upload and serving routes with files in an S3 bucket (a local s3rver) instead of on disk: what
 * a deployment of several instances runs. The routes, checks and headers are those of uploads.test.ts;
 * this proves the bytes make the round trip through the bucket.
 */
const PREFIX = 'cordee/uploads/';
let s3: LocalS3;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ ...s3.config, S3_PREFIX: PREFIX });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

// Each request from its own address, so the per-IP upload limit stays out of the way.
let clientNumber = 0;
const nextClient = () => {
  clientNumber += 1;
  return `10.77.${clientNumber & 255}.${(clientNumber >> 8) & 255}`;
};

function upload(app: TestApp, url: string, filename: string, type: string, data: Buffer, token?: string) {
  const request = multipartFile(url, filename, type, data);
  return app.app.inject({
    method: 'POST',
    ...request,
    headers: { ...request.headers, ...(token ? bearer(token) : {}) },
    remoteAddress: nextClient(),
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function objectsInBucket(): Promise<string[]> {
  const settings = s3SettingsFrom(s3.config);
  if (!settings) throw new Error('no bucket');
  const client = createS3Client(settings);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  } finally {
    client.destroy();
  }
}

describe('uploads stored in an S3 bucket', () => {
  it('is the storage the app was configured with', () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    expect(t.app.storage).toMatchObject({ bucket: s3.bucket, prefix: PREFIX });
  });

  it('stores an uploaded image and its thumbnail in the bucket and serves them, cached once a profile holds them', async () => {
    const owner = await createUser(t.database.db, { role: 'climber' });
    const token = await freshToken(t.app, owner.id);
    const uploaded = await upload(t, '/api/temp-image-upload', 'summit.png', 'image/png', png, token);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json() as { key: string; url: string; thumbnail_url: string; size: number };
    const thumbnailKey = image.thumbnail_url.replace('/uploads/', '');
    expect(await objectsInBucket()).toEqual(expect.arrayContaining([PREFIX + image.key, PREFIX + thumbnailKey]));

    // Held by no record yet: its uploader's alone (issue 28).
    expect((await get(image.url)).statusCode).toBe(404);
    const fresh = await get(image.url, bearer(token));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('private, no-store');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${owner.id}`,
      headers: bearer(token),
      payload: {
        dob: '1994-05-17',
        gender: 'female',
        skills: ['Top rope'],
        activities: [{ name: 'Rock Climbing', level: 70 }],
        new_skills: '',
        tempImage: image.url,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(Number(served.headers['content-length'])).toBe(image.size);
    expect(served.rawPayload.length).toBe(image.size);
    // Re-encoded on the way in, as on disk: a PNG of the same size, read back from the bucket.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const thumbnail = await get(image.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');

    expect((await get('/uploads/0123456789abcdef0123456789abcdef.png')).statusCode).toBe(404);
  });

  it("serves a guide's insurance PDF from the bucket only to that guide and to staff who review guides", async () => {
    const document = (await upload(t, '/api/temp-pdf-upload', 'insurance.pdf', 'application/pdf', tinyPdf())).json();
    const email = `s3-applicant-${Date.now()}@example.test`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/register-guide',
      remoteAddress: nextClient(),
      payload: {
        name: 'Bucket Guides Inc.',
        email,
        phone_number: '403 555 0142',
        country: 'CA',
        guide_insurance: [{ key: document.key, url: document.url }],
        guide_experience: [{ name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' }],
        referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [guide] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!guide) throw new Error('the application stored no guide');

    const guideToken = await freshToken(t.app, guide.id);
    const climber = await createUser(t.database.db, { role: 'climber' });
    const eventsAdmin = await createUser(t.database.db, { role: 'admin', permissions: ['events'] });
    const guidesAdmin = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
    const refusedTo = [undefined, await freshToken(t.app, climber.id), await freshToken(t.app, eventsAdmin.id)];
    for (const token of refusedTo) {
      const refused = await get(document.url, token ? bearer(token) : {});
      expect(refused.statusCode, String(token)).toBe(404);
    }
    for (const token of [guideToken, await freshToken(t.app, guidesAdmin.id)]) {
      const served = await get(document.url, bearer(token));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="insurance\.pdf"/);
      expect(served.rawPayload.equals(tinyPdf())).toBe(true);
    }
  });

  it("answers a training video's signed link with byte ranges read from the bucket", async () => {
    const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
    const superToken = await freshToken(t.app, superAdmin.id);
    const video = tinyMp4(5000);
    const uploaded = await upload(t, '/api/temp-video-upload', 'lesson.mp4', 'video/mp4', video, superToken);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { key } = uploaded.json() as { key: string };
    expect(await objectsInBucket()).toContain(PREFIX + key);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/training',
      headers: bearer(superToken),
      payload: { training_title: 'Footwork from the bucket', training_gallery: [{ type: 'video', key }], plans: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const climber = await createUser(t.database.db, { role: 'climber' });
    const training = await get(
      `/api/training/${created.json().training.id}`,
      bearer(await freshToken(t.app, climber.id)),
    );
    expect(training.statusCode).toBe(200);
    const mediaUrl = training.json().training_gallery[0].url as string;
    expect(mediaUrl).toMatch(new RegExp(`^/api/media/${key}\\?exp=\\d+&sig=`));

    const whole = await get(mediaUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await get(mediaUrl, { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await get(mediaUrl, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 16))).toBe(true);

    const beyond = await get(mediaUrl, { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('sweeps unclaimed uploads from the bucket, rows and objects alike', async () => {
    const uploaded = (await upload(t, '/api/temp-image-upload', 'left.png', 'image/png', png)).json();
    const thumbnailKey = uploaded.thumbnail_url.replace('/uploads/', '');
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(uploads.key, uploaded.key));
    expect(await sweepUnclaimedUploads(t.database.db, t.app.storage, new Date(Date.now() - 86_400_000))).toBe(1);
    const left = await objectsInBucket();
    expect(left).not.toContain(PREFIX + uploaded.key);
    expect(left).not.toContain(PREFIX + thumbnailKey);
    expect((await get(uploaded.url)).statusCode).toBe(404);
  });
});

describe('a store that cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startLocalS3();
    await gone.close();
    down = await createTestApp({ ...gone.config, S3_PREFIX: PREFIX });
  });
  afterAll(async () => {
    await down?.close();
  });

  const UNAVAILABLE = {
    message: 'Files cannot be reached right now. Please try again in a moment.',
    code: 'storage_unavailable',
    request_id: expect.any(String),
  };

  it("answers a retryable 503 to uploads and reads, never the store's details, and logs the first failing call once", async () => {
    const refused = await upload(down, '/api/temp-image-upload', 'photo.png', 'image/png', png);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual(UNAVAILABLE);
    // Nothing half-done: no row points at a file the store never took.
    expect(await down.database.db.select().from(uploads)).toEqual([]);

    const key = '0123456789abcdef0123456789abcdef.pdf';
    await down.database.db.insert(uploads).values({
      key,
      kind: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      originalName: 'a.pdf',
      claimedAt: new Date(),
    });
    const read = await down.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual(UNAVAILABLE);

    // One line for the failing period, naming the first call that failed and why; the read is counted.
    const lines = down.logs.filter((line) => line.includes('object storage'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 50,
      operation: 'PutObject',
      err: { code: 'ECONNREFUSED' },
    });
  });
});
