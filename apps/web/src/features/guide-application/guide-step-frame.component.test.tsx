import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_INFO, renderGuideApplication, storeDraft } from './guide-application.fixtures.tsx';

describe('the guard of each application step', () => {
  it('lets anyone open the first step', async () => {
    renderGuideApplication('/company-info');
    expect(await screen.findByRole('heading', { name: 'Company Information', level: 1 })).toBeInTheDocument();
  });

  it('sends a guest who skipped everything back to Company Information', async () => {
    const { router } = renderGuideApplication('/guide-reference');
    expect(await screen.findByRole('heading', { name: 'Company Information', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-info');
  });

  it('sends the guide to the first earlier step that is not done', async () => {
    storeDraft({ ...COMPANY_INFO, continued: ['company-info', 'documents'] });
    const { router } = renderGuideApplication('/guide-reference');
    expect(await screen.findByRole('heading', { name: 'Customer Reviews', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guide-reviews');
  });

  it('opens a step whose earlier steps are done, with the stepper marking where the guide is', async () => {
    storeDraft({ ...COMPANY_INFO, guide_awards: ['Avalanche Skills'] });
    renderGuideApplication('/guide-reviews');

    expect(await screen.findByRole('heading', { name: 'Customer Reviews', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Application steps' });
    expect(stepper.querySelector('[aria-current="step"]')).toHaveTextContent('Step 3: Customer Reviews');
    // Done steps are links back; steps ahead that the guard would refuse are not.
    expect(screen.getByRole('link', { name: 'Step 1: Company Information (completed)' })).toHaveAttribute(
      'href',
      '/company-info',
    );
    expect(screen.getByRole('link', { name: 'Step 2: Insurance, Certificate & Awards (completed)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Step 5/ })).not.toBeInTheDocument();
  });

  it('ticks only the steps whose data exists: optional steps skipped empty are reachable but not ticked', async () => {
    storeDraft({ ...COMPANY_INFO, continued: ['company-info', 'documents', 'reviews'] });
    renderGuideApplication('/guide-experience');

    expect(await screen.findByRole('heading', { name: 'Experience', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Step 1: Company Information (completed)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Step 2: Insurance, Certificate & Awards' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Step 3: Customer Reviews' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /\(completed\)/ })).toHaveLength(1);
  });

  it('sends a guide who continued past Experience with no category (an older draft) back to it', async () => {
    storeDraft({ ...COMPANY_INFO, continued: ['company-info', 'documents', 'reviews', 'experience'] });
    const { router } = renderGuideApplication('/guide-reference');
    expect(await screen.findByRole('heading', { name: 'Experience', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guide-experience');
  });

  it('keeps the registration-complete screen for a sent application', async () => {
    storeDraft({
      ...COMPANY_INFO,
      guide_experience: [{ name: 'Hiking', alias: null, value: 4, description: 'Rockies day hikes' }],
      continued: ['company-info', 'documents', 'reviews', 'experience'],
    });
    const { router } = renderGuideApplication('/guide-registration-completed?status=success');
    expect(await screen.findByRole('heading', { name: 'References', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guide-reference');
  });
});
