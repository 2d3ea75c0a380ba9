import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.component.tsx';

const SAME_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password. Please check your email.';

describe('ForgotPasswordForm', () => {
  it('sends the email, then says to check the inbox of the address entered', async () => {
    apiServer.use(
      api.post('/api/forgot-password', ({ response }) =>
        response(200).json({ message: SAME_ANSWER, code: 'password_reset_requested' }),
      ),
    );
    const requests = recordRequests();
    renderScreen(<ForgotPasswordForm />, '/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Ada@Example.test')).toBeInTheDocument();
    expect(addressOf(requests[0])).toBe('/api/forgot-password');
    expect(await bodyOf(requests[0])).toEqual({ email: 'ada@example.test' });
  });

  it('"Resend it" returns to the form with the address kept', async () => {
    apiServer.use(
      api.post('/api/forgot-password', ({ response }) =>
        response(200).json({ message: SAME_ANSWER, code: 'password_reset_requested' }),
      ),
    );
    const requests = recordRequests();
    renderScreen(<ForgotPasswordForm />, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Resend it' }));

    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('checks the email before calling the server, and shows the rate limit in the red box', async () => {
    apiServer.use(
      api.post('/api/forgot-password', ({ response }) =>
        response(429).json({ message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
      ),
    );
    const requests = recordRequests();
    renderScreen(<ForgotPasswordForm />, '/forgot-password');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
