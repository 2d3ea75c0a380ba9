import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyEmailScreen } from '../../routes/verify-email.screen.tsx';
import { jsonResponse, renderRoutes, renderScreen } from '../../test/render.tsx';
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
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderVerifyScreen('verify-token');

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    answer(jsonResponse(200, { status: 'success', message: 'Your email address has been verified.' }));

    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/verify-account-email');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'verify-token' });
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to dashboard' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
  });

  it('offers Try again, sending the same link, when the link was never judged (a busy server)', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(503, { message: 'The server is busy. Please try again.', code: 'overloaded' }),
      )
      .mockResolvedValueOnce(
        jsonResponse(200, { status: 'success', message: 'Your email address has been verified.' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderVerifyScreen('good-token');

    expect(await screen.findByText('Cordée is very busy right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Proceed to dashboard' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: 'good-token' });
  });

  it('offers a new link instead of replaying a dead one: signed out, by email, then waits before another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return url === '/api/verify-account-email'
          ? jsonResponse(422, { message: DEAD_LINK, errors: { token: [DEAD_LINK] } })
          : jsonResponse(200, { message: REQUEST_ANSWER });
      }),
    );
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
    expect(calls.map((call) => call.url)).toEqual(['/api/verify-account-email', '/api/request-verification-email']);
    expect(calls[1]?.body).toEqual({ email: 'chloe@example.test' });

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
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return url === '/api/verify-account-email'
          ? jsonResponse(422, { message: DEAD_LINK, errors: { token: [DEAD_LINK] } })
          : jsonResponse(200, { message: 'We have sent you a new verification link.' });
      }),
    );
    renderVerifyScreen('expired-token');

    const button = await screen.findByRole('button', { name: 'Send me a new link' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification link.');
    expect(await screen.findByText('You can ask again in 60 seconds.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(calls.filter((url) => url === '/api/resend-verification-email')).toHaveLength(1);
  });

  it("shows the server's refusal of a new link (asked too soon) and keeps the button", async () => {
    localStorage.setItem('token', 'session-token');
    const tooSoon =
      'We sent you a verification link less than a minute ago. Please check your email, or ask again in a minute.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/verify-account-email'
          ? jsonResponse(422, { message: DEAD_LINK, errors: { token: [DEAD_LINK] } })
          : jsonResponse(429, { message: tooSoon, code: 'too_many_requests' }),
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
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: 'We have sent you a new verification link.' }));
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<EmailVerificationNotice />);

    const button = screen.getByRole('button', { name: 'Resend verification email' });
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByText('You can ask again in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
