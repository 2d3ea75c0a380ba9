import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Diary, DiaryList } from '@cordee/shared/diaries.contracts';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const DESCRIPTION =
  'Linked the first four pitches of the Grand Wall in one push. The Split Pillar was dry and the crack ' +
  'took every size of cam we had. Topped out at noon, walked down the Chief trail.';

describe('Climbing Journal', () => {
  const journey = useServerAndBrowser();

  it('lets a climber add an entry with a photo, find it, share it; a visitor reads it, a private link is not found', async () => {
    await journey('climbing-journal', DESKTOP, async ({ page, baseUrl, openPersonPage }) => {
      const title = `Grand Wall ${Date.now().toString(36)}`;
      await signIn(page, baseUrl, 'climber@cordee.test');

      // The demo climber's journal, from the side menu: its entries come with the page.
      const firstList = page.waitForResponse(
        (response) => response.url().includes('/api/dairy?') && response.request().method() === 'GET',
      );
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Climbing Journal' }).click();
      await page.waitForURL(`${baseUrl}/climbing-journal`);
      await visible(page.getByRole('heading', { name: 'Climbing Journal', level: 1 }));
      const demo = ((await (await firstList).json()) as DiaryList).dairies;
      const privateEntry = demo.find((diary) => !diary.is_shared);
      assert.ok(privateEntry, 'the demo journal holds a private entry');
      await visible(page.getByRole('button', { name: 'View Diedre on the Squamish Apron' }));
      await assertAccessible(page, 'Climbing Journal');

      // Add New: title, description in the rich-text editor, one photo.
      await page.getByRole('button', { name: 'Add New' }).first().click();
      const form = page.getByRole('dialog', { name: 'Diary' });
      await visible(form);
      await form.getByLabel('Title').fill(title);
      const editor = form.getByRole('textbox', { name: 'Description' });
      await visible(editor);
      await editor.click();
      await page.keyboard.type(DESCRIPTION);
      await form.locator('input[type="file"][multiple]').setInputFiles({
        name: 'split-pillar.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await visible(form.getByRole('img', { name: 'Photo 1' }));
      await assertAccessible(page, 'diary_modal');
      const created = page.waitForResponse(
        (response) => response.url().endsWith('/api/dairy') && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Save diary' }).click();
      assert.equal((await created).status(), 201);
      await visible(page.getByRole('status').filter({ hasText: 'Diary is created' }));
      await form.waitFor({ state: 'detached' });

      // Search finds it by title on the server, ignoring case; the other entries go.
      await page.getByRole('searchbox', { name: 'Search by title' }).fill(title.toUpperCase());
      await page.getByRole('button', { name: 'View Diedre on the Squamish Apron' }).waitFor({ state: 'detached' });
      const card = page.getByRole('listitem').filter({ hasText: 'Grand Wall' });
      await visible(card);
      assert.equal(await page.getByRole('button', { name: /^View / }).count(), 1);
      await visible(card.getByText('Private'));

      // Share it (Edit), then its view offers the link.
      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('dialog', { name: 'Diary' });
      await visible(edit);
      await edit.getByRole('checkbox', { name: /Share this entry/ }).check();
      const updated = page.waitForResponse(
        (response) => /\/api\/dairy\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
      );
      await edit.getByRole('button', { name: 'Save diary' }).click();
      const saved = (await (await updated).json()) as { diary: Diary };
      await visible(page.getByRole('status').filter({ hasText: 'Diary is updated' }));
      await edit.waitFor({ state: 'detached' });
      assert.equal(saved.diary.is_shared, true);
      assert.match(saved.diary.share_url, /^\/viewdiary\/chloe-wong\/\d+$/);
      await visible(card.getByText('Shared'));
      await card.getByRole('button', { name: `View ${title}` }).click();
      const view = page.getByRole('dialog', { name: 'View diary' });
      await visible(view.getByRole('button', { name: 'Copy share link' }));
      await visible(view.getByRole('heading', { name: title }));
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      // A visitor, signed out, on a phone: the shared link opens; Read more shows the whole text.
      const visitor = await openPersonPage(PHONE);
      await visitor.goto(saved.diary.share_url);
      await visible(visitor.getByRole('heading', { name: title, level: 1 }));
      await visible(visitor.getByText('By Chloe Wong'));
      assert.equal(await visitor.getByRole('button', { name: 'Copy share link' }).count(), 0);
      assert.equal(await visitor.getByText('walked down the Chief trail').count(), 0);
      await visitor.getByRole('button', { name: 'Read more' }).click();
      await visible(visitor.getByText(/walked down the Chief trail/));
      await visitor.getByRole('button', { name: 'Read less' }).click();
      await visitor.getByText(/walked down the Chief trail/).waitFor({ state: 'detached' });
      await assertAccessible(visitor, 'ViewDiary');

      // The photo opens in the gallery viewer, which Escape closes.
      await visitor.getByRole('button', { name: `Open the gallery of ${title}` }).click();
      const gallery = visitor.getByRole('dialog', { name: new RegExp(title) });
      await visible(gallery.getByRole('img', { name: 'Photo 1' }));
      await visitor.keyboard.press('Escape');
      await gallery.waitFor({ state: 'detached' });

      // A private entry's link shows the not-found state, without saying it exists.
      await visitor.goto(`/viewdiary/chloe-wong/${privateEntry.id}`);
      await visible(visitor.getByRole('heading', { name: 'Diary not found', level: 1 }));
      await visible(visitor.getByRole('alert').filter({ hasText: 'Sorry, this diary cannot be found.' }));
      assert.equal(await visitor.getByText(privateEntry.dairy_title).count(), 0);
    });
  });
});
