import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { Response } from 'playwright-core';
import { useServerAndBrowser, visible } from './support/journey.ts';

const MOBILE = { width: 390, height: 844 };
const DIST = resolve(import.meta.dirname, '../dist');

/** The file of the build a response of the web app was served from. */
function builtFileOf(response: Response): string {
  const pathname = new URL(response.url()).pathname;
  return resolve(DIST, pathname === '/' || !pathname.includes('.') ? 'index.html' : `.${pathname}`);
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
        assert.equal(headers['content-encoding'], 'br', `${response.url()} is sent as brotli`);
        assert.match(headers.vary ?? '', /accept-encoding/i, `${response.url()} varies on Accept-Encoding`);
        // What the browser decoded is the file the build wrote, byte for byte.
        const decoded = await response.body();
        assert.ok(decoded.equals(await readFile(builtFileOf(response))), `${response.url()} decodes to the built file`);
      }

      const list = await courseList;
      assert.equal(list.status(), 200);
      assert.equal((await list.allHeaders())['content-encoding'], 'br', 'the course list is compressed');
      assert.ok(Array.isArray(((await list.json()) as { events: unknown[] }).events));
    });
  });
});
