import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('Training programs', () => {
  const journey = useServerAndBrowser();

  it('lets an admin build a program with two sections, publish it, and shows it on the public list', async () => {
    await journey('training-programs-admin', DESKTOP, async ({ page, baseUrl }) => {
      const title = `Crack Climbing Basics ${Date.now()}`;
      await signIn(page, baseUrl, 'admin@cordee.test');
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Manage Training Programs' })
        .click();
      await page.waitForURL(`${baseUrl}/training-pages-management`);
      await visible(page.getByRole('heading', { name: 'Manage Training Programs', level: 1 }));
      await visible(page.getByRole('button', { name: /Multi-pitch Foundations/ }));
      await assertAccessible(page, 'Training Pages Management');

      await page.getByRole('button', { name: 'Add New' }).click();
      const modal = page.getByRole('dialog', { name: 'Training Program' });
      await visible(modal.getByLabel('Title'));
      await modal.getByLabel('Title').fill(title);

      await modal.getByRole('button', { name: 'Add section' }).click();
      const firstTitle = modal.getByRole('textbox', { name: 'Section title' }).first();
      await visible(firstTitle);
      await firstTitle.click();
      await page.keyboard.type('Hand jams');
      await modal.getByRole('textbox', { name: 'Section text' }).first().click();
      await page.keyboard.type('Thumb up, cup the hand, and twist to lock.');
      await modal
        .getByLabel('Add image')
        .first()
        .setInputFiles({ name: 'jam.png', mimeType: 'image/png', buffer: TINY_PNG });
      await visible(modal.getByRole('button', { name: 'Remove image' }).first());
      await modal.getByRole('button', { name: 'Add skill' }).first().click();
      await modal.getByLabel('Skill title').first().fill('Taping up');

      await modal.getByRole('button', { name: 'Add section' }).click();
      await modal.getByRole('textbox', { name: 'Section title' }).nth(1).click();
      await page.keyboard.type('Finger locks');

      // Moving the second section up puts it first; the confirmation guards a removal.
      await modal.getByRole('button', { name: 'Move section 2 up' }).click();
      await modal.getByRole('button', { name: 'Remove section 1' }).click();
      await visible(page.getByText('Are you sure you want to remove this section?'));
      await page.getByRole('button', { name: 'Cancel' }).last().click();
      await modal.getByRole('button', { name: 'Move section 1 down' }).click();

      await modal.getByLabel(/Crag/).check();
      await modal.getByLabel('Published').check();
      await modal.getByRole('button', { name: 'Save program' }).click();
      await modal.waitFor({ state: 'detached' });

      // The saved program is selected: its panel lists both sections in order.
      const panel = page.getByRole('region', { name: 'Selected Training Program' });
      await visible(panel.getByRole('heading', { name: title }));
      await page.waitForURL(/page_id=\d+/);
      const sections = panel.getByRole('listitem');
      assert.equal(await sections.count(), 2);
      assert.match((await sections.nth(0).textContent()) ?? '', /Hand jams.*1 image.*1 skill/);
      assert.match((await sections.nth(1).textContent()) ?? '', /Finger locks.*0 images.*0 skills/);
      await visible(panel.getByText('Published', { exact: true }));
      const slug = (await panel.locator('code').textContent()) ?? '';
      assert.match(slug, /^\/training-program\/crack-climbing-basics-\d+$/);

      // Anyone sees it on the public list; the admin opens it.
      await page.goto('/training-programs');
      await visible(page.getByRole('heading', { name: 'Training Programs', level: 1 }));
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await page.waitForURL(`${baseUrl}${slug}`);
      await visible(page.getByRole('heading', { name: title, level: 1 }));
      await visible(page.getByText('Thumb up, cup the hand, and twist to lock.'));
      await visible(page.getByRole('heading', { name: 'Taping up' }));
    });
  });

  it('opens a free program to a free climber and shows a paid one as Subscription Required', async () => {
    await journey('training-programs-climber', PHONE, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'climber@cordee.test');
      await page.goto('/training-programs');
      const paid = page.getByRole('link', { name: /Multi-pitch Foundations/ });
      await visible(paid.getByText('Subscription Required').first());
      await visible(page.getByRole('link', { name: /Alpine Rock: First Steps/ }).getByText('Free'));
      // A signed-in climber reads the programs inside the app (its top bar), not in the visitors' frame.
      await visible(page.getByText('Hello, Chloe'));
      assert.equal(await page.getByRole('link', { name: 'Back to my dashboard' }).count(), 0);
      await assertAccessible(page, 'Training Programs');

      await page.getByRole('link', { name: /Alpine Rock: First Steps/ }).click();
      await page.waitForURL(`${baseUrl}/training-program/alpine-rock-first-steps`);
      await visible(page.getByRole('heading', { name: 'Alpine Rock: First Steps', level: 1 }));
      await visible(page.getByRole('heading', { name: 'Planning an alpine rock day', level: 2 }));
      await visible(page.getByRole('heading', { name: 'Reading the forecast' }));
      await visible(page.getByRole('button', { name: 'Contact us' }));

      await page.goto('/training-program/multi-pitch-foundations');
      await visible(page.getByRole('heading', { name: 'Subscription Required' }));
      await visible(page.getByText('Crag'));
      assert.equal(await page.getByText('Anchors you can trust').count(), 0);
      const plansLink = page.getByRole('link', { name: 'View Subscription Plans' });
      await visible(plansLink);
      assert.equal(await plansLink.getAttribute('href'), '/subscription');
      await assertAccessible(page, 'Training program, locked');

      // The plans it names are on offer there.
      await plansLink.click();
      await page.waitForURL(`${baseUrl}/subscription`);
      await visible(page.getByRole('heading', { name: 'Subscription Plans', level: 1 }));
      await visible(page.getByRole('listitem', { name: 'Crag' }).getByRole('button', { name: 'Subscribe' }));
    });
  });

  it('shows a visitor the El Capitan page and an unknown program as not found', async () => {
    await journey('training-programs-visitor', PHONE, async ({ page }) => {
      await page.goto('/el-capitan-training');
      await visible(page.getByRole('heading', { name: 'El Capitan: your first big wall', level: 1 }));
      for (const heading of [
        'Route options',
        'Skills we train',
        'Mental preparation',
        'Equipment',
        'Permit checklist',
      ]) {
        await visible(page.getByRole('heading', { name: heading }));
      }
      await visible(page.getByRole('heading', { name: 'Lurking Fear' }));
      await assertAccessible(page, 'El Capitan training');

      await page.goto('/training-program/no-such-program');
      await visible(page.getByRole('heading', { name: 'Training program not found' }));
    });
  });
});
