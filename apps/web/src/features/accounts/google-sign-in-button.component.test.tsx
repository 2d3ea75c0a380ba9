import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInScreen } from '../../routes/sign-in.screen.tsx';
import { SignUpScreen } from '../../routes/sign-up.screen.tsx';
import { jsonResponse, renderScreen } from '../../test/render.tsx';

const MARKETING = { site: '', about: '', blog: '', faq: '', merchandise: '', community: '' };

function stubPublicConfig(googleSignIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { google_sign_in: googleSignIn, marketing: MARKETING, banner_url: '' })),
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
