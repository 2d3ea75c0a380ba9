import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../test/factories.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tinyMp4 } from '../../test/tiny-videos.ts';
import { plans } from '../plans/plans.tables.ts';
import { subscriptions } from '../subscriptions/subscriptions.tables.ts';
import { trainings } from './trainings.tables.ts';

let t: TestApp;
let superToken: string;
let png: Buffer;
const plan = { free: 0, crag: 0, alpine: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
  superToken = await freshToken(t.app, superAdmin.id);
  const rows = await t.database.db
    .insert(plans)
    .values([
      { planName: 'Free', monthlyPriceCents: 0, yearlyPriceCents: 0 },
      { planName: 'Crag', monthlyPriceCents: 1000, yearlyPriceCents: 10000 },
      { planName: 'Alpine', monthlyPriceCents: 2500, yearlyPriceCents: 25000 },
    ])
    .returning();
  plan.free = rows[0]?.id ?? 0;
  plan.crag = rows[1]?.id ?? 0;
  plan.alpine = rows[2]?.id ?? 0;
  png = await sharp({ create: { width: 16, height: 9, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? bearer(token) : {}),
    },
  });

async function upload(url: string, filename: string, type: string, data: Buffer, token = superToken) {
  const request = multipartFile(url, filename, type, data);
  const response = await t.app.inject({
    method: 'POST',
    ...request,
    headers: { ...request.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: string; url: string };
}

/** A training with an uploaded video, an image and a thumbnail, listing the given plans. */
async function trainingWithMedia(title: string, planIds: number[]) {
  const video = await upload('/api/temp-video-upload', 'lesson.mp4', 'video/mp4', tinyMp4());
  const thumbnail = await upload('/api/temp-image-upload', 'thumb.png', 'image/png', png);
  const image = await upload('/api/temp-image-upload', 'photo.png', 'image/png', png);
  const created = await call('POST', '/api/training', superToken, {
    training_title: title,
    training_description: '<p>Keep your <strong>hips</strong> close.</p>',
    training_gallery: [
      { type: 'video', key: video.key, thumbnail: thumbnail.url },
      { type: 'image', url: image.url, thumbnail: thumbnail.url },
      { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', thumbnail: null },
    ],
    plans: planIds,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ message: 'Training is created', code: 'training_created' });
  return { training: created.json().training, video, image, thumbnail };
}

async function climberOn(planId: number | null) {
  const climber = await createUser(t.database.db, { role: 'climber' });
  if (planId !== null) {
    await t.database.db.insert(subscriptions).values({
      userId: climber.id,
      planId,
      interval: 'month',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000),
    });
  }
  return freshToken(t.app, climber.id);
}

describe('who may manage trainings', () => {
  it('lets every signed-in user read, and only the super admin and admins with Videos write', async () => {
    expect((await call('GET', '/api/training')).statusCode).toBe(401);
    const climber = await climberOn(null);
    expect((await call('GET', '/api/training', climber)).statusCode).toBe(200);
    expect((await call('POST', '/api/training', climber, { training_title: 'x' })).statusCode).toBe(403);
    const guide = await createUser(t.database.db, { role: 'guide' });
    expect((await call('POST', '/api/training', await freshToken(t.app, guide.id), {})).statusCode).toBe(403);
    const withoutFlag = await createUser(t.database.db, { role: 'admin', permissions: ['plans'] });
    const withoutToken = await freshToken(t.app, withoutFlag.id);
    // Authorization runs before validation: an empty body from a caller without the right is a 403.
    expect((await call('POST', '/api/training', withoutToken, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/training/plan-options', withoutToken)).statusCode).toBe(403);
    const withFlag = await createUser(t.database.db, { role: 'admin', permissions: ['trainings'] });
    const flagToken = await freshToken(t.app, withFlag.id);
    const created = await call('POST', '/api/training', flagToken, { training_title: 'Admin made' });
    expect(created.statusCode).toBe(201);
    const options = await call('GET', '/api/training/plan-options', flagToken);
    expect(options.json().data.map((p: { plan_name: string }) => p.plan_name)).toEqual(['Free', 'Crag', 'Alpine']);
    expect(options.json().data[1].plan_monthly_price).toBe(1000);
    expect((await call('DELETE', `/api/training/${created.json().training.id}`, flagToken)).statusCode).toBe(200);
  });
});

describe('training lifecycle', () => {
  it('adds, reads, searches, filters, edits and deletes', async () => {
    const { training, video } = await trainingWithMedia('Précision des pieds', [plan.crag]);
    expect(training.training_title).toBe('Précision des pieds');
    expect(training.plans).toEqual([plan.crag]);
    expect(training.required_plans).toEqual([{ id: plan.crag, plan_name: 'Crag', plan_monthly_price: 1000 }]);
    expect(training.userCanPlay).toBe(true);
    expect(training.userPlanName).toBe('free');
    expect(training.training_gallery[0]).toMatchObject({ type: 'video', key: video.key });
    expect(training.training_gallery[0].url).toMatch(new RegExp(`^/api/media/${video.key}\\?exp=\\d+&sig=`));
    expect(training.training_gallery[0].thumbnail).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const found = (await call('GET', '/api/training?search=PRECISION%20des', superToken)).json();
    expect(found.data.map((row: { id: number }) => row.id)).toEqual([training.id]);
    const none = (await call('GET', '/api/training?search=zzzz', superToken)).json();
    expect(none.total).toBe(0);
    const byPlan = (await call('GET', `/api/training?plan_id=${plan.crag}&per_page=100`, superToken)).json();
    expect(byPlan.data.map((row: { id: number }) => row.id)).toContain(training.id);
    const otherPlan = (await call('GET', `/api/training?plan_id=${plan.alpine}&per_page=100`, superToken)).json();
    expect(otherPlan.data.map((row: { id: number }) => row.id)).not.toContain(training.id);

    // Sending back what was read keeps the files, whoever uploaded them.
    const edited = await call('PUT', `/api/training/${training.id}`, superToken, {
      training_title: 'Footwork precision',
      training_description: training.training_description,
      training_gallery: training.training_gallery.slice(0, 1),
      plans: [plan.alpine, plan.alpine],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().training.plans).toEqual([plan.alpine]);
    expect(edited.json().training.training_gallery).toHaveLength(1);
    expect((await call('GET', `/api/training/${training.id}`, superToken)).json().training_title).toBe(
      'Footwork precision',
    );

    const deleted = await call('DELETE', `/api/training/${training.id}`, superToken);
    expect(deleted.json()).toEqual({ message: 'Training is deleted', code: 'training_deleted', id: training.id });
    expect((await call('GET', `/api/training/${training.id}`, superToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/training/${training.id}`, superToken)).statusCode).toBe(404);
  });

  it('lists newest first, pages, and puts the first page in GET /api/user', async () => {
    const first = (await call('POST', '/api/training', superToken, { training_title: 'Older one' })).json().training;
    const second = (await call('POST', '/api/training', superToken, { training_title: 'Newer one' })).json().training;
    const page = (await call('GET', '/api/training?per_page=2', superToken)).json();
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(page.per_page).toBe(2);
    expect((await call('GET', '/api/training?per_page=101', superToken)).statusCode).toBe(422);
    const me = (await call('GET', '/api/user', superToken)).json();
    expect(me.trainings[0].id).toBe(second.id);
  });

  it('sanitizes the description', async () => {
    const created = await call('POST', '/api/training', superToken, {
      training_title: 'Clean',
      training_description:
        '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>',
    });
    const description = created.json().training.training_description;
    expect(description).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(description).toContain('Hi');
  });
});

describe('validation', () => {
  const invalid = async (payload: unknown, field: string) => {
    const response = await call('POST', '/api/training', superToken, payload);
    expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    expect(Object.keys(response.json().errors).join(',')).toContain(field);
  };

  it('answers 422 with the field for bad input', async () => {
    await invalid({}, 'training_title');
    await invalid({ training_title: '   ' }, 'training_title');
    await invalid({ training_title: 'x'.repeat(121) }, 'training_title');
    await invalid({ training_title: 'ok', training_description: 'x'.repeat(20_001) }, 'training_description');
    await invalid({ training_title: 'ok', plans: [999_999] }, 'plans');
    await invalid({ training_title: 'ok', plans: [99_999_999_999] }, 'plans');
    await invalid({ training_title: 'ok', plans: 'oops' }, 'plans');
    await invalid({ training_title: 'ok', training_gallery: '[]' }, 'training_gallery');
    await invalid(
      { training_title: 'ok', training_gallery: Array(13).fill({ url: 'https://youtu.be/dQw4w9WgXcQ' }) },
      'training_gallery',
    );
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'video', url: 'javascript:alert(1)' }] },
      'training_gallery',
    );
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'video', url: 'http://example.com/a.mp4' }] },
      'training_gallery',
    );
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'video', key: 'not-a-key' }] },
      'training_gallery',
    );
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'audio', url: 'https://youtu.be/dQw4w9WgXcQ' }] },
      'training_gallery',
    );
    // An image key someone else uploaded, or one that does not exist, is refused.
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'image', url: `/uploads/${'a'.repeat(32)}.png` }] },
      'training_gallery',
    );
    await invalid({ training_title: 'nul \u0000 byte' }, 'training_title');
    await invalid({ training_title: 'lone \ud800 surrogate' }, 'training_title');
  });

  it('answers 422 for a null body, huge ids and bad query values, never 500', async () => {
    const nullBody = await t.app.inject({
      method: 'POST',
      url: '/api/training',
      payload: 'null',
      headers: { 'content-type': 'application/json', ...bearer(superToken) },
    });
    expect(nullBody.statusCode).toBe(422);
    expect((await call('GET', '/api/training/99999999999999', superToken)).statusCode).toBe(422);
    expect((await call('GET', '/api/training/abc', superToken)).statusCode).toBe(422);
    expect((await call('PUT', '/api/training/0', superToken, { training_title: 'x' })).statusCode).toBe(422);
    expect((await call('GET', `/api/training?search=${'x'.repeat(101)}`, superToken)).statusCode).toBe(422);
    expect((await call('GET', '/api/training?plan_id=-1', superToken)).statusCode).toBe(422);
    expect((await call('PUT', '/api/training/2147483647', superToken, { training_title: 'x' })).statusCode).toBe(404);
  });

  it('refuses a video key where an image belongs and an image where a video belongs', async () => {
    const video = await upload('/api/temp-video-upload', 'lesson.mp4', 'video/mp4', tinyMp4());
    const image = await upload('/api/temp-image-upload', 'photo.png', 'image/png', png);
    await invalid({ training_title: 'ok', training_gallery: [{ type: 'image', key: video.key }] }, 'training_gallery');
    await invalid({ training_title: 'ok', training_gallery: [{ type: 'video', key: image.key }] }, 'training_gallery');
    await invalid(
      { training_title: 'ok', training_gallery: [{ type: 'video', key: video.key, thumbnail: video.url }] },
      'training_gallery',
    );
  });
});

describe('who may play a training', () => {
  it('follows the plan prices, and never sends a locked training its media', async () => {
    const free = (await trainingWithMedia('On the Free plan', [plan.free])).training;
    const crag = await trainingWithMedia('On the Crag plan', [plan.crag]);
    const alpine = (await trainingWithMedia('On the Alpine plan', [plan.alpine])).training;
    const open = (await call('POST', '/api/training', superToken, { training_title: 'No plan at all' })).json()
      .training;

    const viewers = {
      freeClimber: await climberOn(null),
      cragClimber: await climberOn(plan.crag),
      alpineClimber: await climberOn(plan.alpine),
      staff: superToken,
    };
    const expected: Record<keyof typeof viewers, Record<string, boolean>> = {
      freeClimber: { [free.id]: true, [crag.training.id]: false, [alpine.id]: false, [open.id]: true },
      cragClimber: { [free.id]: true, [crag.training.id]: true, [alpine.id]: false, [open.id]: true },
      alpineClimber: { [free.id]: true, [crag.training.id]: true, [alpine.id]: true, [open.id]: true },
      staff: { [free.id]: true, [crag.training.id]: true, [alpine.id]: true, [open.id]: true },
    };
    for (const [name, token] of Object.entries(viewers) as Array<[keyof typeof viewers, string]>) {
      const list = await call('GET', '/api/training?per_page=100', token);
      const byId = new Map(list.json().data.map((row: { id: number }) => [row.id, row]));
      for (const [id, canPlay] of Object.entries(expected[name])) {
        const row = byId.get(Number(id)) as { userCanPlay: boolean; training_gallery: Array<{ url?: string }> };
        expect(row.userCanPlay, `${name} ${id}`).toBe(canPlay);
        expect(
          row.training_gallery.every((item) => (item.url !== undefined) === canPlay),
          `${name} ${id}`,
        ).toBe(true);
      }
    }
    expect((await call('GET', '/api/training', viewers.cragClimber)).json().data[0].userPlanName).toBe('Crag');

    // The raw JSON of a locked training, in the list, alone, and in GET /api/user, holds no media address.
    const locked = [
      (await call('GET', `/api/training/${crag.training.id}`, viewers.freeClimber)).body,
      JSON.stringify(
        (await call('GET', '/api/training?per_page=100', viewers.freeClimber))
          .json()
          .data.find((row: { id: number }) => row.id === crag.training.id),
      ),
      JSON.stringify(
        (await call('GET', '/api/user', viewers.freeClimber))
          .json()
          .trainings.find((row: { id: number }) => row.id === crag.training.id),
      ),
    ];
    for (const body of locked) {
      expect(body).toContain('"userCanPlay":false');
      expect(body).toContain('Keep your');
      expect(body).not.toContain(crag.video.key);
      expect(body).not.toContain(crag.image.key);
      expect(body).not.toContain('/api/media/');
      expect(body).not.toContain('youtube');
      expect(body).not.toMatch(/"url"|"key"/);
    }
  });

  it('keeps a training locked when its only plan was deleted, and when it lists a plan id that never existed', async () => {
    const [gone] = await t.database.db
      .insert(plans)
      .values({ planName: 'Retired', monthlyPriceCents: 500, yearlyPriceCents: 5000 })
      .returning();
    const training = (
      await call('POST', '/api/training', superToken, { training_title: 'Retired plan', plans: [gone?.id] })
    ).json().training;
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(plans).where(eq(plans.id, gone?.id ?? 0));
    const seen = (await call('GET', `/api/training/${training.id}`, await climberOn(plan.alpine))).json();
    expect(seen.userCanPlay).toBe(false);
    expect(seen.required_plans).toEqual([]);
    expect(seen.plans).toEqual([gone?.id]);
    // Editing it keeps the deleted plan's id acceptable; a new unknown id is not.
    const kept = await call('PUT', `/api/training/${training.id}`, superToken, {
      training_title: 'Retired plan',
      plans: [gone?.id],
    });
    expect(kept.statusCode).toBe(200);

    // Malformed stored plan ids (written by hand) lock rather than open.
    const [odd] = await t.database.db
      .insert(trainings)
      .values({
        title: 'Odd row',
        planIds: ['x' as unknown as number],
        gallery: [{ url: 'https://youtu.be/dQw4w9WgXcQ' } as never],
      })
      .returning();
    const oddSeen = (await call('GET', `/api/training/${odd?.id}`, await climberOn(null))).json();
    expect(oddSeen.userCanPlay).toBe(false);
    expect(oddSeen.training_gallery).toEqual([{ type: 'video', thumbnail: null }]);
  });
});
