import { randomBytes } from 'node:crypto';
import type { Diary, DiaryWrite } from '@cordee/shared/diaries.contracts';
import { DIARY_LIMITS } from '@cordee/shared/diary-rules';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../http/errors.ts';
import { refusalBody } from '../../test/error-bodies.ts';
import { bearer, createUser, daysFromNow } from '../../test/factories.ts';
import { freshToken, type RoleAccount, tokensForEveryRole } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { users } from '../users/users.tables.ts';
import { diaries } from './journal.tables.ts';

let t: TestApp;
let roles: Awaited<ReturnType<typeof tokensForEveryRole>>;
let climber: RoleAccount;
let otherClimber: RoleAccount;

beforeAll(async () => {
  t = await createTestApp();
  roles = await tokensForEveryRole(t.app);
  climber = await newClimber('Émilie Gagnon');
  otherClimber = await newClimber('Bo Belay');
});
afterAll(async () => {
  await t.close();
});

async function newClimber(name: string): Promise<RoleAccount> {
  const user = await createUser(t.database.db, { role: 'climber', name });
  return { user, token: await freshToken(t.app, user.id) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An image as the temp upload leaves it, owned by `uploadedBy` (the bytes do not matter here). */
async function uploadedImage(uploadedBy: number): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.jpg`;
  await t.database.db
    .insert(uploads)
    .values({ key, kind: 'image', contentType: 'image/jpeg', sizeBytes: 10, originalName: 'crag.jpg', uploadedBy });
  return `/uploads/${key}`;
}

const keyOf = (url: string) => url.replace('/uploads/', '');
async function claimedAt(url: string) {
  const [row] = await t.database.db
    .select({ claimedAt: uploads.claimedAt })
    .from(uploads)
    .where(eq(uploads.key, keyOf(url)));
  return row?.claimedAt ?? null;
}

function draft(overrides: Partial<DiaryWrite> = {}): DiaryWrite {
  return {
    dairy_title: 'Skaha: first 5.10 lead',
    dairy_description: '<p>Warm rock at <strong>Doctor’s Wall</strong>.</p>',
    dairy_date: daysFromNow(-3),
    dairy_gallery: [],
    is_shared: false,
    ...overrides,
  };
}

async function create(account: RoleAccount, overrides: Partial<DiaryWrite> = {}): Promise<Diary> {
  const response = await call('POST', '/api/dairy', account.token, draft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().diary;
}

describe('the climber’s journal entries', () => {
  it('creates, reads, edits and deletes an entry, private by default, with a real JSON gallery', async () => {
    const photo = await uploadedImage(climber.user.id);
    const videoThumb = await uploadedImage(climber.user.id);
    const created = await call(
      'POST',
      '/api/dairy',
      climber.token,
      draft({
        dairy_gallery: [
          { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: videoThumb },
          // The client's preview is ignored: the server derives it from the upload.
          { type: 'image', url: photo, thumbnail: 'https://evil.example/x.png' },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { message, code, diary } = created.json();
    expect(message).toBe('Diary is created');
    expect(code).toBe('diary_created');
    expect(diary).toMatchObject({
      dairy_title: 'Skaha: first 5.10 lead',
      dairy_date: daysFromNow(-3),
      is_shared: false,
      dairy_gallery: [
        { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', thumbnail: videoThumb },
        { type: 'image', url: photo, thumbnail: photo.replace('.jpg', '-thumb.webp') },
      ],
      // The first image, not the first item.
      dairy_thumbnail: photo,
      share_url: `/viewdiary/emilie-gagnon/${diary.id}`,
      author: { name: 'Émilie Gagnon', username: 'emilie-gagnon' },
    });
    expect(Array.isArray(diary.dairy_gallery)).toBe(true);

    const read = await call('GET', `/api/dairy/${diary.id}`, climber.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().diary).toEqual(diary);

    const edited = await call(
      'PUT',
      `/api/dairy/${diary.id}`,
      climber.token,
      draft({ dairy_title: 'Skaha, day two', is_shared: true, dairy_gallery: [{ type: 'image', url: photo }] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Diary is updated',
      code: 'diary_updated',
      diary: { dairy_title: 'Skaha, day two', is_shared: true, dairy_thumbnail: photo },
    });

    const deleted = await call('DELETE', `/api/dairy/${diary.id}`, climber.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Diary is deleted', code: 'diary_deleted', id: diary.id });
    expect((await call('GET', `/api/dairy/${diary.id}`, climber.token)).statusCode).toBe(404);
  });

  it('keeps a chosen thumbnail when it is one of the gallery’s images, and none without a gallery', async () => {
    const [first, second] = [await uploadedImage(climber.user.id), await uploadedImage(climber.user.id)];
    const chosen = await create(climber, {
      dairy_gallery: [
        { type: 'image', url: first },
        { type: 'image', url: second },
      ],
      dairy_thumbnail: second,
    });
    expect(chosen.dairy_thumbnail).toBe(second);
    expect((await create(climber)).dairy_thumbnail).toBeNull();
  });

  it('sanitizes the description on write (C6: script, img onerror, svg onload, javascript: links)', async () => {
    const diary = await create(climber, {
      dairy_description:
        '<p>Crux <strong>pulled</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<svg onload="alert(3)"><circle/></svg><a href="javascript:alert(4)">beta</a>' +
        '<a href="https://www.mountainproject.com/">topo</a><p onclick="alert(5)">ok</p>',
    });
    const stored = diary.dairy_description;
    expect(stored).not.toMatch(/script|onerror|onload|onclick|javascript:|<svg|<img|alert/i);
    expect(stored).toContain('<p>Crux <strong>pulled</strong></p>');
    expect(stored).toContain('<a href="https://www.mountainproject.com/" rel="noopener noreferrer">topo</a>');
    expect(stored).toContain('<a rel="noopener noreferrer">beta</a>');
  });
});

describe('validation', () => {
  const expect422 = async (payload: unknown, field: string, message?: string) => {
    const response = await call('POST', '/api/dairy', climber.token, payload);
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors), response.body).toContain(field);
    if (message) expect(errors[field]?.[0]).toBe(message);
  };

  it('answers 422 with a message per field, never 500', async () => {
    await expect422({ ...draft(), dairy_title: '   ' }, 'dairy_title', englishMessageOf('title_required'));
    await expect422({ ...draft(), dairy_title: undefined }, 'dairy_title', englishMessageOf('title_required'));
    await expect422(
      draft({ dairy_title: 'x'.repeat(DIARY_LIMITS.title + 1) }),
      'dairy_title',
      englishMessageOf('diary_title_too_long'),
    );
    await expect422(
      draft({ dairy_description: 'x'.repeat(DIARY_LIMITS.description + 1) }),
      'dairy_description',
      englishMessageOf('diary_description_too_long'),
    );
    await expect422(draft({ dairy_date: '' }), 'dairy_date', englishMessageOf('date_required'));
    await expect422(draft({ dairy_date: '2026-02-30' }), 'dairy_date', englishMessageOf('diary_date_invalid'));
    await expect422(draft({ dairy_date: daysFromNow(5) }), 'dairy_date', englishMessageOf('diary_date_in_future'));
    await expect422(draft({ is_shared: 'yes' as never }), 'is_shared');
    await expect422(draft({ dairy_title: 'Nul\u0000byte' }), 'dairy_title');
    await expect422(draft({ dairy_title: 'Lone \ud800 surrogate' }), 'dairy_title');
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/dairy',
      headers: { ...bearer(climber.token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(422);
    expect((await call('GET', '/api/dairy/99999999999', climber.token)).statusCode).toBe(422);
  });

  it('limits the gallery to 12 items and checks each one', async () => {
    const photo = await uploadedImage(climber.user.id);
    const thirteen = Array.from({ length: DIARY_LIMITS.gallery + 1 }, () => ({ type: 'image' as const, url: photo }));
    await expect422(draft({ dairy_gallery: thirteen }), 'dairy_gallery', englishMessageOf('diary_gallery_too_many'));
    expect(
      (await call('POST', '/api/dairy', climber.token, draft({ dairy_gallery: thirteen.slice(1) }))).statusCode,
    ).toBe(201);

    const video = (url: string, thumbnail: string | null = photo) =>
      draft({ dairy_gallery: [{ type: 'video', url, thumbnail }] });
    await expect422(video('http://youtu.be/dQw4w9WgXcQ'), 'dairy_gallery.0.url', englishMessageOf('diary_video_link'));
    await expect422(video('javascript:alert(1)'), 'dairy_gallery.0.url', englishMessageOf('diary_video_link'));
    await expect422(
      video('https://example.com/page.html'),
      'dairy_gallery.0.url',
      englishMessageOf('diary_video_link'),
    );
    await expect422(
      video('https://vimeo.com/channels/staff'),
      'dairy_gallery.0.url',
      englishMessageOf('diary_video_link'),
    );
    await expect422(
      video('https://cdn.example.com/send.mp4', null),
      'dairy_gallery.0.thumbnail',
      englishMessageOf('diary_video_thumbnail_required'),
    );
    for (const ok of [
      'https://vimeo.com/76979871',
      'https://cdn.example.com/clips/send.webm',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect((await call('POST', '/api/dairy', climber.token, video(ok))).statusCode, ok).toBe(201);
    }
    await expect422(draft({ dairy_gallery: [{ type: 'audio' as never, url: photo }] }), 'dairy_gallery.0.type');
    await expect422(draft({ dairy_gallery: 'not a list' as never }), 'dairy_gallery');
  });

  it('takes only the climber’s own uploads, and a thumbnail from the gallery', async () => {
    const external = draft({ dairy_gallery: [{ type: 'image', url: 'https://example.com/photo.jpg' }] });
    await expect422(external, 'dairy_gallery');
    const someoneElses = await uploadedImage(otherClimber.user.id);
    await expect422(draft({ dairy_gallery: [{ type: 'image', url: someoneElses }] }), 'dairy_gallery');
    expect(await claimedAt(someoneElses)).toBeNull();
    const photo = await uploadedImage(climber.user.id);
    const notInGallery = await uploadedImage(climber.user.id);
    await expect422(
      draft({ dairy_gallery: [{ type: 'image', url: photo }], dairy_thumbnail: notInGallery }),
      'dairy_thumbnail',
      englishMessageOf('diary_thumbnail_not_in_gallery'),
    );
  });
});

describe('uploads', () => {
  it('claims a real upload on save and releases it when replaced or deleted, unless another entry shows it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 110, b: 60 } } })
      .png()
      .toBuffer();
    const boundary = '----cordee-journal';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/temp-image-upload',
      headers: { ...bearer(climber.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="belay.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo: string = uploaded.json().url;
    expect(await claimedAt(photo)).toBeNull();

    const diary = await create(climber, { dairy_gallery: [{ type: 'image', url: photo }] });
    expect(await claimedAt(photo)).not.toBeNull();
    // The same photo on a second entry stays claimed while that entry shows it.
    const twin = await create(climber, { dairy_gallery: [{ type: 'image', url: photo }] });

    const replacement = await uploadedImage(climber.user.id);
    const replaced = await call(
      'PUT',
      `/api/dairy/${diary.id}`,
      climber.token,
      draft({ dairy_gallery: [{ type: 'image', url: replacement }] }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(await claimedAt(photo)).not.toBeNull();
    expect(await claimedAt(replacement)).not.toBeNull();

    expect((await call('DELETE', `/api/dairy/${twin.id}`, climber.token)).statusCode).toBe(200);
    expect(await claimedAt(photo)).toBeNull();
    expect((await call('DELETE', `/api/dairy/${diary.id}`, climber.token)).statusCode).toBe(200);
    expect(await claimedAt(replacement)).toBeNull();
  });
});

describe('who may keep a journal', () => {
  it('answers 401 to visitors and 403 to guides, admins and the super admin, before reading the body', async () => {
    expect((await call('GET', '/api/dairy', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/dairy', null, draft())).statusCode).toBe(401);
    for (const role of ['guide', 'admin', 'super_admin'] as const) {
      const token = roles[role].token;
      expect((await call('GET', '/api/dairy', token)).statusCode, role).toBe(403);
      expect((await call('POST', '/api/dairy', token, { dairy_title: '' })).statusCode, role).toBe(403);
      expect((await call('GET', '/api/dairy/1', token)).statusCode, role).toBe(403);
      expect((await call('PUT', '/api/dairy/1', token, draft())).statusCode, role).toBe(403);
      expect((await call('DELETE', '/api/dairy/1', token)).statusCode, role).toBe(403);
    }
  });

  it('never shows, edits or deletes another climber’s entry: 404, exactly as a missing one (B2)', async () => {
    const mine = await create(climber, { dairy_title: 'Private: my project beta' });
    const missing = await call('GET', '/api/dairy/2147483000', otherClimber.token);
    expect(missing.statusCode).toBe(404);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', draft({ dairy_title: 'Hijacked' })],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/dairy/${mine.id}`, otherClimber.token, payload);
      expect(response.statusCode, method).toBe(404);
      expect(refusalBody(response)).toEqual(refusalBody(missing));
    }
    const list = await call('GET', '/api/dairy?per_page=100', otherClimber.token);
    expect(list.json().dairies.map((d: Diary) => d.id)).not.toContain(mine.id);
    const [row] = await t.database.db.select().from(diaries).where(eq(diaries.id, mine.id));
    expect(row?.title).toBe('Private: my project beta');
  });
});

describe('GET /api/viewdiary/{diaryid}', () => {
  it('shows a shared entry to anyone without a token, with the author’s name and username only', async () => {
    const shared = await create(climber, { dairy_title: 'Sharing the send', is_shared: true });
    for (const token of [null, otherClimber.token, roles.guide.token]) {
      const response = await call('GET', `/api/viewdiary/${shared.id}`, token);
      expect(response.statusCode).toBe(200);
      const diary = response.json().diary;
      expect(diary).toMatchObject({ id: shared.id, dairy_title: 'Sharing the send', is_owner: false });
      expect(diary.author).toEqual({ name: 'Émilie Gagnon', username: 'emilie-gagnon' });
      expect(JSON.stringify(diary)).not.toContain(climber.user.email);
    }
    const own = await call('GET', `/api/viewdiary/${shared.id}`, climber.token);
    expect(own.json().diary.is_owner).toBe(true);
  });

  it('answers 404 for a private entry to everyone but its signed-in author, never revealing it exists', async () => {
    const secret = await create(climber, { dairy_title: 'Not for the crag gossip' });
    const missing = await call('GET', '/api/viewdiary/2147483000', null);
    expect(missing.statusCode).toBe(404);
    for (const token of [null, otherClimber.token, roles.super_admin.token, 'not-a-live-token']) {
      const response = await call('GET', `/api/viewdiary/${secret.id}`, token);
      expect(response.statusCode).toBe(404);
      expect(refusalBody(response)).toEqual(refusalBody(missing));
    }
    const owner = await call('GET', `/api/viewdiary/${secret.id}`, climber.token);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().diary).toMatchObject({ dairy_title: 'Not for the crag gossip', is_owner: true });
    expect((await call('GET', '/api/viewdiary/abc', null)).statusCode).toBe(422);
  });

  it('hides a shared entry once its author’s account is deleted', async () => {
    const leaving = await newClimber('Leaving Climber');
    const shared = await create(leaving, { is_shared: true });
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date(), disabledAt: new Date() })
      .where(eq(users.id, leaving.user.id));
    expect((await call('GET', `/api/viewdiary/${shared.id}`, null)).statusCode).toBe(404);
  });
});

describe('listing and search', () => {
  it('pages the newest climbing days first and searches titles ignoring case and accents', async () => {
    const writer = await newClimber('Page Turner');
    const titles = Array.from({ length: 15 }, (_, index) => `Session ${String(index + 1).padStart(2, '0')}`);
    for (const [index, title] of titles.entries()) {
      await create(writer, { dairy_title: title, dairy_date: daysFromNow(-30 + index) });
    }
    await create(writer, { dairy_title: 'Glace à Pont-Rouge', dairy_date: daysFromNow(-60) });

    const first = (await call('GET', '/api/dairy?page=1&per_page=10', writer.token)).json();
    expect(first).toMatchObject({ page: 1, per_page: 10, total: 16 });
    expect(first.dairies.map((d: Diary) => d.dairy_title).slice(0, 3)).toEqual([
      'Session 15',
      'Session 14',
      'Session 13',
    ]);
    const second = (await call('GET', '/api/dairy?page=2&per_page=10', writer.token)).json();
    expect(second.dairies).toHaveLength(6);
    expect(second.dairies.at(-1).dairy_title).toBe('Glace à Pont-Rouge');
    expect((await call('GET', '/api/dairy', writer.token)).json().per_page).toBe(12);

    for (const search of ['GLACE A PONT', 'glace à', 'pont-rouge']) {
      const found = (await call('GET', `/api/dairy?search=${encodeURIComponent(search)}`, writer.token)).json();
      expect(
        found.dairies.map((d: Diary) => d.dairy_title),
        search,
      ).toEqual(['Glace à Pont-Rouge']);
      expect(found.total).toBe(1);
    }
    expect((await call('GET', '/api/dairy?search=session%201', writer.token)).json().total).toBe(6);
    expect((await call('GET', '/api/dairy?search=%25', writer.token)).json().total).toBe(16);
    expect((await call('GET', '/api/dairy?per_page=101', writer.token)).statusCode).toBe(422);
    expect((await call('GET', `/api/dairy?search=${'a'.repeat(101)}`, writer.token)).statusCode).toBe(422);
  });

  it('puts the climber’s newest page in GET /api/user, and nothing for other roles', async () => {
    const bootstrap = await newClimber('Boot Strap');
    const entry = await create(bootstrap, { dairy_title: 'Bootstrapped' });
    const mine = (await call('GET', '/api/user', bootstrap.token)).json();
    expect(mine.dairies.map((d: Diary) => d.id)).toEqual([entry.id]);
    const guide = (await call('GET', '/api/user', roles.guide.token)).json();
    expect(guide.dairies).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(diaries)
      .where(inArray(diaries.authorId, [roles.guide.user.id]));
    expect(stored).toEqual([]);
  });
});
