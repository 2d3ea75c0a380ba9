import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderGuideApplication } from '../features/guide-application/guide-application.fixtures.tsx';
import { api, apiServer } from '../test/api-server.ts';
import { makePublicConfig } from '../test/fixtures.ts';
import { renderScreen } from '../test/render.tsx';
import { SignInScreen } from './sign-in.screen.tsx';
import { SignUpScreen } from './sign-up.screen.tsx';

describe('ApplyAsGuide', () => {
  it('invites the guide to apply and starts at Company Information', async () => {
    renderGuideApplication('/apply-as-guide');
    expect(
      await screen.findByText('Apply to be listed on Cordée by filling out the following information'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));

    expect(await screen.findByRole('heading', { name: 'Company Information', level: 1 })).toBeVisible();
  });

  it('starts over: a stored application draft and the climber wizard draft are cleared', async () => {
    localStorage.setItem('newGuide', JSON.stringify({ name: 'Old application', continued: ['company-info'] }));
    localStorage.setItem('newUser', JSON.stringify({ bio: 'old wizard' }));
    renderGuideApplication('/apply-as-guide');

    await userEvent.click(await screen.findByRole('button', { name: 'Get started' }));

    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(localStorage.getItem('newGuide')).toBeNull();
    expect(localStorage.getItem('newUser')).toBeNull();
  });

  it('keeps a climber wizard draft when there is no application to clear', async () => {
    localStorage.setItem('newUser', JSON.stringify({ bio: 'in progress' }));
    renderGuideApplication('/apply-as-guide');
    await userEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await screen.findByRole('heading', { name: 'Company Information', level: 1 });
    expect(localStorage.getItem('newUser')).not.toBeNull();
  });

  it('goes one step back in history with Back', async () => {
    const { router } = renderGuideApplication('/signin');
    await router.navigate('/apply-as-guide');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
  });

  it('is linked from SignIn', () => {
    answerPublicConfig();
    renderScreen(<SignInScreen />, '/signin');
    expect(screen.getByRole('link', { name: 'Apply as a guide' })).toHaveAttribute('href', '/apply-as-guide');
  });

  it('is linked from SignUp', () => {
    answerPublicConfig();
    renderScreen(<SignUpScreen />, '/signup');
    expect(screen.getByRole('link', { name: 'Apply as a guide' })).toHaveAttribute('href', '/apply-as-guide');
  });
});

/** SignIn and SignUp ask whether Google sign-in is offered. */
function answerPublicConfig() {
  apiServer.use(api.get('/api/public-config', ({ response }) => response(200).json(makePublicConfig())));
}
