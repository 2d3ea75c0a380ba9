import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { SignUpForm } from './sign-up-form.component.tsx';

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
  await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Phone number'), '6045550101');
  await userEvent.type(screen.getByLabelText('Password'), 'analytical-engine');
}

describe('SignUpForm', () => {
  it('ticks the newsletter by default and hints the password length', () => {
    renderScreen(<SignUpForm />, '/signup');

    expect(screen.getByRole('checkbox', { name: /news from Cordée/ })).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', '8 characters minimum');
  });

  it('shows the first server message under each field, and not again in a banner', async () => {
    apiServer.use(
      api.post('/api/register-climber', ({ response }) =>
        // The server's summary message is the first field message, as for a taken email.
        response(422).json({
          message: 'The email has already been taken.',
          code: 'invalid_input',
          errors: {
            email: ['The email has already been taken.', 'The email is on a block list.'],
            phone_number: ['Please provide a valid phone number'],
          },
        }),
      ),
    );
    renderScreen(<SignUpForm />, '/signup');
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The email is on a block list.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('+1 Please provide a valid phone number');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the banner for messages that belong to no field', async () => {
    apiServer.use(
      api.post(
        '/api/register-climber',
        ({ response }) =>
          response(429).json({ message: 'Too many attempts. Please wait a minute.', code: 'too_many_requests' }),
        { once: true },
      ),
      api.post(
        '/api/register-climber',
        ({ response }) =>
          response(422).json({
            message: 'The given data was invalid.',
            code: 'invalid_input',
            errors: { captcha: ['Please prove you are human.'] },
          }),
        { once: true },
      ),
    );
    renderScreen(<SignUpForm />, '/signup');
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute.');

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please prove you are human.');
  });

  it('links the Terms & Conditions and the Privacy Policy in the notice, in a new tab so the form stays', () => {
    renderScreen(<SignUpForm />, '/signup');

    const terms = screen.getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows a password confirmation error under the password, its only input', async () => {
    apiServer.use(
      api.post('/api/register-climber', ({ response }) =>
        response(422).json({
          message: 'The given data was invalid.',
          code: 'invalid_input',
          errors: { password_confirmation: ['The password confirmation does not match.'] },
        }),
      ),
    );
    renderScreen(<SignUpForm />, '/signup');
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
  });

  it('sends the registration with the confirmation copied from the password, stores the session and opens the wizard', async () => {
    localStorage.setItem('newUser', '{"dob":"2000-01-01"}');
    const user = makeUser();
    apiServer.use(
      api.post('/api/register-climber', ({ response }) => response(201).json({ token: 'new-token', user })),
    );
    const requests = recordRequests();
    renderScreen(<SignUpForm />, '/signup', ['/', '/signup-personal-info']);
    await fillValidForm();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    // The sign-up goes on with the climber wizard.
    expect(await screen.findByText('Arrived at /signup-personal-info')).toBeInTheDocument();
    expect(addressOf(requests[0])).toBe('/api/register-climber');
    expect(await bodyOf(requests[0])).toEqual({
      email: 'ada@example.test',
      name: 'Ada Lovelace',
      phone_number: '604 555 0101',
      password: 'analytical-engine',
      password_confirmation: 'analytical-engine',
      newsletter: true,
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('newUser')).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const requests = recordRequests();
    renderScreen(<SignUpForm />, '/signup');

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
