import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_INFO, renderGuideApplication, storeDraft } from './guide-application.fixtures.tsx';
import { GUIDE_STEPS } from './guide-draft.store.ts';

/** A draft as a successful "Finish up" leaves it. */
const SENT = {
  ...COMPANY_INFO,
  guide_experience: [{ name: 'Hiking' as const, alias: null, value: 4, description: 'Rockies day hikes' }],
  continued: [...GUIDE_STEPS],
  completed: true,
};

describe('GuideRegistrationComplete', () => {
  it('thanks the guide and says what happens next', async () => {
    storeDraft(SENT);
    renderGuideApplication('/guide-registration-completed?status=success');

    expect(await screen.findByRole('heading', { name: 'Thank you for applying to guide on Cordée!' })).toBeVisible();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      '1Our team will review the documents you sent.',
      '2We will contact you by email to set up a phone call.',
      '3After the call, we will tell you whether your application is accepted.',
      '4Once accepted, you will receive a link to fill in your profile and add your events.',
    ]);
  });

  it('shows its content only when the status is success', async () => {
    storeDraft(SENT);
    renderGuideApplication('/guide-registration-completed?status=pending');

    expect(await screen.findByRole('heading', { name: 'There is no application to show here.' })).toBeVisible();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('"Back to homepage" clears the draft and goes to the root', async () => {
    storeDraft(SENT);
    localStorage.setItem('newUser', JSON.stringify({ bio: 'kept' }));
    const { router } = renderGuideApplication('/guide-registration-completed?status=success');

    await userEvent.click(await screen.findByRole('button', { name: 'Back to homepage' }));

    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('newGuide')).toBeNull();
  });

  it('sends a guest with no sent application to the first step not done', async () => {
    const { router } = renderGuideApplication('/guide-registration-completed?status=success');
    expect(await screen.findByRole('heading', { name: 'Company Information', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/company-info');
  });
});
