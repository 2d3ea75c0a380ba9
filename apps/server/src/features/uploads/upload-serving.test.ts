import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalBody } from '../../test/error-bodies.ts';
import { bearer, createUser, daysFromNow, signInAs } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyPdf } from '../../test/tiny-pdf.ts';
import { diaries } from '../journal/journal.tables.ts';
import { runUploadSweep } from './sweep-uploads.job.ts';
import { uploads } from './uploads.tables.ts';

/*
 * Who is served an uploaded file (issue 28): a file no saved record holds yet is its uploader's alone, and
 * a file a deleted record (or account) gave back to the sweep stops being served at once, not when the
 * sweep comes by a day later.
 */

let t: TestApp;
let dataDir: string;
let png: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-upload-serving-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let client = 0;
const nextClient = () => {
  client += 1;
  return `10.28.${(client >> 8) & 255}.${client & 255}`;
};

type Uploaded = { key: string; url: string; thumbnail_url: string | null };

async function upload(kind: 'image' | 'pdf', token?: string): Promise<Uploaded> {
  const file =
    kind === 'image'
      ? multipartFile('/api/temp-image-upload', 'crag.png', 'image/png', png)
      : multipartFile('/api/temp-pdf-upload', 'insurance.pdf', 'application/pdf', tinyPdf());
  const response = await t.app.inject({
    method: 'POST',
    url: file.url,
    payload: file.payload,
    headers: { ...file.headers, ...(token ? bearer(token) : {}) },
    remoteAddress: nextClient(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {}, remoteAddress: nextClient() });

async function signedIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, values);
  return { user, token: await signInAs(t.app, user.email) };
}

describe('an upload no record holds yet is served to its uploader only (issue 28, finding d)', () => {
  it('refuses everyone else, staff included, with the answer of a key that does not exist', async () => {
    const owner = await signedIn({ role: 'guide', isApproved: true });
    const stranger = await signedIn();
    const guidesAdmin = await signedIn({ role: 'admin', permissions: ['guides'] });
    const superAdmin = await signedIn({ role: 'super_admin' });
    const document = await upload('pdf', owner.token);
    const photo = await upload('image', owner.token);
    const unknown = await get('/uploads/0123456789abcdef0123456789abcdef.pdf');

    const seen: string[] = [];
    for (const url of [document.url, photo.url, photo.thumbnail_url as string]) {
      for (const [who, token] of [
        ['visitor', undefined],
        ['another user', stranger.token],
        ['admin with Guides', guidesAdmin.token],
        ['super admin', superAdmin.token],
      ] as const) {
        const answer = await get(url, token);
        seen.push(`${url.slice(-10)} ${who}: ${answer.statusCode}`);
        expect(answer.statusCode, `${url} as ${who}`).toBe(404);
        expect(refusalBody(answer)).toEqual(refusalBody(unknown));
      }
      const own = await get(url, owner.token);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
    }
    console.log(`unclaimed uploads: ${seen.join('; ')}`);
  });

  it("serves a visitor's upload (a guide applicant's document) to nobody until the application holds it", async () => {
    const document = await upload('pdf');
    const superAdmin = await signedIn({ role: 'super_admin' });
    expect((await get(document.url)).statusCode).toBe(404);
    expect((await get(document.url, superAdmin.token)).statusCode).toBe(404);
  });

  it('serves a file to everyone, cached for a year, once a public record holds it', async () => {
    const owner = await signedIn();
    const photo = await upload('image', owner.token);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-user/${owner.user.id}`,
      headers: bearer(owner.token),
      payload: { name: owner.user.name, email: owner.user.email, phone_number: '604 555 0101', tempImage: photo.url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of [photo.url, photo.thumbnail_url as string]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe("a deleted climber's journal photos stop being served at once (issue 28, finding c)", () => {
  it('deletes the entries with the account, gives their photos to the sweep, and stops serving them now', async () => {
    const climber = await signedIn({ role: 'climber' });
    const superAdmin = await signedIn({ role: 'super_admin' });
    const photo = await upload('image', climber.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dairy',
      headers: bearer(climber.token),
      payload: {
        dairy_title: 'Skaha',
        dairy_date: daysFromNow(-3),
        dairy_gallery: [{ type: 'image', url: photo.url }],
        is_shared: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const diaryId: number = created.json().diary.id;
    const before = await get(photo.url);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${climber.user.id}`,
      headers: bearer(superAdmin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await Promise.all([photo.url, photo.thumbnail_url as string].map((url) => get(url)));
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, photo.key));
    const entries = await t.database.db.select({ id: diaries.id }).from(diaries).where(eq(diaries.id, diaryId));
    console.log(
      `after the account was deleted: photo ${after[0]?.statusCode} (${after[0]?.headers['cache-control']}), ` +
        `thumbnail ${after[1]?.statusCode}; journal entries left ${entries.length}; upload claimed ${row?.claimedAt !== null}`,
    );
    for (const answer of after) expect(answer.statusCode).toBe(404);
    expect(entries).toEqual([]);
    expect(row?.claimedAt).toBeNull();

    // The sweep removes the file with its row once the unclaimed day has passed.
    const stored = path.join(dataDir, 'uploads', photo.key);
    expect(fs.existsSync(stored)).toBe(true);
    expect(await runUploadSweep(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBeGreaterThan(0);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, photo.key))).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
  });
});
