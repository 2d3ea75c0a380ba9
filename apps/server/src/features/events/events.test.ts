import { randomBytes } from 'node:crypto';
import { earliestStartDate, occurrenceDatesOf } from '@cordee/shared/event-schedule';
import type { EventWrite } from '@cordee/shared/event-write.contracts';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../http/errors.ts';
import { eventDraft } from '../../test/event-draft.ts';
import { bearer, createUser, daysFromNow, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { eventOccurrences, events } from './events.tables.ts';
import { RICH_TEXT_OPTIONS } from './rich-text.ts';

let t: TestApp;
let guide: UserRow;
let guideToken: string;
let otherGuideToken: string;
let superToken: string;

async function onboardedGuide() {
  return createUser(t.database.db, {
    role: 'guide',
    isApproved: true,
    stripeAccountId: `acct_${randomBytes(6).toString('hex')}`,
    detailsSubmitted: true,
    payoutsEnabled: true,
    chargesEnabled: true,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  guide = await onboardedGuide();
  guideToken = await signInAs(t.app, guide.email);
  otherGuideToken = await signInAs(t.app, (await onboardedGuide()).email);
  superToken = await signInAs(t.app, (await createUser(t.database.db, { role: 'super_admin' })).email);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** An uploaded file as the temp upload endpoints leave it (the bytes do not matter here). */
async function uploaded(
  kind: 'image' | 'pdf',
  originalName = `file.${kind === 'image' ? 'png' : 'pdf'}`,
  uploadedBy = guide.id,
): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.${kind === 'image' ? 'png' : 'pdf'}`;
  await t.database.db.insert(uploads).values({
    key,
    kind,
    contentType: kind === 'image' ? 'image/png' : 'application/pdf',
    sizeBytes: 10,
    originalName,
    uploadedBy,
  });
  return `/uploads/${key}`;
}

function draft(overrides: Partial<EventWrite> = {}): EventWrite {
  return {
    ...eventDraft(),
    addons: [{ id: '1', addons_title: 'Crampon rental', addons_price: 2_500 }],
    donations: [{ id: '2', donations_title: 'Avalanche Canada', donations_price: 0 }],
    climber_gears: 'helmet, harness',
    faqs: [{ question: 'Is gear included?', answer: 'Ice tools and screws are.' }],
    ...overrides,
  };
}

async function createOk(overrides: Partial<EventWrite> = {}, token = guideToken) {
  const response = await call('POST', '/api/event', token, draft(overrides));
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json()).toMatchObject({ message: 'Event is created', code: 'event_created' });
  return response.json().event;
}

describe('who may write events', () => {
  it('answers 401 to visitors on every write and 403 to climbers', async () => {
    expect((await call('POST', '/api/event', undefined, draft())).statusCode).toBe(401);
    expect((await call('PUT', '/api/event/1', undefined, draft())).statusCode).toBe(401);
    expect((await call('DELETE', '/api/event/1')).statusCode).toBe(401);
    const climber = await createUser(t.database.db, { role: 'climber' });
    const climberToken = await signInAs(t.app, climber.email);
    expect((await call('POST', '/api/event', climberToken, draft())).statusCode).toBe(403);
  });

  it('refuses a guide who has not set up the payout account, with a clear message', async () => {
    const newcomer = await createUser(t.database.db, { role: 'guide', isApproved: true });
    const response = await call('POST', '/api/event', await signInAs(t.app, newcomer.email), draft());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Set up your payout account before creating an event.',
      code: 'payout_setup_required',
      request_id: expect.any(String),
    });
  });
});

describe('event lifecycle', () => {
  it('creates, reads, lists, edits and deletes an event', async () => {
    const gallery = [await uploaded('image'), await uploaded('image')];
    const waiver = await uploaded('pdf', 'bugaboos-waiver.pdf');
    const created = await createOk({
      gallery,
      terms_type: 'upload',
      event_terms: waiver,
      terms_link: undefined,
      event_type: 'private',
      attendance_min: 2,
      attendance_limit: 4,
      event_duration: ['fhday'],
      // Rows outside min..limit are cut off, as the wizard does on Next.
      price: [
        { id: 1, price: 40_000 },
        { id: 2, price: 30_000, priceh: 18_000 },
        { id: 3, price: 25_000, priceh: 15_000 },
        { id: 4, price: 20_000, priceh: 12_000 },
      ],
    });
    expect(created).toMatchObject({
      guide_id: guide.id,
      event_name: 'Intro to ice climbing',
      event_type: 'private',
      price: [
        { id: 2, price: 30_000, priceh: 18_000 },
        { id: 3, price: 25_000, priceh: 15_000 },
        { id: 4, price: 20_000, priceh: 12_000 },
      ],
      min_price: 12_000,
      climber_gears: ['helmet', 'harness'],
      gallery: gallery.map((url) => ({ key: url.slice('/uploads/'.length), url })),
      // The file's own name travels with it, for the edit wizard to show instead of the storage key.
      event_terms: { key: waiver.slice('/uploads/'.length), url: waiver, name: 'bugaboos-waiver.pdf' },
      terms_link: null,
      occurrences: [{ starts_on: daysFromNow(30), ends_on: daysFromNow(31), capacity: 4, seats_taken: 0 }],
    });
    const claimed = await t.database.db.select({ claimedAt: uploads.claimedAt }).from(uploads);
    expect(claimed.filter((row) => row.claimedAt !== null).length).toBeGreaterThanOrEqual(3);

    const detail = await call('GET', `/api/event/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().event).toEqual(created);

    const list = (await call('GET', '/api/getevents?page=1&per_page=100')).json();
    expect(list.events.map((e: { id: number }) => e.id)).toContain(created.id);

    const edited = await call(
      'PUT',
      `/api/event/${created.id}`,
      guideToken,
      draft({ event_name: 'Ice climbing, two days', attendance_limit: 6, repeat: true, repeat_at: 'daily' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().event).toMatchObject({
      id: created.id,
      event_name: 'Ice climbing, two days',
      event_type: 'public',
      price: [{ id: 1, price: 25_000 }],
      gallery: [],
      occurrences: [
        // A two-day trip starting every day: each run lasts two days.
        { starts_on: daysFromNow(30), ends_on: daysFromNow(31), capacity: 6 },
        { starts_on: daysFromNow(31), ends_on: daysFromNow(32), capacity: 6 },
      ],
    });

    const deleted = await call('DELETE', `/api/event/${created.id}`, guideToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Event is deleted', code: 'event_deleted', id: created.id });
    expect((await call('GET', `/api/event/${created.id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .select({ n: count() })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, created.id));
    expect(left[0]?.n).toBe(0);
  });

  it('derives city and province from the coordinates, with the spec’s fallbacks', async () => {
    const canmore = await createOk({
      latitude: 51.089,
      longitude: -115.359,
      state: 'Forged',
      province: 'Forged',
    } as Partial<EventWrite>);
    expect(canmore).toMatchObject({ state: 'Canmore', province: 'Alberta' });
    const hudsonBay = await createOk({ latitude: 60, longitude: -86 });
    expect(hudsonBay).toMatchObject({ state: 'Unknown City', province: 'Unknown State' });
    const moved = await call(
      'PUT',
      `/api/event/${hudsonBay.id}`,
      guideToken,
      draft({ latitude: 49.7016, longitude: -123.1558 }),
    );
    expect(moved.json().event).toMatchObject({ state: 'Squamish', province: 'British Columbia' });
  });

  it('lets a super admin delete any event', async () => {
    const created = await createOk();
    const response = await call('DELETE', `/api/event/${created.id}`, superToken);
    expect(response.json()).toEqual({ message: 'Event is deleted', code: 'event_deleted', id: created.id });
  });

  it('lists only events that have not ended, soonest first, paginated', async () => {
    // The API refuses a past start; an event that has ended is written straight to the table.
    const past = await createOk();
    await t.database.db
      .update(events)
      .set({ startDate: daysFromNow(-10), endDate: daysFromNow(-9) })
      .where(eq(events.id, past.id));
    const later = await createOk({ start_date: daysFromNow(200), end_date: daysFromNow(200) });
    const sooner = await createOk({ start_date: daysFromNow(2), end_date: daysFromNow(3) });
    const all = (await call('GET', '/api/getevents?per_page=100')).json();
    const ids = all.events.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(past.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    const starts = all.events.map((e: { start_date: string }) => e.start_date);
    expect(starts).toEqual([...starts].sort());
    const page = (await call('GET', '/api/getevents?page=2&per_page=1')).json();
    expect(page).toMatchObject({ page: 2, per_page: 1, total: all.total });
    expect(page.events).toHaveLength(1);
    expect(page.events[0].id).toBe(ids[1]);
    expect((await call('GET', '/api/getevents?per_page=101')).statusCode).toBe(422);
  });
});

describe('B2: a guide cannot touch another guide’s event', () => {
  it('answers 403 to edit and delete and changes nothing', async () => {
    const created = await createOk();
    const before = (await call('GET', `/api/event/${created.id}`)).json();
    const edit = await call('PUT', `/api/event/${created.id}`, otherGuideToken, draft({ event_name: 'Hijacked' }));
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/event/${created.id}`, otherGuideToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/event/${created.id}`)).json()).toEqual(before);
    expect((await call('PUT', '/api/event/999999', guideToken, draft())).statusCode).toBe(404);
    // Staff holding All Courses (the super admin here) edit any event.
    const bySuper = await call('PUT', `/api/event/${created.id}`, superToken, draft({ event_name: 'Fixed by staff' }));
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(bySuper.json().event.event_name).toBe('Fixed by staff');
    // Staff keep the guide's photos and may add one they uploaded; another guide's upload is refused.
    const guidePhoto = await uploaded('image');
    const superId = (await call('GET', '/api/user', superToken)).json().user.id;
    const staffPhoto = await uploaded('image', 'staff.png', superId);
    const withPhotos = await call(
      'PUT',
      `/api/event/${created.id}`,
      superToken,
      draft({ gallery: [guidePhoto, staffPhoto] }),
    );
    expect(withPhotos.statusCode, withPhotos.body).toBe(200);
    expect(withPhotos.json().event.gallery.map((photo: { url: string }) => photo.url)).toEqual([
      guidePhoto,
      staffPhoto,
    ]);
    const otherGuideId = (await call('GET', '/api/user', otherGuideToken)).json().user.id;
    const strayPhoto = await uploaded('image', 'stray.png', otherGuideId);
    const stray = await call('PUT', `/api/event/${created.id}`, superToken, draft({ gallery: [strayPhoto] }));
    expect(stray.statusCode).toBe(422);
  });
});

describe('a start date in the past', () => {
  it('is refused on create with the field message; yesterday (UTC) is still accepted for Canadian time zones', async () => {
    for (const start of [-2, -30]) {
      const response = await call(
        'POST',
        '/api/event',
        guideToken,
        draft({ start_date: daysFromNow(start), end_date: daysFromNow(1) }),
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        message: englishMessageOf('start_date_in_past'),
        code: 'invalid_input',
        errors: { start_date: [englishMessageOf('start_date_in_past')] },
        codes: { start_date: [{ code: 'start_date_in_past' }] },
        request_id: expect.any(String),
      });
    }
    const yesterday = await createOk({ start_date: daysFromNow(-1), end_date: daysFromNow(1) });
    expect(yesterday.start_date).toBe(daysFromNow(-1));
    const today = await createOk({ start_date: daysFromNow(0), end_date: daysFromNow(0) });
    expect(today.start_date).toBe(daysFromNow(0));
  });

  it('is refused on edit only when the start date moves to a past date', async () => {
    const created = await createOk({ start_date: daysFromNow(5), end_date: daysFromNow(20) });
    // The trip has been running for 5 days (as if created earlier): it may still be edited.
    await t.database.db
      .update(events)
      .set({ startDate: daysFromNow(-5), endDate: daysFromNow(10) })
      .where(eq(events.id, created.id));
    const unchanged = { start_date: daysFromNow(-5), end_date: daysFromNow(10) };
    const renamed = await call(
      'PUT',
      `/api/event/${created.id}`,
      guideToken,
      draft({ ...unchanged, event_name: 'Renamed' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().event).toMatchObject({ event_name: 'Renamed', start_date: daysFromNow(-5) });

    const movedBack = await call(
      'PUT',
      `/api/event/${created.id}`,
      guideToken,
      draft({ start_date: daysFromNow(-6), end_date: daysFromNow(10) }),
    );
    expect(movedBack.statusCode).toBe(422);
    expect(movedBack.json().errors).toEqual({ start_date: [englishMessageOf('start_date_in_past')] });
    expect((await call('GET', `/api/event/${created.id}`)).json().event.event_name).toBe('Renamed');

    const movedForward = await call(
      'PUT',
      `/api/event/${created.id}`,
      guideToken,
      draft({ start_date: daysFromNow(3), end_date: daysFromNow(10) }),
    );
    expect(movedForward.statusCode, movedForward.body).toBe(200);
  });

  it('counts "today" from the UTC date minus one day', () => {
    expect(earliestStartDate(new Date('2027-03-01T02:00:00Z'))).toBe('2027-02-28');
    expect(earliestStartDate(new Date('2027-03-01T23:59:59Z'))).toBe('2027-02-28');
    expect(earliestStartDate(new Date('2028-01-01T00:00:00Z'))).toBe('2027-12-31');
  });
});

describe('E5: double submit', () => {
  it('two identical POSTs with one request_id create one event and both get it', async () => {
    const requestId = `wizard-${randomBytes(8).toString('hex')}`;
    const body = draft({ request_id: requestId, event_name: 'Double click' });
    const [first, second] = await Promise.all([
      call('POST', '/api/event', guideToken, body),
      call('POST', '/api/event', guideToken, body),
    ]);
    expect(first?.statusCode, first?.body).toBe(201);
    expect(second?.statusCode, second?.body).toBe(201);
    expect(first?.json().event.id).toBe(second?.json().event.id);
    const rows = await t.database.db.select({ id: events.id }).from(events).where(eq(events.requestId, requestId));
    expect(rows).toHaveLength(1);
    // Another submit (a new request_id) is another event.
    const third = await createOk({ request_id: `wizard-${randomBytes(8).toString('hex')}` });
    expect(third.id).not.toBe(first?.json().event.id);
  });

  it('refuses a request_id reused with another draft with 409, keeping the first event as it was (finding 14)', async () => {
    const requestId = `wizard-${randomBytes(8).toString('hex')}`;
    const first = await createOk({
      request_id: requestId,
      event_name: 'First draft',
      faqs: [{ id: '1', question: 'Gear?', answer: 'Provided.' }],
      event_description: '<p>Two <strong>days</strong> on ice.</p>',
    });
    // The very same draft again (a retry after a lost answer) is still the first event.
    const same = await call(
      'POST',
      '/api/event',
      guideToken,
      draft({
        request_id: requestId,
        event_name: 'First draft',
        faqs: [{ id: '1', question: 'Gear?', answer: 'Provided.' }],
        event_description: '<p>Two <strong>days</strong> on ice.</p>',
      }),
    );
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().event.id).toBe(first.id);

    for (const changed of [
      { event_name: 'Edited draft' },
      { attendance_limit: 6 },
      { start_date: daysFromNow(40), end_date: daysFromNow(41) },
    ]) {
      const reused = await call(
        'POST',
        '/api/event',
        guideToken,
        draft({
          request_id: requestId,
          event_name: 'First draft',
          faqs: [{ id: '1', question: 'Gear?', answer: 'Provided.' }],
          event_description: '<p>Two <strong>days</strong> on ice.</p>',
          ...changed,
        }),
      );
      expect(reused.statusCode, JSON.stringify(changed)).toBe(409);
      expect(reused.json().code).toBe('idempotency_key_reused');
    }
    const rows = await t.database.db.select().from(events).where(eq(events.requestId, requestId));
    expect(rows.map((row) => [row.id, row.eventName])).toEqual([[first.id, 'First draft']]);
  });
});

describe('occurrences from the repeat rule', () => {
  // The fixtures need a March that starts on a Monday (31 days: 5 Mondays, 23 weekdays, 8 weekend days),
  // in the future so the start date is not refused: 2027, 2032, 2038, ...
  const year = (() => {
    let candidate = new Date().getUTCFullYear() + 1;
    while (new Date(Date.UTC(candidate, 2, 1)).getUTCDay() !== 1) candidate += 1;
    return candidate;
  })();
  const march = { start_date: `${year}-03-01`, end_date: `${year}-03-31` };
  const cases: Array<[string, Partial<EventWrite>, number, string[]]> = [
    ['no repeat', { repeat: false }, 1, [`${year}-03-01`]],
    ['daily', { repeat: true, repeat_at: 'daily' }, 31, [`${year}-03-01`, `${year}-03-02`]],
    ['weekly', { repeat: true, repeat_at: 'weekly' }, 5, [`${year}-03-01`, `${year}-03-08`]],
    ['weekdays', { repeat: true, repeat_at: 'weekdays' }, 23, [`${year}-03-01`, `${year}-03-02`]],
    ['weekends', { repeat: true, repeat_at: 'weekends' }, 8, [`${year}-03-06`, `${year}-03-07`]],
    [
      'monthly',
      { repeat: true, repeat_at: 'monthly', start_date: `${year}-01-31`, end_date: `${year}-05-31` },
      3,
      [`${year}-01-31`, `${year}-03-31`],
    ],
    [
      'custom',
      { repeat: true, repeat_at: 'custom', repeat_dates: [`${year}-03-20`, `${year}-03-05`, `${year}-03-05`] },
      2,
      [`${year}-03-05`, `${year}-03-20`],
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, expected, firstTwo) => {
    const created = await createOk({ ...march, ...overrides });
    const occurrences = created.occurrences as Array<{ starts_on: string; ends_on: string; capacity: number }>;
    expect(occurrences).toHaveLength(expected);
    expect(occurrences.slice(0, 2).map((o) => o.starts_on)).toEqual(firstTwo);
    expect(occurrences.every((o) => o.capacity === 4)).toBe(true);
    const input = { repeat: false, repeat_at: 'daily' as const, repeat_dates: [], ...march, ...overrides };
    expect(occurrences.map((o) => o.starts_on)).toEqual(
      occurrenceDatesOf(input as Parameters<typeof occurrenceDatesOf>[0]),
    );
    // A non-repeating event is one run over its range; repeating ones run a day each.
    if (!overrides.repeat) expect(occurrences[0]?.ends_on).toBe(`${year}-03-31`);
  });

  it('makes each run of a repeating multi-day trip last its days, and a date in a run finds it', async () => {
    const created = await createOk({
      ...march,
      event_name: 'Weekly three-day alpine camp',
      duration_type: 'multi',
      event_duration: ['3 days', '2 nights'],
      repeat: true,
      repeat_at: 'weekly',
    });
    const occurrences = created.occurrences as Array<{ starts_on: string; ends_on: string }>;
    expect(occurrences.slice(0, 2)).toMatchObject([
      { starts_on: `${year}-03-01`, ends_on: `${year}-03-03` },
      { starts_on: `${year}-03-08`, ends_on: `${year}-03-10` },
    ]);
    // Five Mondays in that March: the last run is the 29th to the 31st.
    expect(occurrences.at(-1)).toMatchObject({ starts_on: `${year}-03-29`, ends_on: `${year}-03-31` });
    const names = async (date: string) =>
      (
        (await call('GET', `/api/getevents?per_page=100&date=${date}`)).json().events as Array<{ event_name: string }>
      ).map((event) => event.event_name);
    expect(await names(`${year}-03-09`)).toContain('Weekly three-day alpine camp');
    expect(await names(`${year}-03-05`)).not.toContain('Weekly three-day alpine camp');
  });

  it('refuses a rule that gives no date or more than a year of dates', async () => {
    const weekendless = await call(
      'POST',
      '/api/event',
      guideToken,
      draft({ start_date: `${year}-03-01`, end_date: `${year}-03-05`, repeat: true, repeat_at: 'weekends' }),
    );
    expect(weekendless.json().errors.repeat_at).toEqual([englishMessageOf('event_repeat_no_date')]);
    const tooMany = await call(
      'POST',
      '/api/event',
      guideToken,
      draft({ start_date: `${year}-01-01`, end_date: `${year + 1}-12-31`, repeat: true, repeat_at: 'daily' }),
    );
    expect(tooMany.json().errors.end_date).toEqual([englishMessageOf('event_too_many_dates')]);
  });
});

describe('C6: rich text is stored as the allowlist output', () => {
  const corpus = [
    '<script>window.__xss = 1</script><p>after</p>',
    '<img src=x onerror="window.__xss=1">',
    '<svg onload="window.__xss=1"><circle r="1"/></svg>',
    '<a href="javascript:window.__xss=1">click</a>',
    '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
    '<a href="https://example.test" target="_blank" onclick="x()">ok link</a>',
    '<a href="mailto:guide@example.test">mail</a>',
    '<p style="background:url(javascript:alert(1))">styled</p><style>body{display:none}</style>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<iframe src="https://evil.test"></iframe><h3>Title</h3><h1>Big</h1><ul><li>one</li></ul>',
    '<form action="https://evil.test"><input name=a></form><em>em</em><br>',
  ];
  it.each(corpus)('%s', async (payload) => {
    const created = await createOk({ event_description: payload, itinerary: payload });
    const expected = sanitizeHtml(payload, RICH_TEXT_OPTIONS).trim();
    const [row] = await t.database.db.select().from(events).where(eq(events.id, created.id));
    for (const stored of [row?.eventDescription, row?.itinerary, created.event_description, created.itinerary]) {
      expect(stored).toBe(expected);
      expect(stored).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<iframe|<img|style=|<style/i);
    }
    for (const link of expected.match(/<a [^>]*>/g) ?? []) expect(link).toContain('rel="noopener noreferrer"');
  });
});

describe('C8: every wizard rule is refused by the server with the spec’s message', () => {
  const refused = async (overrides: Record<string, unknown>) => {
    const response = await call('POST', '/api/event', guideToken, { ...draft(), ...overrides });
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { event_name: '  ' }, 'event_name', englishMessageOf('event_name_required')],
    ['unknown category', { category: 'Bouldering' }, 'category', englishMessageOf('event_category_unknown')],
    [
      'Other without a name',
      { category: 'Other', alias: '' },
      'alias',
      englishMessageOf('event_category_alias_required'),
    ],
    ['no address', { address: '' }, 'address', englishMessageOf('event_address_required')],
    ['latitude out of range', { latitude: 91 }, 'latitude', englishMessageOf('latitude_out_of_range')],
    ['longitude out of range', { longitude: -181 }, 'longitude', englishMessageOf('longitude_out_of_range')],
    [
      'other location without coordinates',
      { other_location: [{ address: 'Canmore' }] },
      'other_location',
      englishMessageOf('event_other_location_incomplete'),
    ],
    [
      'other location latitude out of range',
      { other_location: [{ address: 'Canmore', lat: 95, lng: -115 }] },
      'other_location',
      englishMessageOf('latitude_out_of_range'),
    ],
    ['no latitude', { latitude: undefined }, 'latitude', englishMessageOf('latitude_required')],
    ['no longitude', { longitude: null }, 'longitude', englishMessageOf('longitude_required')],
    ['no start date', { start_date: '' }, 'start_date', englishMessageOf('start_date_required')],
    ['no end date', { end_date: undefined }, 'end_date', englishMessageOf('end_date_required')],
    ['not a date', { start_date: '2027-02-30' }, 'start_date', englishMessageOf('date_invalid')],
    [
      'reversed dates',
      { start_date: '2027-03-10', end_date: '2027-03-09' },
      'end_date',
      englishMessageOf('end_date_before_start'),
    ],
    [
      'custom repeat without dates',
      { repeat: true, repeat_at: 'custom', repeat_dates: [] },
      'repeat_dates',
      englishMessageOf('event_custom_dates_required'),
    ],
    [
      'custom date outside the range',
      {
        start_date: '2027-03-01',
        end_date: '2027-03-10',
        repeat: true,
        repeat_at: 'custom',
        repeat_dates: ['2027-04-01'],
      },
      'repeat_dates',
      englishMessageOf('event_custom_dates_out_of_range'),
    ],
    ['attendance over 30', { attendance_limit: 31 }, 'attendance_limit', englishMessageOf('attendance_out_of_range')],
    ['attendance min 0', { attendance_min: 0 }, 'attendance_min', englishMessageOf('attendance_out_of_range')],
    [
      'min equal to max',
      { attendance_min: 4, attendance_limit: 4 },
      'attendance_min',
      englishMessageOf('attendance_min_over_limit'),
    ],
    ['no price', { price: [] }, 'price', englishMessageOf('event_price_for_all')],
    [
      'private trip missing a group size',
      {
        event_type: 'private',
        attendance_min: 1,
        attendance_limit: 3,
        price: [
          { id: 1, price: 100 },
          { id: 3, price: 100 },
        ],
      },
      'price',
      englishMessageOf('event_price_for_all'),
    ],
    [
      'full or half day without priceh',
      { event_duration: ['fhday'], price: [{ id: 1, price: 100 }] },
      'price',
      englishMessageOf('event_price_for_all'),
    ],
    [
      'add-on without title',
      { addons: [{ addons_price: 100 }] },
      'addons',
      englishMessageOf('event_addons_incomplete'),
    ],
    [
      'add-on without price',
      { addons: [{ addons_title: 'Rope' }] },
      'addons',
      englishMessageOf('event_addons_incomplete'),
    ],
    [
      'donation without title',
      { donations: [{ donations_price: 100 }] },
      'donations',
      englishMessageOf('event_donation_title_required'),
    ],
    [
      'negative donation',
      { donations: [{ donations_title: 'Club', donations_price: -1 }] },
      'donations',
      englishMessageOf('event_donation_negative'),
    ],
    [
      'no experience',
      { experience_required: [] },
      'experience_required',
      englishMessageOf('event_experience_required'),
    ],
    [
      'unknown experience',
      { experience_required: ['Expert'] },
      'experience_required',
      englishMessageOf('event_experience_required'),
    ],
    [
      'upload waiver without file',
      { terms_type: 'upload', event_terms: null },
      'event_terms',
      englishMessageOf('event_waiver_file_required'),
    ],
    [
      'link waiver without link',
      { terms_type: 'link', terms_link: '' },
      'terms_link',
      englishMessageOf('event_waiver_link_required'),
    ],
    [
      'waiver link not https',
      { terms_type: 'link', terms_link: 'javascript:alert(1)' },
      'terms_link',
      englishMessageOf('event_waiver_link_not_https'),
    ],
    [
      'half-filled Q&A row',
      { faqs: [{ question: 'Gear?', answer: '' }] },
      'faqs',
      englishMessageOf('event_faq_incomplete'),
    ],
    [
      'seven gallery images',
      { gallery: Array(7).fill('/uploads/x.png') },
      'gallery',
      englishMessageOf('event_gallery_too_many'),
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, field, message) => {
    const errors = await refused(overrides);
    expect(errors[field], JSON.stringify(errors)).toContain(message);
  });

  it('reports cross-field rules alongside field errors in one answer', async () => {
    const errors = await refused({
      event_name: '',
      attendance_min: 5,
      attendance_limit: 4,
      terms_link: '',
      faqs: [{ question: 'q' }],
    });
    expect(errors).toMatchObject({
      event_name: [englishMessageOf('event_name_required')],
      attendance_min: [englishMessageOf('attendance_min_over_limit')],
      terms_link: [englishMessageOf('event_waiver_link_required')],
      faqs: [englishMessageOf('event_faq_incomplete')],
    });
  });

  it('refuses a gallery or waiver reference that is not an uploaded file of the right kind', async () => {
    const pdf = await uploaded('pdf');
    expect((await refused({ gallery: [pdf] })).gallery).toBeDefined();
    const image = await uploaded('image');
    expect((await refused({ terms_type: 'upload', event_terms: image })).event_terms).toBeDefined();
  });

  it('accepts exactly the attendance pairs 1 ≤ min < max ≤ 30 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -3, max: 34 }), fc.integer({ min: -3, max: 34 }), async (min, max) => {
        const response = await call(
          'POST',
          '/api/event',
          guideToken,
          draft({ attendance_min: min, attendance_limit: max }),
        );
        const valid = min >= 1 && max <= 30 && min < max;
        expect(response.statusCode, `${min}..${max} ${response.body}`).toBe(valid ? 201 : 422);
        if (!valid) {
          const errors = response.json().errors;
          expect([...(errors.attendance_min ?? []), ...(errors.attendance_limit ?? [])].length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a private trip whose price rows are missing, zero, negative or not whole cents (property)', async () => {
    const broken = fc.oneof(
      fc.constant({ kind: 'missing' as const }),
      fc.constantFrom(0, -1, -2_500, 99).map((price) => ({ kind: 'value' as const, price })),
      fc.double({ min: 100.01, max: 9_999.99, noInteger: true, noNaN: true }).map((price) => ({
        kind: 'value' as const,
        price,
      })),
      fc.constantFrom('100', null, true).map((price) => ({ kind: 'value' as const, price })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 29 })
          .chain((min) => fc.tuple(fc.constant(min), fc.integer({ min: min + 1, max: 30 }))),
        broken,
        fc.nat(),
        async ([min, max], fault, pick) => {
          const sizes = Array.from({ length: max - min + 1 }, (_, i) => min + i);
          const victim = sizes[pick % sizes.length];
          const price = sizes.flatMap((size) => {
            if (size !== victim) return [{ id: size, price: 10_000 }];
            return fault.kind === 'missing' ? [] : [{ id: size, price: fault.price }];
          });
          const response = await call('POST', '/api/event', guideToken, {
            ...draft(),
            event_type: 'private',
            attendance_min: min,
            attendance_limit: max,
            price,
          });
          expect(response.statusCode, response.body).toBe(422);
          expect(response.json().errors.price).toEqual([englishMessageOf('event_price_for_all')]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses add-ons without a positive price and negative donations (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(undefined),
          fc.integer({ min: -10_000, max: 0 }),
          fc.double({ noInteger: true, noNaN: true }),
        ),
        fc.integer({ min: -1_000_000, max: -1 }),
        async (addonPrice, donation) => {
          const errors = await refused({
            addons: [{ addons_title: 'Rope', addons_price: addonPrice }],
            donations: [{ donations_title: 'Club', donations_price: donation }],
          });
          expect(errors.addons).toEqual([englishMessageOf('event_addons_incomplete')]);
          expect(errors.donations).toEqual([englishMessageOf('event_donation_negative')]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses reversed dates (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 60 }), async (offset, gap) => {
        const errors = await refused({ start_date: daysFromNow(offset + gap), end_date: daysFromNow(offset) });
        expect(errors.end_date).toEqual([englishMessageOf('end_date_before_start')]);
      }),
      { numRuns: 25 },
    );
  });
});
