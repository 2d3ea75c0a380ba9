import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

// The demo climber and the demo guide share the demo bookings, and the seed holds their conversation.
const CLIMBER = { email: 'climber@cordee.test', name: 'Chloe Wong' };
const GUIDE = { email: 'guide@cordee.test', name: 'Gabriel Roy' };
// A guide company the demo climber has no booking with, and one of its courses in the demo seed.
const OTHER_GUIDE = { email: 'seatosky@cordee.test', name: 'Sea to Sky Alpine Guides', courseId: 3 };

/** The open conversation's messages (a `log`), as a screen reader finds them. */
const messagesWith = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

describe('Chat between a climber and a guide', () => {
  const journey = useServerAndBrowser();

  it('chats live both ways, on a phone and on a desktop, without a reload', async () => {
    await journey('chat-live', PHONE, async ({ page: climber, baseUrl, openPersonPage }) => {
      const guide = await openPersonPage(DESKTOP);
      await signIn(guide, baseUrl, GUIDE.email);
      await signIn(climber, baseUrl, CLIMBER.email);

      // The climber, on a phone: the list alone, the guide's last answer unread, then the conversation.
      await climber.goto('/chats');
      const row = climber
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(GUIDE.name) });
      await visible(row);
      await visible(row.getByText('1 unread message'));
      await assertAccessible(climber, 'Chats (phone)');
      await row.click();
      await climber.waitForURL(/\/chats\/\d+\/Gabriel%20Roy$/);
      const climberLog = messagesWith(climber, GUIDE.name);
      await visible(climberLog.getByText('Yes, harnesses and helmets are included.', { exact: false }));
      await visible(climber.getByRole('link', { name: 'Back to chats' }));
      await assertAccessible(climber, 'ChatDetails (phone)');

      // The climber writes; the guide, on Home, sees the Chats entry count it without a reload.
      const question = `Can we meet at 7 instead? (${Date.now()})`;
      await climber.getByRole('textbox', { name: 'Message' }).fill(question);
      await climber.keyboard.press('Enter');
      await visible(climberLog.getByText(question));
      const chatsEntry = guide.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /Chats/ });
      await visible(chatsEntry.getByText('1 unread message'));

      // The guide opens the conversation (two panes on a desktop) and answers.
      await chatsEntry.click();
      await guide
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(CLIMBER.name) })
        .click();
      const guideLog = messagesWith(guide, CLIMBER.name);
      await visible(guideLog.getByText(question));
      await visible(guide.getByRole('heading', { level: 1, name: 'Chats' }));
      await guide.getByRole('button', { name: `Show details of ${CLIMBER.name}` }).click();
      await visible(guide.getByRole('complementary', { name: 'Details' }).getByText('climber', { exact: true }));
      await assertAccessible(guide, 'ChatDetails with details (desktop)');
      await guide.getByRole('button', { name: 'Close details' }).click();

      const answer = `Sure, 7 works. (${Date.now()})`;
      await guide.getByRole('textbox', { name: 'Message' }).fill(answer);
      await guide.getByRole('button', { name: 'Send' }).click();
      await visible(guideLog.getByText(answer));

      // The climber, still on the conversation, gets the answer live; and back to the list, its preview.
      await visible(climberLog.getByText(answer));
      const followUp = `Great, see you then! (${Date.now()})`;
      await climber.getByRole('textbox', { name: 'Message' }).fill(followUp);
      await climber.getByRole('button', { name: 'Send' }).click();
      await visible(guideLog.getByText(followUp));
      // Read while open: the guide's menu counts nothing unread.
      await guide
        .getByRole('navigation', { name: 'Main menu' })
        .getByText(/unread message/)
        .waitFor({ state: 'detached', timeout: 10_000 });

      await climber.getByRole('link', { name: 'Back to chats' }).click();
      await visible(climber.getByRole('list', { name: 'Conversations' }).getByText(followUp));
      assert.equal(await climber.getByText(/unread message/).count(), 0, 'nothing unread for the climber');
    });
  });

  it("lets a climber ask a course's guide before booking, from the course", async () => {
    await journey('chat-message-the-guide', PHONE, async ({ page: climber, baseUrl, openPersonPage }) => {
      await signIn(climber, baseUrl, CLIMBER.email);
      // A course of a guide the demo climber has no booking with (the seed's third course).
      await climber.goto(`/explore-events?event=${OTHER_GUIDE.courseId}`);
      const course = climber.getByRole('dialog');
      await visible(course.getByText(OTHER_GUIDE.name, { exact: true }));
      await course.getByRole('link', { name: 'Message the guide' }).click();
      await climber.waitForURL(
        new RegExp(`/chats/\\d+/${encodeURIComponent(OTHER_GUIDE.name)}\\?event=${OTHER_GUIDE.courseId}$`),
      );
      await visible(climber.getByText('Your first message asks about this course', { exact: false }));
      assert.equal(await climber.getByRole('dialog').count(), 0, 'the course closed on the way to the chat');

      const question = `Is this course fine for beginners? (${Date.now()})`;
      await climber.getByRole('textbox', { name: 'Message' }).fill(question);
      await climber.keyboard.press('Enter');
      const climberLog = messagesWith(climber, OTHER_GUIDE.name);
      await visible(climberLog.getByText(question));
      await climberLog.getByText('Sending...').waitFor({ state: 'detached', timeout: 10_000 });
      assert.equal(await climberLog.getByText('Not sent').count(), 0, 'the question was accepted');

      const guide = await openPersonPage(DESKTOP);
      await signIn(guide, baseUrl, OTHER_GUIDE.email);
      await guide.goto('/chats');
      await guide
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(CLIMBER.name) })
        .click();
      await visible(messagesWith(guide, CLIMBER.name).getByText(question));
      const answer = `Yes, no experience needed. (${Date.now()})`;
      await guide.getByRole('textbox', { name: 'Message' }).fill(answer);
      await guide.keyboard.press('Enter');
      await visible(climberLog.getByText(answer));
    });
  });
});
