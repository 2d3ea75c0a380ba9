import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, daysFromNow, insertEventRow } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PAGE = `<!doctype html><title>Cordée</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('a guided climbing trip '.repeat(200))});`;
const SMALL_ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A built web app in miniature, with the compressed copies the build writes beside its files. */
function fakeCompressedBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-compressed-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, content] of [
    ['index.html', PAGE],
    [path.join('assets', 'index-3f2a1b.js'), SCRIPT],
  ] as const) {
    fs.writeFileSync(path.join(dist, name), content);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(content));
  }
  // Too small to gain from compression: the build leaves it without copies.
  fs.writeFileSync(path.join(dist, 'favicon.svg'), SMALL_ICON);
  return dist;
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('the web app, precompressed', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeCompressedBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
    });

  it.each([
    ['br', 'gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['identity', undefined, undefined],
    ['identity', 'identity', undefined],
  ])('sends a hashed asset as %s for Accept-Encoding %s, cached for a year', async (_name, accept, encoding) => {
    const response = await get('/assets/index-3f2a1b.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators: bytes saved on each of a first visit's many scripts.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(decode(encoding, response.rawPayload)).toBe(SCRIPT);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it.each(['/', '/signin', '/viewevents?event=3'])(
    'sends index.html at %s compressed, revalidated every time',
    async (url) => {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(encoding, response.rawPayload)).toBe(PAGE);
      }
    },
  );

  it('sends a file that has no compressed copy as it is, and never compresses it per request', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SMALL_ICON);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/assets/index-3f2a1b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(
      fs.statSync(path.join(dist, 'assets', 'index-3f2a1b.js.br')).size,
    );
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 304 to a revalidation of the copy the browser holds', async () => {
    const first = await get('/', 'br');
    const etag = String(first.headers.etag);
    const again = await get('/', 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('does not serve the compressed copies by their own URL', async () => {
    for (const url of ['/assets/index-3f2a1b.js.br', '/assets/index-3f2a1b.js.gz', '/index.html.br']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  describe('each route gets its own copy of the page, naming the files it preloads', () => {
    const pageOf = (route: string) => PAGE.replace('<div id="root">', `<div id="root" data-route="${route}">`);
    let routed: TestApp;
    beforeAll(async () => {
      fs.mkdirSync(path.join(dist, 'pages'));
      for (const route of ['Home', 'ChatDetails']) {
        const file = path.join(dist, 'pages', `${route}.html`);
        fs.writeFileSync(file, pageOf(route));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(pageOf(route)));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(pageOf(route)));
      }
      fs.writeFileSync(
        path.join(dist, 'pages', 'routes.json'),
        JSON.stringify([
          ['^//?$', 'pages/Home.html'],
          ['^/chats/[^/]+/[^/]+/?$', 'pages/ChatDetails.html'],
        ]),
      );
      routed = await createTestApp({ WEB_DIST_DIR: dist });
    });
    afterAll(async () => {
      await routed.close();
      fs.rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
    });
    const getPage = (url: string, acceptEncoding?: string) =>
      routed.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    it.each([
      ['/', 'Home'],
      ['/chats/12/Gabriel%20Roy', 'ChatDetails'],
      ['/chats/12/Gabriel%20Roy/?tab=recent', 'ChatDetails'],
    ])('sends %s the page of %s, compressed as asked', async (url, route) => {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await getPage(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(encoding, response.rawPayload)).toBe(pageOf(route));
      }
    });

    it.each(['/signin', '/chats/12', `/${'a/'.repeat(2000)}`])(
      'sends index.html to %s, which no route matches',
      async (url) => {
        const response = await getPage(url, 'br');
        expect(response.statusCode).toBe(200);
        expect(decode('br', response.rawPayload)).toBe(PAGE);
      },
    );

    it('does not serve the route pages or their table by their own URL', async () => {
      for (const url of ['/pages/Home.html', '/pages/routes.json']) {
        const response = await routed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('a shared course link names the course photo in its first answer', () => {
    const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.jpg';
    let withPhoto: number;
    let withExternalPicture: number;
    beforeAll(async () => {
      const guide = await createUser(t.app.db, { role: 'guide', email: 'link-hint-guide@cordee.test' });
      const dates = { startDate: daysFromNow(10), endDate: daysFromNow(11) };
      withPhoto = (
        await insertEventRow(t.app.db, {
          guideId: guide.id,
          eventName: 'Photo course',
          ...dates,
          gallery: [{ key: '0123456789abcdef0123456789abcdef.jpg', url: PHOTO }],
        })
      ).id;
      withExternalPicture = (
        await insertEventRow(t.app.db, {
          guideId: guide.id,
          eventName: 'External picture course',
          ...dates,
          gallery: [{ key: 'x', url: 'https://elsewhere.test/a.jpg>; rel=preload' }],
        })
      ).id;
    });

    it('preloads the first gallery image of the course named by ?event= on both search screens', async () => {
      for (const screen of ['/viewevents', '/explore-events']) {
        const response = await get(`${screen}?event=${withPhoto}`, 'br');
        expect(response.statusCode).toBe(200);
        expect(response.headers.link).toBe(`<${PHOTO}>; rel=preload; as=image; fetchpriority=high`);
        expect(response.headers['content-encoding']).toBe('br');
      }
    });

    it.each([
      ['a page without a course', () => '/viewevents'],
      ['another page', () => `/signin?event=${withPhoto}`],
      ['a course with an external picture', () => `/viewevents?event=${withExternalPicture}`],
      ['a course that does not exist', () => '/viewevents?event=999999'],
      ['an id past PostgreSQL integers', () => '/viewevents?event=99999999999999999999'],
      ['an id that is not a number', () => '/viewevents?event=1%27%20or%201=1'],
    ])('names nothing for %s, and still sends the page', async (_case, url) => {
      const response = await get(url(), 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers.link).toBeUndefined();
    });

    it('names nothing while the database has no free slot, without waiting for one', async () => {
      const held: Array<() => void> = [];
      for (let slot = t.app.databaseAdmission.enterIfFree(); slot; slot = t.app.databaseAdmission.enterIfFree()) {
        held.push(slot);
      }
      try {
        const response = await get(`/viewevents?event=${withPhoto}`, 'br');
        expect(response.statusCode).toBe(200);
        expect(response.headers.link).toBeUndefined();
      } finally {
        for (const release of held) release();
      }
    });
  });
});
