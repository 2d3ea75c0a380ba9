import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyEmailScreen } from '../../routes/verify-email.screen.tsx';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { renderRoutes, renderScreen } from '../../test/render.tsx';
import { EmailVerificationNotice } from './email-verification-notice.component.tsx';

const DEAD_LINK = 'This verification link is invalid or has expired.';
const REQUEST_ANSWER =
  'If an unverified account exists for this email, we have sent it a new verification link. Please check your email.';

function renderVerifyScreen(token: string) {
  return renderRoutes(
    [
      { path: '/verify-account-email/:token', element: <VerifyEmailScreen /> },
      { path: '/', element: <p>Arrived at /</p> },
    ],
    `/verify-account-email/${token}`,
  );
}

describe('VerifyEmailScreen', () => {
  it('says "Please wait...", then offers "Proceed to dashboard" with the server message', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      api.post('/api/verify-account-email', async ({ response }) => {
        await answered;
        return response(200).json({
          status: 'success',
          message: 'Your email address has been verified.',
          code: 'email_verified',
        });
      }),
    );
    const requests = recordRequests();
    renderVerifyScreen('verify-token');

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    answer();

    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(addressOf(requests[0])).toBe('/api/verify-account-email');
    expect(await bodyOf(requests[0])).toEqual({ token: 'verify-token' });
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to dashboard' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
  });

  it('offers Try again, sending the same link, when the link was never judged (a busy server)', async () => {
    apiServer.use(
      api.post(
        '/api/verify-account-email',
        ({ response }) => response(503).json({ message: 'The server is busy. Please try again.', code: 'overloaded' }),
        { once: true },
      ),
      api.post(
        '/api/verify-account-email',
        ({ response }) =>
          response(200).json({
            status: 'success',
            message: 'Your email address has been verified.',
            code: 'email_verified',
          }),
        { once: true },
      ),
    );
    const requests = recordRequests();
    renderVerifyScreen('good-token');

    expect(await screen.findByText('Cordée is very busy right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Proceed to dashboard' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(await bodyOf(requests[1])).toEqual({ token: 'good-token' });
  });

  it('offers a new link instead of replaying a dead one: signed out, by email, then waits before another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    apiServer.use(
      api.post('/api/verify-account-email', ({ response }) =>
        response(422).json({ message: DEAD_LINK, code: 'invalid_input', errors: { token: [DEAD_LINK] } }),
      ),
      api.post('/api/request-verification-email', ({ response }) =>
        response(200).json({ message: REQUEST_ANSWER, code: 'verification_requested' }),
      ),
    );
    const requests = recordRequests();
    renderVerifyScreen('used-token');

    expect(await screen.findByText(DEAD_LINK)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('The email field is required.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Chloe@Example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_ANSWER);
    expect(await screen.findByText('You can ask again in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeDisabled();
    expect(requests.map(addressOf)).toEqual(['/api/verify-account-email', '/api/request-verification-email']);
    expect(await bodyOf(requests[1])).toEqual({ email: 'chloe@example.test' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByText('You can ask again in 1 second.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeEnabled();
    vi.useRealTimers();
  });

  it('sends a signed-in user a new link with one button, once however fast it is clicked', async () => {
    localStorage.setItem('token', 'session-token');
    apiServer.use(
      api.post('/api/verify-account-email', ({ response }) =>
        response(422).json({ message: DEAD_LINK, code: 'invalid_input', errors: { token: [DEAD_LINK] } }),
      ),
      api.post('/api/resend-verification-email', ({ response }) =>
        response(200).json({ message: 'We have sent you a new verification link.', code: 'verification_link_sent' }),
      ),
    );
    const requests = recordRequests();
    renderVerifyScreen('expired-token');

    const button = await screen.findByRole('button', { name: 'Send me a new link' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification link.');
    expect(await screen.findByText('You can ask again in 60 seconds.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(requests.map(addressOf).filter((url) => url === '/api/resend-verification-email')).toHaveLength(1);
  });

  it("shows the server's refusal of a new link (asked too soon) and keeps the button", async () => {
    localStorage.setItem('token', 'session-token');
    const tooSoon =
      'We sent you a verification link less than a minute ago. Please check your email, or ask again in a minute.';
    apiServer.use(
      api.post('/api/verify-account-email', ({ response }) =>
        response(422).json({ message: DEAD_LINK, code: 'invalid_input', errors: { token: [DEAD_LINK] } }),
      ),
      api.post('/api/resend-verification-email', ({ response }) =>
        response(429).json({ message: tooSoon, code: 'too_many_requests' }),
      ),
    );
    renderVerifyScreen('expired-token');

    await userEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooSoon);
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeEnabled();
  });
});

describe('the unverified-email notice of the profile panel', () => {
  it('waits out the cooldown after sending, so a second click sends no second email', async () => {
    localStorage.setItem('token', 'session-token');
    apiServer.use(
      api.post('/api/resend-verification-email', ({ response }) =>
        response(200).json({ message: 'We have sent you a new verification link.', code: 'verification_link_sent' }),
      ),
    );
    const requests = recordRequests();
    renderScreen(<EmailVerificationNotice />);

    const button = screen.getByRole('button', { name: 'Resend verification email' });
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByText('You can ask again in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(requests).toHaveLength(1);
  });
});
