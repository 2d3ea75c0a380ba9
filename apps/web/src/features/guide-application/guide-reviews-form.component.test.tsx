import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';

async function openReviewsStep(customerReviews = '') {
  storeDraft({ ...COMPANY_INFO, customer_reviews: customerReviews, continued: ['company-info', 'documents'] });
  renderGuideApplication('/guide-reviews');
  return screen.findByLabelText('Customer reviews link');
}

describe('Customer Reviews (step 3)', () => {
  it('refuses a link that is not https', async () => {
    const input = await openReviewsStep();
    await userEvent.type(input, 'http://reviews.example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please provide a valid https:// link.')).toBeVisible();
  });

  it('saves an https link, or nothing, and moves on', async () => {
    const input = await openReviewsStep();
    await userEvent.type(input, 'https://reviews.example.test/summit');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Experience', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({ customer_reviews: 'https://reviews.example.test/summit' });
  });

  it('pre-fills the saved link and goes back to the documents', async () => {
    const input = await openReviewsStep('https://reviews.example.test/summit');
    expect(input).toHaveValue('https://reviews.example.test/summit');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Insurance, Certificate & Awards', level: 1 })).toBeVisible();
  });
});
