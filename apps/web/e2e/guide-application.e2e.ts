import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PDF, TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function continueTo(page: Page, baseUrl: string, path: string, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseUrl}${path}`);
  await visible(page.getByRole('heading', { name: heading, level: 1 }));
}

type Mail = { to: string; subject: string; text: string };

/** Approves the application as the demo super admin, through the API a reviewer's screen will use. */
async function approveAsSuperAdmin(baseUrl: string, guideEmail: string): Promise<void> {
  const signIn = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'super@cordee.test', password: DEMO_PASSWORD }),
  });
  assert.equal(signIn.status, 200);
  const { token } = (await signIn.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  const bootstrap = (await (await fetch(`${baseUrl}/api/user`, { headers: auth })).json()) as {
    guides: Array<{ id: number; email: string; is_approved: boolean }>;
    notifications: Array<{ subject: string; data: { guide_id?: number } }>;
  };
  const guide = bootstrap.guides.find((candidate) => candidate.email === guideEmail);
  assert.ok(guide, 'the application is listed among the guides');
  assert.equal(guide.is_approved, false);
  assert.ok(
    bootstrap.notifications.some(
      (notification) =>
        notification.subject === 'There is a new guide sign up' && notification.data.guide_id === guide.id,
    ),
    'the super admin is notified of the application',
  );

  const accept = await fetch(`${baseUrl}/api/accept-guide/${guide.id}`, { method: 'PUT', headers: auth });
  assert.equal(accept.status, 200);
}

/** The invitation link of the newest email to `to`, as a path of the server under test. */
async function invitationPath(baseUrl: string, to: string): Promise<string> {
  const mailbox = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as Mail[];
  const invitation = mailbox.find((mail) => mail.to === to && /\/guide-signup\//.test(mail.text));
  assert.ok(invitation, 'the invitation email was sent');
  const link = /\S*\/guide-signup\/\S+/.exec(invitation.text)?.[0];
  assert.ok(link, 'the invitation email holds the link');
  // The email names the configured public URL; the path is what the server under test answers.
  const url = new URL(link, baseUrl);
  return `${url.pathname}${url.search}`;
}

describe('the guide application', () => {
  const journey = useServerAndBrowser();

  it('takes a visitor from SignIn through the five steps, approval and the invitation to Home as a guide', async () => {
    await journey('guide-application', DESKTOP, async ({ page, baseUrl }) => {
      const email = `nell.${Date.now()}@example.test`;
      const password = 'granite-and-ice-2025';

      await page.goto('/signin');
      await visible(page.getByRole('heading', { name: 'Log in to Cordée' }));
      await page.getByRole('link', { name: 'Apply as a guide' }).click();
      await page.waitForURL(`${baseUrl}/apply-as-guide`);
      await visible(page.getByText('Apply to be listed on Cordée by filling out the following information'));
      await assertAccessible(page, 'ApplyAsGuide');
      await page.getByRole('button', { name: 'Get started' }).click();

      // Step 1: Company Information, refused once when empty.
      await page.waitForURL(`${baseUrl}/company-info`);
      await visible(page.getByRole('heading', { name: 'Company Information', level: 1 }));
      const stepper = page.getByRole('navigation', { name: 'Application steps' });
      assert.match((await stepper.locator('[aria-current="step"]').textContent()) ?? '', /Step 1: Company Information/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('The name field is required'));
      await visible(page.getByText('The email field is required'));
      await visible(page.getByText('The phone number field is required'));
      await assertAccessible(page, 'GuideCompanyInfo with errors');
      await page.getByLabel('Name').fill('Nell Kinsey');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone number').pressSequentially('4035550123');
      assert.equal(await page.getByLabel('Phone number').inputValue(), '403 555 0123');
      assert.equal(await page.getByLabel('Country').inputValue(), 'CA');
      await continueTo(page, baseUrl, '/guide-documents', 'Insurance, Certificate & Awards');

      // Step 2: a PDF and an image, each uploaded with its own progress.
      await assertAccessible(page, 'GuideDocuments');
      const insurance = page.getByRole('group', { name: 'Insurance' });
      await insurance.getByLabel('Add files').setInputFiles({
        name: 'liability-insurance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(TINY_PDF),
      });
      await visible(insurance.getByRole('link', { name: 'liability-insurance.pdf' }));
      const license = page.getByRole('group', { name: 'License' });
      await license.getByLabel('Add files').setInputFiles({
        name: 'guide-license.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await visible(license.getByRole('link', { name: /guide-license/ }));
      await page.getByLabel('Awards').fill('ACMG Rock Guide, Wilderness First Responder');
      await assertAccessible(page, 'GuideDocuments with uploads');
      await continueTo(page, baseUrl, '/guide-reviews', 'Customer Reviews');

      // Step 3: an https link only.
      await assertAccessible(page, 'GuideReviews');
      await page.getByLabel('Customer reviews link').fill('http://reviews.example.test/nell');
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('Please provide a valid https:// link.'));
      await page.getByLabel('Customer reviews link').fill('https://reviews.example.test/nell');
      await continueTo(page, baseUrl, '/guide-experience', 'Experience');

      // Step 4: one category with its years and description.
      await page.getByRole('checkbox', { name: 'Rock Climbing' }).check();
      const rock = page.getByRole('group', { name: 'Rock Climbing' });
      await rock.getByLabel('Years of experience').fill('9');
      await rock.getByLabel('Description').fill('Multi-pitch trad in Squamish and the Bugaboos');
      await assertAccessible(page, 'GuideExperience');
      await continueTo(page, baseUrl, '/guide-reference', 'References');

      // Step 5: refused while the referee is empty, then sent.
      await page.getByRole('button', { name: 'Finish up' }).click();
      const first = page.getByRole('group', { name: 'Reference 1' });
      await visible(first.getByText('The name field is required.'));
      await visible(first.getByText('The email field is required.'));
      await visible(first.getByText('The phone number field is required.'));
      await assertAccessible(page, 'GuideReference with errors');
      await first.getByLabel('Name').fill('Ross Referee');
      await first.getByLabel('Email').fill('ross@example.test');
      await first.getByLabel('Phone number').pressSequentially('4035550199');
      await page.getByRole('button', { name: 'Add more references' }).click();
      const second = page.getByRole('group', { name: 'Reference 2' });
      await second.getByLabel('Name').fill('Ada Client');
      await second.getByLabel('Email').fill('ada.client@example.test');
      await second.getByLabel('Phone number').pressSequentially('4035550177');
      await assertAccessible(page, 'GuideReference with two referees');
      await page.getByRole('button', { name: 'Finish up' }).click();

      await page.waitForURL(`${baseUrl}/guide-registration-completed?status=success`);
      await visible(page.getByRole('heading', { name: 'Thank you for applying to guide on Cordée!' }));
      await visible(page.getByText('We will contact you by email to set up a phone call.'));
      await assertAccessible(page, 'GuideRegistrationComplete');
      await page.getByRole('button', { name: 'Back to homepage' }).click();
      // A visitor's homepage is the course search.
      await page.waitForURL(`${baseUrl}/viewevents`);
      assert.equal(await page.evaluate(() => localStorage.getItem('newGuide')), null);

      // Staff review: approval sends the invitation.
      await approveAsSuperAdmin(baseUrl, email);
      const invitation = await invitationPath(baseUrl, email);

      await page.goto(invitation);
      await visible(page.getByRole('heading', { name: 'Create your guide login' }));
      assert.equal(await page.getByLabel('Email').inputValue(), email);
      // The login is for the invited address: the field cannot be changed.
      assert.equal(await page.getByLabel('Email').isEditable(), false);
      await assertAccessible(page, 'GuideSignUp');
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await visible(page.getByRole('progressbar', { name: 'Signing in...' }));

      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByText('Hello, Nell'));
      await visible(page.getByRole('heading', { name: 'Welcome, Nell' }));
      await assertAccessible(page, 'Home as the new guide');
      assert.ok(await page.evaluate(() => localStorage.getItem('token')));

      // The invitation is single use.
      await page.evaluate(() => localStorage.clear());
      await page.goto(invitation);
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'invalid or has expired' }));
      await assertAccessible(page, 'GuideSignUp with a used invitation');
    });
  });

  it('tells a company at step 1 that its email is taken, ticks only the steps it filled, needs a trip kind, and greets it by name', async () => {
    await journey('guide-application-company', PHONE, async ({ page, baseUrl }) => {
      const email = `rockies.${Date.now()}@example.test`;
      const password = 'granite-and-ice-2025';

      await page.goto('/company-info');
      await page.getByLabel('Name').fill('Rockies Alpine Co.');
      await page.getByRole('checkbox', { name: 'I am applying for a company, not as an individual guide' }).check();
      // An address that already has an account is refused here, not four steps later; once, under the email.
      await page.getByLabel('Email').fill('guide@cordee.test');
      await page.getByLabel('Phone number').pressSequentially('4035550142');
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByText('The email has already been taken.'));
      assert.equal(await page.getByText('The email has already been taken.').count(), 1);
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.equal(page.url(), `${baseUrl}/company-info`);
      await assertAccessible(page, 'GuideCompanyInfo with a taken email');
      await page.getByLabel('Email').fill(email);
      await continueTo(page, baseUrl, '/guide-documents', 'Insurance, Certificate & Awards');

      // Documents and reviews are optional: skipped empty, they are passed but not ticked.
      await continueTo(page, baseUrl, '/guide-reviews', 'Customer Reviews');
      await continueTo(page, baseUrl, '/guide-experience', 'Experience');
      const stepper = page.getByRole('navigation', { name: 'Application steps' });
      await visible(stepper.getByRole('link', { name: 'Step 1: Company Information (completed)' }));
      await visible(stepper.getByRole('link', { name: 'Step 2: Insurance, Certificate & Awards', exact: true }));
      await visible(stepper.getByRole('link', { name: 'Step 3: Customer Reviews', exact: true }));

      // Experience is not optional: at least one kind of trip, with its years and description.
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Choose at least one kind of trip you guide.' }));
      assert.equal(page.url(), `${baseUrl}/guide-experience`);
      await page.getByRole('checkbox', { name: 'Ice Climbing' }).check();
      const ice = page.getByRole('group', { name: 'Ice Climbing' });
      await ice.getByLabel('Years of experience').fill('11');
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(ice.getByText('The description field is required.'));
      await assertAccessible(page, 'GuideExperience with errors');
      await ice.getByLabel('Description').fill('Waterfall ice on the Icefields Parkway');
      await continueTo(page, baseUrl, '/guide-reference', 'References');
      await visible(stepper.getByRole('link', { name: 'Step 4: Experience (completed)' }));

      const first = page.getByRole('group', { name: 'Reference 1' });
      await first.getByLabel('Name').fill('Ross Referee');
      await first.getByLabel('Email').fill('ross@example.test');
      await first.getByLabel('Phone number').pressSequentially('4035550199');
      await page.getByRole('button', { name: 'Finish up' }).click();
      await page.waitForURL(`${baseUrl}/guide-registration-completed?status=success`);

      await approveAsSuperAdmin(baseUrl, email);
      await page.goto(await invitationPath(baseUrl, email));
      assert.equal(await page.getByLabel('Email').isEditable(), false);
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByText('Hello, Rockies Alpine Co.'));
      await visible(page.getByRole('heading', { name: 'Welcome, Rockies Alpine Co.' }));
    });
  });

  it('sends a visitor who skips ahead back to the first step not done', async () => {
    await journey('guide-application-guards', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/guide-experience');
      await page.waitForURL(`${baseUrl}/company-info`);
      await visible(page.getByRole('heading', { name: 'Company Information', level: 1 }));
      await page.goto('/guide-registration-completed?status=success');
      await page.waitForURL(`${baseUrl}/company-info`);
    });
  });
});
