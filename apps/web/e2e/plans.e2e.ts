import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };

describe('Training Plans', () => {
  const journey = useServerAndBrowser();

  it('lets the super admin create a plan, open it and edit it', async () => {
    await journey('plans', DESKTOP, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'super@cordee.test');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Training Plans' }).click();
      await page.waitForURL(`${baseUrl}/plans`);
      await visible(page.getByRole('heading', { name: 'Training Plans', level: 1 }));
      // The demo plans, cheapest first.
      const cards = page.getByRole('list', { name: 'Plans' }).getByRole('listitem');
      await visible(cards.first());
      assert.deepEqual(
        (await cards.allTextContents()).map((text) => text.split('CA$')[0]?.replace(/Free.*/, 'Free')),
        ['Free', 'Crag', 'Alpine'],
      );
      await assertAccessible(page, 'Training Plans');

      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Training Plan' });
      await visible(dialog);
      await dialog.getByLabel('Plan name').fill('Big Wall');
      await dialog.getByLabel('Price per month (CA$)').fill('40.50');
      await dialog.getByLabel('Price per year (CA$)').fill('400');
      await dialog.getByRole('button', { name: 'Add feature' }).click();
      await dialog.getByLabel('Feature 1', { exact: true }).fill('El Capitan program');
      await dialog.getByRole('button', { name: 'Add Plan' }).click();
      await visible(dialog.getByText('Whole dollars only'));
      await dialog.getByLabel('Price per month (CA$)').fill('40');
      await assertAccessible(page, 'plan_modal');
      await dialog.getByRole('button', { name: 'Add Plan' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Plan is created' }));
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Big Wall/ }).click();
      await page.waitForURL(/\/plans\?plan_id=\d+$/);
      const panel = page.getByRole('region', { name: 'Big Wall' });
      await visible(panel.getByText('Selected Plan'));
      await visible(panel.getByText('CA$40', { exact: true }));
      await visible(panel.getByText('El Capitan program'));
      await visible(panel.getByRole('button', { name: 'Delete Plan' }));

      await panel.getByRole('button', { name: 'Edit Plan' }).click();
      const edit = page.getByRole('dialog', { name: 'Training Plan' });
      await visible(edit);
      assert.equal(await edit.getByLabel('Price per month (CA$)').inputValue(), '40');
      await edit.getByLabel('Plan name').fill('Big Wall Pro');
      await edit.getByLabel('Price per year (CA$)').fill('420');
      await edit.getByRole('button', { name: 'Save Plan' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Plan is updated' }));
      const edited = page.getByRole('region', { name: 'Big Wall Pro' });
      await visible(edited.getByText('CA$420', { exact: true }));

      // The free plan offers no Delete Plan.
      await page.getByRole('button', { name: /^Free/ }).click();
      await visible(page.getByRole('region', { name: 'Free' }).getByRole('button', { name: 'Edit Plan' }));
      assert.equal(
        await page.getByRole('region', { name: 'Free' }).getByRole('button', { name: 'Delete Plan' }).count(),
        0,
      );
    });
  });
});
