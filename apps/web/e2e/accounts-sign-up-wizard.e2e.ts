import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newestLinkPath } from './support/accounts-mailbox.ts';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1440, height: 900 };

describe('joining Cordée', () => {
  const journey = useServerAndBrowser();

  it('signs up, goes through the four wizard steps with an avatar, lands Home and verifies the email', async () => {
    await journey('accounts-sign-up-wizard', DESKTOP, async ({ page, baseUrl }) => {
      const email = `ada.${Date.now()}@example.test`;

      await page.goto('/signup');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Phone number').pressSequentially('6045550101');
      await page.getByLabel('Password', { exact: true }).fill('analytical-engine-1843');
      await page.getByRole('button', { name: 'Sign up' }).click();

      // Step 1: Personal information.
      await page.waitForURL(`${baseUrl}/signup-personal-info`);
      await visible(page.getByRole('heading', { name: 'Personal information', level: 1 }));
      const steps = page.getByRole('list', { name: 'Sign-up steps' });
      assert.deepEqual(await steps.getByRole('listitem').allTextContents(), [
        '1Personal information',
        '2Climbing experience',
        '3Fun facts',
        '4Skill I want to learn',
      ]);
      await assertAccessible(page, 'Wizard step 1');

      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('The date of birth field is required'));
      await visible(page.getByText('The gender field is required'));
      await assertAccessible(page, 'Wizard step 1 with errors');

      // A file of the wrong type is refused before any upload; a PNG goes up.
      const fileInput = page.getByLabel('Photo file');
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await visible(page.getByRole('alert').filter({ hasText: 'Only PNG, JPG and JPEG images are accepted.' }));
      await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
      // Until the wizard is saved the upload is its uploader's alone: the preview is the picked file.
      await visible(page.locator('img[src^="blob:"]'));
      assert.equal(await page.getByRole('alert').count(), 0);

      await page.getByLabel('Date of birth').fill('1990-05-17');
      await page.getByRole('radio', { name: 'Other' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('Please enter your gender'));
      await page.getByLabel('Your gender').fill('Two-spirit');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 2: Climbing experience.
      await page.waitForURL(`${baseUrl}/signup-climbing-experience`);
      await visible(page.getByRole('heading', { name: 'Climbing experience', level: 1 }));
      assert.match((await steps.getByRole('listitem').first().textContent()) ?? '', /\(completed\)/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('Select at least one skill from the list or type yours in the field.'));
      await assertAccessible(page, 'Wizard step 2 with errors');

      const leading = page.getByRole('button', { name: 'Leading' });
      await leading.click();
      assert.equal(await leading.getAttribute('aria-pressed'), 'true');
      await page.getByRole('button', { name: 'Anchors' }).click();
      await page.getByRole('button', { name: 'Anchors' }).click();
      assert.equal(await page.getByRole('button', { name: 'Anchors' }).getAttribute('aria-pressed'), 'false');
      await page.getByLabel('Other skills').fill('Ice screws, Crevasse rescue');
      const rock = page.getByRole('slider', { name: 'Rock Climbing' });
      await rock.focus();
      for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
      assert.equal(await rock.inputValue(), '5');
      await visible(page.getByText('5%'));
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 3: Fun facts; Back keeps the answers of step 2.
      await page.waitForURL(`${baseUrl}/signup-fun-facts`);
      await page.getByLabel('Bio').fill('Granite lover from Squamish.');
      await assertAccessible(page, 'Wizard step 3');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(`${baseUrl}/signup-climbing-experience`);
      assert.equal(await page.getByRole('button', { name: 'Leading' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByRole('slider', { name: 'Rock Climbing' }).inputValue(), '5');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseUrl}/signup-fun-facts`);
      assert.equal(await page.getByLabel('Bio').inputValue(), 'Granite lover from Squamish.');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 4: skills to learn, then Finish.
      await page.waitForURL(`${baseUrl}/signup-interested-new-skills`);
      await visible(page.getByRole('heading', { name: 'Skill I want to learn', level: 1 }));
      await page.getByLabel('Skills I want to learn').fill('Multi pitch, Trad');
      await assertAccessible(page, 'Wizard step 4');
      await page.getByRole('button', { name: 'Finish' }).click();

      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));
      assert.equal(await page.evaluate(() => localStorage.getItem('newUser')), null);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      assert.equal(stored.signed_up, true);
      assert.equal(stored.dob, '1990-05-17');
      assert.deepEqual(stored.skills, ['Leading']);
      assert.deepEqual(stored.new_skills, ['Multi pitch', 'Trad']);
      // The uploaded avatar is now the profile picture in the top bar.
      await visible(page.getByRole('banner').locator('img[src^="/uploads/"]'));

      // The email is not verified yet: the profile says so.
      await page.getByRole('button', { name: 'Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile', exact: true });
      await visible(profile.getByText(/Your email address is not verified yet/));
      await assertAccessible(page, 'Profile with the verification notice');
      await page.keyboard.press('Escape');

      // Back in the wizard, the indicator is gone and the answers are there.
      await page.goto('/signup-fun-facts');
      await visible(page.getByRole('heading', { name: 'Fun facts', level: 1 }));
      assert.equal(await page.getByRole('list', { name: 'Sign-up steps' }).count(), 0);
      assert.equal(await page.getByLabel('Bio').inputValue(), 'Granite lover from Squamish.');

      // The verification link of the sign-up email.
      const verifyPath = await newestLinkPath(baseUrl, email, '/verify-account-email/');
      await page.goto(verifyPath);
      await visible(page.getByText('Your email address has been verified.'));
      await assertAccessible(page, 'Email verification');
      await page.getByRole('link', { name: 'Proceed to dashboard' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));
      await page.getByRole('button', { name: 'Profile' }).click();
      await visible(page.getByRole('dialog', { name: 'Profile', exact: true }).getByText(email));
      assert.equal(await page.getByText(/Your email address is not verified yet/).count(), 0);

      // The link works once: opening it again shows the server's message and offers a new link, never
      // the same dead one again.
      await page.goto(verifyPath);
      await visible(page.getByText('This verification link is invalid or has expired.'));
      await visible(page.getByRole('button', { name: 'Send me a new link' }));
      assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0);
      await assertAccessible(page, 'Email verification failed');
    });
  });

  it('lands from Google sign-in: a token opens the session, an error goes back to SignIn', async () => {
    await journey('accounts-google-landing', DESKTOP, async ({ page, baseUrl }) => {
      // No identity provider runs in the journeys; the landing gets what the server's callback sends.
      await page.goto(`/googleauth?${new URLSearchParams({ error: 'cancelled' })}`);
      await page.waitForURL(`${baseUrl}/signin`);
      await visible(page.getByRole('alert').filter({ hasText: 'You cancelled the Google sign-in.' }));
      await assertAccessible(page, 'SignIn after a Google error');

      const signIn = await fetch(`${baseUrl}/api/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'climber@cordee.test', password: DEMO_PASSWORD }),
      });
      const { token } = (await signIn.json()) as { token: string };
      // Held back a moment, so the landing screen can be looked at.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user?token=*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/googleauth?${new URLSearchParams({ token, tokentype: 'login' })}`);
      await visible(page.getByRole('status').filter({ hasText: 'Logging in with Google...' }));
      await assertAccessible(page, 'Google landing');
      release();

      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Chloe' }));
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), token);
      // The landing address, token included, was replaced in the history.
      await page.goBack();
      assert.ok(!page.url().includes('token='));
    });
  });
});
