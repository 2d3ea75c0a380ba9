import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerEventServer } from '../../api/events.fixtures.ts';
import { i18n } from '../../lib/i18n.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';

async function openContactForm() {
  renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('contact_form'));
  return findOpenModal('Ask a Question');
}

const sent = api.post('/api/contactform', ({ response }) =>
  response(200).json({ message: 'Your message has been sent successfully.', code: 'contact_sent' }),
);

describe('Ask a Question (contact_form)', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it("uses the spec's texts, the same the server answers with", () => {
    expect(i18n.t('eventSearch.contact.emailRequired')).toBe('Please type in a valid email.');
    expect(i18n.t('eventSearch.contact.messageRequired')).toBe('Please type in a message.');
    expect(i18n.t('eventSearch.contact.sent')).toBe('Your message has been sent successfully.');
  });

  it('checks only that both fields are filled, without calling the server', async () => {
    const calls = answerEventServer();
    const dialog = await openContactForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));

    expect(await within(dialog).findByText('Please type in a valid email.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please type in a message.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends a visitor's message as a non-user about no event, then confirms and closes", async () => {
    const calls = answerEventServer([sent]);
    const dialog = await openContactForm();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Do you rent crampons?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/contactform')?.body).toEqual({
      email: 'ada@example.test',
      message: 'Do you rent crampons?',
      userstatus: 'nonuser',
      event_id: 0,
    });
  });

  it("fills in and locks a signed-in user's email, and sends them as a user", async () => {
    const user = makeUser({ email: 'climber@cordee.test' });
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(user));
    const calls = answerEventServer([
      api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))),
      sent,
    ]);
    const dialog = await openContactForm();

    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('climber@cordee.test');
    expect(email).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Is the Grand Wall wet in June?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));

    await screen.findByRole('status');
    expect(calls.find((call) => call.path === '/api/contactform')?.body).toMatchObject({
      email: 'climber@cordee.test',
      userstatus: 'user',
      event_id: 0,
    });
  });

  it("shows the server's field refusal once, under its field, with no banner repeating it", async () => {
    answerEventServer([
      api.post('/api/contactform', ({ response }) =>
        // As the server answers a 422: its message is the first field message.
        response(422).json({
          message: 'Please type in a valid email.',
          code: 'invalid_input',
          errors: { email: ['Please type in a valid email.'] },
        }),
      ),
    ]);
    const dialog = await openContactForm();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@nowhere');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));

    expect(await within(dialog).findByLabelText('Email')).toHaveAccessibleDescription('Please type in a valid email.');
    expect(within(dialog).getAllByText('Please type in a valid email.')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ask a Question' })).toBeInTheDocument();
  });

  it('shows a refusal that belongs to no field above the form, and drops it on the next attempt', async () => {
    answerEventServer([
      api.post('/api/contactform', ({ response }) =>
        response(429).json({ message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
      ),
    ]);
    const dialog = await openContactForm();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');

    await userEvent.clear(within(dialog).getByLabelText('Message'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('Please type in a message.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Cancel without sending', async () => {
    const calls = answerEventServer();
    const dialog = await openContactForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
