import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1366, height: 900 };
/** A real, playable MP4 of four seconds (made once with ffmpeg, like the demo videos). */
const CLIP = resolve(import.meta.dirname, 'fixtures', 'short-clip.mp4');

async function openFromMenu(page: Page, baseUrl: string, path: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Videos' }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

async function logOut(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${baseUrl}/signin`);
}

describe('Training videos', () => {
  const journey = useServerAndBrowser();

  it('lets the super admin add a Crag video that a free climber finds locked, while a Free video plays', async () => {
    await journey('training-videos', DESKTOP, async ({ page, baseUrl }) => {
      const title = `Hand jams in parallel cracks ${Date.now()}`;

      // The super admin adds a training with an uploaded MP4, a thumbnail and the Crag plan.
      await signIn(page, baseUrl, 'super@cordee.test');
      await openFromMenu(page, baseUrl, '/trainings');
      await visible(page.getByRole('heading', { name: 'Videos', level: 1 }));
      await assertAccessible(page, 'Trainings');
      await page.getByRole('button', { name: 'Add New' }).click();
      const form = page.getByRole('dialog', { name: 'Training video' });
      await form.getByLabel('Title').fill(title);
      const editor = form.getByRole('textbox', { name: 'Description' });
      await visible(editor);
      await editor.fill('Thumb down, fingers straight, then cam the hand by pulling the thumb across the palm.');
      await form.getByLabel('Upload a video').setInputFiles(CLIP);
      await visible(form.locator('[data-gallery-item="video"]'));
      await form
        .getByLabel('Choose a thumbnail')
        .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: TINY_PNG });
      await visible(form.getByRole('button', { name: 'Remove this item' }));
      await form.locator('[data-gallery-item="video"] img').waitFor({ state: 'attached' });
      await form.getByLabel(/^Crag/).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByText('Training is created'));
      const panel = page.getByRole('region', { name: 'Selected Video' });
      await visible(panel.getByRole('heading', { name: title }));
      await visible(panel.getByText('Crag'));
      assert.match(page.url(), /training_id=\d+/);
      await logOut(page, baseUrl);

      // The demo climber has no subscription: the Crag video is locked and its media never reaches the page.
      const answers: string[] = [];
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname === '/api/training') answers.push(await response.text());
      });
      await signIn(page, baseUrl, 'climber@cordee.test');
      await openFromMenu(page, baseUrl, '/videos');
      await assertAccessible(page, 'Videos');
      const locked = page.getByRole('button', { name: new RegExp(`^${title} Crag Locked: subscribe to watch$`) });
      await visible(locked);
      const listed = answers.map((body) => JSON.parse(body) as { data: Array<Record<string, unknown>> });
      const raw = JSON.stringify(listed.flatMap((list) => list.data).find((row) => row.training_title === title));
      assert.match(raw, /"userCanPlay":false/);
      assert.doesNotMatch(raw, /\/api\/media\/|"url"|"key"/);

      // Clicking it opens the subscription modal with the plans, never the viewer.
      await locked.click();
      const subscription = page.getByRole('dialog', { name: 'Subscription Plans' });
      await visible(subscription.getByRole('listitem', { name: 'Crag' }).getByRole('button', { name: 'Subscribe' }));
      assert.equal(await page.getByRole('dialog', { name: 'Video' }).count(), 0);
      assert.equal(await page.locator('video').count(), 0);
      await page.keyboard.press('Escape');
      await subscription.waitFor({ state: 'detached' });

      // A video on the Free plan plays: the browser reads its signed, ranged media.
      await page.getByRole('button', { name: /^Play: Quiet feet on slab/ }).click();
      const viewer = page.getByRole('dialog', { name: 'Video' });
      const video = viewer.locator('video');
      await visible(video);
      await page.waitForFunction(
        () => ((document.querySelector('dialog video') as HTMLVideoElement | null)?.readyState ?? 0) > 0,
        null,
        {
          timeout: 15_000,
        },
      );
      const src = await video.getAttribute('src');
      assert.match(src ?? '', /^\/api\/media\/[a-f0-9]{32}\.mp4\?exp=\d+&sig=/);
      const ranged = await page.evaluate(async (url) => {
        const response = await fetch(url, { headers: { Range: 'bytes=0-7' } });
        return { status: response.status, range: response.headers.get('content-range') };
      }, src ?? '');
      assert.equal(ranged.status, 206);
      assert.match(ranged.range ?? '', /^bytes 0-7\/\d+$/);
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await page.waitForFunction(
        () => ((document.querySelector('dialog video') as HTMLVideoElement | null)?.currentTime ?? 0) > 0,
        null,
        {
          timeout: 15_000,
        },
      );
    });
  });
});
