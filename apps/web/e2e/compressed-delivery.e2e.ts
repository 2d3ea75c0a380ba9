import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { Response } from 'playwright-core';
import { chunkAddressOf } from './support/build-manifest.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const MOBILE = { width: 390, height: 844 };
const DIST = resolve(import.meta.dirname, '../dist');

/** The file of the build a response of the web app was served from: a page is its route's copy of index.html. */
async function builtFileOf(response: Response): Promise<string> {
  const pathname = new URL(response.url()).pathname;
  if (pathname !== '/' && pathname.includes('.')) return resolve(DIST, `.${pathname}`);
  const routes = JSON.parse(await readFile(resolve(DIST, 'pages', 'routes.json'), 'utf8')) as Array<[string, string]>;
  return resolve(DIST, routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? 'index.html');
}

describe('The web app and its API reach a phone compressed', () => {
  const journey = useServerAndBrowser();

  it('sends the page, its scripts and styles as brotli copies made by the build, and the course list compressed', async () => {
    await journey('compressed-delivery', MOBILE, async ({ page, baseUrl }) => {
      const appFiles: Response[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (response.url().startsWith(baseUrl) && ['document', 'script', 'stylesheet'].includes(type)) {
          appFiles.push(response);
        }
      });
      const courseList = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getevents');

      await page.goto('/viewevents');
      await visible(page.getByRole('heading', { name: 'Find a guided climbing course', level: 1 }));

      assert.ok(
        appFiles.some((response) => response.request().resourceType() === 'script'),
        'the page loaded scripts',
      );
      for (const response of appFiles) {
        const headers = await response.allHeaders();
        // The build keeps a compressed copy only when it is smaller (scripts/compress-dist.ts): a chunk
        // of a hundred bytes may have no brotli copy, and then goes gzipped or as it is.
        const built = await builtFileOf(response);
        const expected = existsSync(`${built}.br`) ? 'br' : existsSync(`${built}.gz`) ? 'gzip' : undefined;
        assert.equal(headers['content-encoding'], expected, `${response.url()} is sent as ${expected ?? 'it is'}`);
        if (expected !== 'br') assert.ok((await readFile(built)).length < 200, `${response.url()} is tiny`);
        assert.match(headers.vary ?? '', /accept-encoding/i, `${response.url()} varies on Accept-Encoding`);
        // What the browser decoded is the file the build wrote, byte for byte.
        const decoded = await response.body();
        assert.ok(
          decoded.equals(await readFile(await builtFileOf(response))),
          `${response.url()} decodes to the built file`,
        );
      }

      const list = await courseList;
      assert.equal(list.status(), 200);
      assert.equal((await list.allHeaders())['content-encoding'], 'br', 'the course list is compressed');
      assert.ok(Array.isArray(((await list.json()) as { events: unknown[] }).events));
    });
  });

  it('asks for the course modal with the page when a shared link names a course, and keeps the page behind it inert', async () => {
    await journey('shared-course-link', MOBILE, async ({ page, baseUrl }) => {
      const listed = (await (await page.request.get(`${baseUrl}/api/getevents?page=1&per_page=1`)).json()) as {
        events: Array<{ id: number; event_name: string }>;
      };
      const course = listed.events[0];
      assert.ok(course, 'the demo lists a course');
      const modalChunks = [chunkAddressOf('app-modal-host.component'), chunkAddressOf('search-result-modal.component')];
      const modalPreloads = () =>
        page.evaluate(
          (chunks) =>
            Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
              .map((link) => new URL(link.href).pathname)
              .filter((path) => chunks.includes(path)),
          modalChunks,
        );

      await page.goto('/viewevents');
      await visible(page.getByRole('heading', { name: 'Find a guided climbing course', level: 1 }));
      assert.deepEqual(await modalPreloads(), [], 'a plain search does not ask for the course modal');

      await page.goto(`/viewevents?event=${course.id}`);
      const dialog = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(dialog);
      assert.equal((await modalPreloads()).length, 2, 'the modal frame and the course modal were asked for at once');
      // The browser's own <dialog> centres itself only with its margins left to it.
      const box = await dialog.boundingBox();
      assert.ok(box, 'the dialog has a box');
      const rightGap = MOBILE.width - (box.x + box.width);
      assert.ok(
        box.x > 0 && Math.abs(box.x - rightGap) <= 2,
        `the dialog is centred (${box.x} px left, ${rightGap} px right)`,
      );
      await visible(dialog.getByRole('heading', { name: course.event_name }));

      // A modal <dialog>: Tab never reaches the page behind it, which the browser has made inert.
      for (let press = 0; press < 25; press += 1) {
        await page.keyboard.press('Tab');
        const focusInside = await page.evaluate(() => {
          const focused = document.activeElement;
          return !focused || focused === document.body || Boolean(focused.closest('dialog[open]'));
        });
        assert.ok(focusInside, `focus stayed in the dialog after ${press + 1} Tab presses`);
      }
      assert.equal(
        await page.evaluate(
          () => document.documentElement.scrollHeight > 0 && getComputedStyle(document.documentElement).overflow,
        ),
        'hidden',
        'the page behind does not scroll',
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).searchParams.get('event'), null, 'closing the course drops it from the address');
    });
  });
  it("asks for the climber's journal list with the page, and the screen takes that answer instead of asking again", async () => {
    await journey('early-first-request', MOBILE, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'climber@cordee.test');
      const journalLists: string[] = [];
      const asked: string[] = [];
      const journalScreenChunk = chunkAddressOf('climbing-journal.screen');
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/dairy') {
          journalLists.push(request.url());
          asked.push('list');
        }
        if (pathname === journalScreenChunk) asked.push('screen code');
      });

      await page.goto('/climbing-journal');
      await visible(page.getByRole('heading', { name: 'Climbing Journal', level: 1 }));
      await visible(page.getByRole('listitem').first());
      // Asked by the route preload script, then taken by the screen: one request, not two.
      assert.deepEqual(
        journalLists.map((url) => new URL(url).search),
        ['?page=1&per_page=12'],
        'the journal list was asked for once',
      );
      // The screen's code asks only once it has loaded: the list was asked for before that code.
      assert.deepEqual(asked.slice(0, 2), ['list', 'screen code'], 'the list was asked for with the page');
    });
  });
});
