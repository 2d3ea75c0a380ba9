import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.component.tsx';

const SAME_ANSWER =
  'If an account exists for this email, we have sent a link to reset the password. Please check your email.';

describe('ForgotPasswordForm', () => {
  it('sends the email, then says to check the inbox of the address entered', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: SAME_ANSWER }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ForgotPasswordForm />, '/forgot-password');

    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Ada@Example.test')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forgot-password');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.test' });
  });

  it('"Resend it" returns to the form with the address kept', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: SAME_ANSWER }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ForgotPasswordForm />, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Resend it' }));

    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the email before calling the server, and shows the rate limit in the red box', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(429, { message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ForgotPasswordForm />, '/forgot-password');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
