import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInScreen } from '../../routes/sign-in.screen.tsx';
import { SignUpScreen } from '../../routes/sign-up.screen.tsx';
import { api, apiServer } from '../../test/api-server.ts';
import { makePublicConfig } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';

function stubPublicConfig(googleSignIn: boolean) {
  apiServer.use(
    api.get('/api/public-config', ({ response }) =>
      response(200).json(makePublicConfig({ google_sign_in: googleSignIn })),
    ),
  );
}

describe('the Google buttons', () => {
  it('SignIn offers "Login with Google", a browser navigation to the redirect endpoint', async () => {
    stubPublicConfig(true);
    renderScreen(<SignInScreen />, '/signin');

    expect(await screen.findByRole('link', { name: 'Login with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/redirect',
    );
  });

  it('SignUp offers "Signup with Google"', async () => {
    stubPublicConfig(true);
    renderScreen(<SignUpScreen />, '/signup');

    expect(await screen.findByRole('link', { name: 'Signup with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google/redirect',
    );
  });

  it('are hidden when the deployment has no Google sign-in', async () => {
    stubPublicConfig(false);
    const { queryClient } = renderScreen(<SignInScreen />, '/signin');

    await vi.waitFor(() => expect(queryClient.getQueryData(['public-config'])).toBeDefined());
    expect(screen.queryByRole('link', { name: 'Login with Google' })).not.toBeInTheDocument();
  });
});
