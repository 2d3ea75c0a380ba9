import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newestLinkPath } from './support/accounts-mailbox.ts';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PDF } from './support/tiny-files.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * A guide application sent as the five-step form sends it: the journey does not depend on the demo
 * seed's own applicant, and its name is unique so the reviewer's screens can be searched for it.
 */
async function applyAsGuide(baseUrl: string, name: string, email: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'insurance.pdf');
  const upload = await fetch(`${baseUrl}/api/temp-pdf-upload`, { method: 'POST', body: form });
  assert.equal(upload.status, 201, await upload.clone().text());
  const insurance = (await upload.json()) as { key: string; url: string };

  const response = await fetch(`${baseUrl}/api/register-guide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      is_company: false,
      phone_number: '604 555 0142',
      country: 'CA',
      guide_insurance: [{ key: insurance.key, url: insurance.url }],
      guide_awards: 'Avalanche Skills Training 2',
      customer_reviews: 'https://reviews.example.test/nell',
      guide_experience: [{ name: 'Rock Climbing', value: 6, description: 'Trad and sport on the Chief.' }],
      referees: [{ name: 'Marc Giroux', email: 'marc@example.test', phone: '604 555 0123' }],
    }),
  });
  assert.equal(response.status, 201, await response.text());
}

async function signInAsSuperAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto('/signin');
  await signInThroughForm(page, 'super@cordee.test');
  await page.waitForURL(`${baseUrl}/`);
}

describe('guide approval', () => {
  const journey = useServerAndBrowser();

  it('lets the super admin approve an application from the notification; the guide signs up from the invitation', async () => {
    await journey('guide-approval', DESKTOP, async ({ page, baseUrl, openPersonPage }) => {
      const stamp = Date.now();
      const name = `Nell Approval ${stamp}`;
      const email = `nell.approval.${stamp}@example.test`;
      const password = 'granite-and-ice-2026';
      await applyAsGuide(baseUrl, name, email);

      await signInAsSuperAdmin(page, baseUrl);

      // The bell: the newest "There is a new guide sign up" is this application.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page
        .getByRole('button', { name: /There is a new guide sign up/ })
        .first()
        .click();
      const modal = page.getByRole('dialog', { name: 'New guide application' });
      await visible(modal);
      await visible(modal.getByText(name));
      await visible(modal.getByText('Individual'));
      await visible(modal.getByText('Avalanche Skills Training 2'));
      await visible(modal.getByText('Marc Giroux'));
      const reviews = modal.getByRole('link', { name: 'Open the reviews' });
      assert.equal(await reviews.getAttribute('rel'), 'noopener noreferrer');
      await assertAccessible(page, 'new_guide modal');

      // A private document opens in a new tab from memory: no token ever appears in an address.
      const [documentTab] = await Promise.all([
        page.waitForEvent('popup'),
        modal
          .getByRole('button', { name: /^Open / })
          .first()
          .click(),
      ]);
      await documentTab.waitForURL(/^blob:/);
      assert.ok(!documentTab.url().includes('token'));
      await documentTab.close();

      await modal.getByRole('button', { name: 'Accept' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Guide is approved' }));
      await modal.waitFor({ state: 'detached' });

      // The invitation email carries the link to create the login.
      const invitation = await newestLinkPath(baseUrl, email, '/guide-signup/');

      // Guides: the search finds the approved guide, its row opens the panel by ?id=.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Guides' }).click();
      await page.waitForURL(`${baseUrl}/guides`);
      await visible(page.getByRole('heading', { name: 'Guides', level: 1 }));
      // Searches strip punctuation, so the unique stamp (in the name and the address) is what is typed.
      await page.getByLabel('Search guides').fill(String(stamp));
      const row = page.getByRole('list', { name: 'Guides' }).getByRole('button', { name: new RegExp(name) });
      // The search is sent once typing pauses: wait for the list to hold this guide alone.
      await page.waitForFunction(
        () => document.querySelectorAll('ul[aria-label="Guides"] > li').length === 1,
        undefined,
        { timeout: 10_000 },
      );
      await visible(row);
      await row.click();
      await page.waitForURL(/\/guides\?id=\d+&origin=Guides$/);
      const guideId = new URL(page.url()).searchParams.get('id');
      const panel = page.getByRole('region', { name: 'Selected Guide' });
      await visible(panel.getByText(email).first());
      await visible(panel.getByRole('button', { name: 'Delete Guide' }));
      await assertAccessible(page, 'Guides with the panel');
      await panel.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${baseUrl}/guides`);

      // At 390 px the panel is a drawer, opened by the address alone.
      const phone = await openPersonPage(PHONE);
      await signInAsSuperAdmin(phone, baseUrl);
      await phone.goto(`/guides?id=${guideId}&origin=Guides`);
      const drawer = phone.getByRole('dialog', { name: 'Selected Guide' });
      await visible(drawer);
      await visible(drawer.getByText(email).first());
      const box = await drawer.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'the drawer fits the phone');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await phone.waitForURL(`${baseUrl}/guides`);
      await visible(phone.getByRole('list', { name: 'Guides' }));

      // The guide opens the invitation in their own browser, sets a password and lands signed in.
      const guidePage = await openPersonPage(DESKTOP);
      await guidePage.goto(invitation);
      await visible(guidePage.getByRole('heading', { name: 'Create your guide login' }));
      assert.equal(await guidePage.getByLabel('Email').inputValue(), email);
      await guidePage.getByLabel('New password').fill(password);
      await guidePage.getByLabel('Confirm password').fill(password);
      await guidePage.getByRole('button', { name: 'Login' }).click();
      await guidePage.waitForURL(`${baseUrl}/`);
      await visible(guidePage.getByRole('heading', { name: 'Welcome, Nell' }));
      assert.ok(await guidePage.evaluate(() => localStorage.getItem('token')));

      // The Audit Log records the approval: who approved whom, and from where.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
      await page.waitForURL(`${baseUrl}/audit-log`);
      const approval = page
        .getByRole('table', { name: 'Staff actions, newest first' })
        .getByRole('row')
        .filter({ hasText: 'Guide approved' })
        .filter({ hasText: name });
      await visible(approval.first());
    });
  });
});
