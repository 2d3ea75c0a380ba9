import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, tokenFor } from './support/api.ts';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };

/** Demo content (features/demo-seed): a Crag video, an Alpine one, and the Crag program. */
const CRAG_VIDEO = 'Building a quad anchor on two bolts';
const ALPINE_VIDEO = 'Placing ice screws fast and solid';
const CRAG_PROGRAM = 'Multi-pitch Foundations';

type GalleryItem = { type: string; url?: string; key?: string };
type TrainingRow = { training_title: string; training_gallery: GalleryItem[]; userCanPlay: boolean };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openVideos(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Videos' }).click();
  await page.waitForURL(`${baseUrl}/videos`);
  await visible(page.getByRole('heading', { name: 'Videos', level: 1 }));
}

const lockedCard = (page: Page, title: string, plan: string) =>
  page.getByRole('button', { name: new RegExp(`^${escaped(title)} ${plan} Locked: subscribe to watch$`) });

describe('Training subscription', () => {
  const journey = useServerAndBrowser();

  it('takes a free climber from a locked Crag video through the sandbox checkout to the video and the program', async () => {
    await journey('training-subscription', DESKTOP, async ({ page, baseUrl }) => {
      // The super admin may play everything: the Crag video's signed media url comes from that answer.
      const superToken = await tokenFor(baseUrl, 'super@cordee.test');
      const staffList = await api<{ data: TrainingRow[] }>(baseUrl, '/api/training?page=1&per_page=100', {
        token: superToken,
      });
      const cragForStaff = staffList.data.find((row) => row.training_title === CRAG_VIDEO);
      const signedUrl = cragForStaff?.training_gallery.find((item) => item.type === 'video')?.url ?? '';
      assert.match(signedUrl, /^\/api\/media\/[a-f0-9]{32}\.\w+\?exp=\d+&sig=/);
      const mediaPath = signedUrl.split('?')[0] ?? '';

      // The demo climber is on the Free plan: the Crag video shows its lock, and its answer holds no media.
      const trainingAnswers: string[] = [];
      page.on('response', async (response) => {
        if (new URL(response.url()).pathname === '/api/training') trainingAnswers.push(await response.text());
      });
      await signIn(page, baseUrl, 'climber@cordee.test');
      await openVideos(page, baseUrl);
      await visible(page.getByText('Your plan: Free.', { exact: false }));
      const locked = lockedCard(page, CRAG_VIDEO, 'Crag');
      await visible(locked);
      await visible(lockedCard(page, ALPINE_VIDEO, 'Alpine'));
      await assertAccessible(page, 'Videos, free climber');
      // The slider scrolls inside its row: the page itself never becomes wider than the screen.
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        page.viewportSize()?.width,
        'the Videos page fits the width of the screen',
      );
      const freeRows = trainingAnswers.flatMap((body) => (JSON.parse(body) as { data: TrainingRow[] }).data);
      const cragForClimber = freeRows.find((row) => row.training_title === CRAG_VIDEO);
      assert.ok(cragForClimber, 'GET /api/training lists the Crag video to the free climber');
      assert.equal(cragForClimber.userCanPlay, false);
      const rawCrag = JSON.stringify(cragForClimber);
      assert.doesNotMatch(rawCrag, /\/api\/media\/|"url"|"key"/);
      assert.ok(!rawCrag.includes(mediaPath.slice('/api/media/'.length)), 'the media key never reaches the climber');

      // The media itself answers only to a valid signature, whoever asks (the climber's session included):
      // without one, with a made-up or forged one, or past its expiry, it is refused.
      const refused = await page.evaluate(
        async ({ path, signed }) => {
          const forged = signed.replace(/sig=[^&]+/, `sig=${'0'.repeat(43)}`);
          const expired = signed.replace(/exp=\d+/, 'exp=1');
          return Promise.all(
            [path, `${path}?exp=${Math.floor(Date.now() / 1000) + 600}&sig=abc`, forged, expired].map(
              async (url) => (await fetch(url, { headers: { Range: 'bytes=0-7' } })).status,
            ),
          );
        },
        { path: mediaPath, signed: signedUrl },
      );
      assert.deepEqual(refused, [403, 403, 403, 403]);

      // Clicking the locked card opens the subscription modal, not the viewer.
      await locked.click();
      const modal = page.getByRole('dialog', { name: 'Subscription Plans' });
      await visible(modal);
      assert.equal(await page.locator('video').count(), 0);
      await visible(modal.getByRole('listitem', { name: 'Crag' }));
      await assertAccessible(page, 'subscription_modal from a locked video');
      await modal.getByText('Monthly', { exact: true }).click();
      await modal.getByRole('listitem', { name: 'Crag' }).getByRole('button', { name: 'Subscribe' }).click();

      // The sandbox checkout stands in for the payment provider.
      await page.waitForURL(/\/sandbox\/checkout\//);
      await visible(page.getByText('Sandbox — no real money'));
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/subscription\/success\//);
      await visible(page.getByRole('heading', { name: 'Subscription Successful!' }));
      await assertAccessible(page, 'Subscription success');
      const successUrl = page.url();
      await page.getByRole('link', { name: 'View Training Content' }).click();
      await page.waitForURL((url) => url.href !== successUrl);

      // Back on Videos without a reload, the Crag video plays; the Alpine one is still locked.
      await openVideos(page, baseUrl);
      await visible(page.getByText('Your plan: Crag.', { exact: false }));
      await visible(lockedCard(page, ALPINE_VIDEO, 'Alpine'));
      assert.equal(await lockedCard(page, CRAG_VIDEO, 'Crag').count(), 0);
      await page.getByRole('button', { name: new RegExp(`^Play: ${escaped(CRAG_VIDEO)}`) }).click();
      const viewer = page.getByRole('dialog', { name: 'Video' });
      const video = viewer.locator('video');
      await visible(video);
      assert.match((await video.getAttribute('src')) ?? '', /^\/api\/media\/[a-f0-9]{32}\.\w+\?exp=\d+&sig=/);
      await page.waitForFunction(
        () => ((document.querySelector('dialog video') as HTMLVideoElement | null)?.readyState ?? 0) > 0,
        null,
        { timeout: 15_000 },
      );
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await page.waitForFunction(
        () => ((document.querySelector('dialog video') as HTMLVideoElement | null)?.currentTime ?? 0) > 0,
        null,
        { timeout: 15_000 },
      );
      await assertAccessible(page, 'Video viewer, Crag subscriber');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      // The Alpine video still asks for a subscription.
      await lockedCard(page, ALPINE_VIDEO, 'Alpine').click();
      await visible(page.getByRole('dialog', { name: 'Subscription Plans' }));
      await visible(
        page
          .getByRole('dialog', { name: 'Subscription Plans' })
          .getByRole('listitem', { name: 'Crag' })
          .getByText('Current plan'),
      );
      await page.keyboard.press('Escape');

      // The Crag program is now Available and opens with its sections.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Training Programs' })
        .click();
      await page.waitForURL(`${baseUrl}/training-programs`);
      const program = page.getByRole('link', { name: new RegExp(CRAG_PROGRAM) });
      await visible(program.getByText('Available', { exact: true }));
      assert.equal(await program.getByText('Subscription Required').count(), 0);
      await assertAccessible(page, 'Training Programs, Crag subscriber');
      await program.click();
      await page.waitForURL(`${baseUrl}/training-program/multi-pitch-foundations`);
      await visible(page.getByRole('heading', { name: CRAG_PROGRAM, level: 1 }));
      // Section titles are rich text (paragraphs), so they are found by their text.
      for (const section of ['Anchors you can trust', 'Belay transitions', 'Rappelling down safely']) {
        await visible(page.getByText(section, { exact: true }));
      }
      await visible(page.getByRole('heading', { name: 'The quad on two bolts' }));
      assert.equal(await page.getByRole('heading', { name: 'Subscription Required' }).count(), 0);
      await assertAccessible(page, 'Training program, Crag subscriber');
    });
  });
});
