import type { Config } from '../../config.ts';
import { composeEmail, type EmailMessage } from '../../integrations/email/email-message.ts';

function link(config: Config, path: string): string {
  return `${config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function verifyEmailMessage(config: Config, user: { email: string; name: string }, token: string): EmailMessage {
  return composeEmail({
    to: user.email,
    subject: 'Verify your email address',
    greeting: `Hi ${firstName(user.name)},`,
    paragraphs: [
      'Welcome to Cordée! Please confirm that this is your email address.',
      'The link works once and expires in 24 hours.',
    ],
    action: { label: 'Verify my email', url: link(config, `/verify-account-email/${token}`) },
  });
}

export function resetPasswordMessage(
  config: Config,
  user: { email: string; name: string },
  token: string,
): EmailMessage {
  return composeEmail({
    to: user.email,
    subject: 'Reset your Cordée password',
    greeting: `Hi ${firstName(user.name)},`,
    paragraphs: [
      'We received a request to reset the password of your Cordée account.',
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Choose a new password', url: link(config, `/reset-password/${token}`) },
  });
}

/** Sent to the address an account had before, so its owner learns of a change they did not make. */
export function emailChangedMessage(
  config: Config,
  previous: { email: string; name: string },
  newEmail: string,
): EmailMessage {
  return composeEmail({
    to: previous.email,
    subject: 'The email address of your Cordée account was changed',
    greeting: `Hi ${firstName(previous.name)},`,
    paragraphs: [
      `The email address of your Cordée account was just changed to ${newEmail}. From now on, sign-in and password resets use that address.`,
      `If you did not make this change, write to us right away at ${config.SUPPORT_EMAIL}.`,
    ],
  });
}

export function guideApplicationReceivedMessage(user: { email: string; name: string }): EmailMessage {
  return composeEmail({
    to: user.email,
    subject: 'We received your guide application',
    greeting: `Hi ${firstName(user.name)},`,
    paragraphs: [
      'Thank you for applying to be listed on Cordée.',
      'Our team will review your documents and contact you by email to arrange a phone call. After that, we will let you know our decision.',
    ],
  });
}

export function guideApprovedMessage(
  config: Config,
  user: { email: string; name: string },
  token: string,
): EmailMessage {
  const url = link(config, `/guide-signup/${token}?email=${encodeURIComponent(user.email)}`);
  return composeEmail({
    to: user.email,
    subject: 'Your Cordée guide application is approved',
    greeting: `Hi ${firstName(user.name)},`,
    paragraphs: [
      'Good news: your application to guide on Cordée has been approved.',
      'Create your login details with the link below, then fill in your profile and add your first events. The link expires in 7 days.',
    ],
    action: { label: 'Create my login', url },
  });
}

export function guideDeclinedMessage(config: Config, user: { email: string; name: string }): EmailMessage {
  return composeEmail({
    to: user.email,
    subject: 'Your Cordée guide application',
    greeting: `Hi ${firstName(user.name)},`,
    paragraphs: [
      'Thank you for your interest in guiding on Cordée. After reviewing your application, we are unable to approve it at this time.',
      `If you have questions, write to us at ${config.SUPPORT_EMAIL}.`,
    ],
  });
}
