import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyEmailScreen } from '../../routes/verify-email.screen.tsx';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';

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

  it("shows the server's message on failure, and Try again sends the link again", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(422, {
          message: 'This verification link is invalid or has expired.',
          errors: { token: ['This verification link is invalid or has expired.'] },
        }),
      )
      .mockResolvedValueOnce(
        jsonResponse(200, { status: 'success', message: 'Your email address has been verified.' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderVerifyScreen('used-token');

    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to dashboard' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Proceed to dashboard' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
