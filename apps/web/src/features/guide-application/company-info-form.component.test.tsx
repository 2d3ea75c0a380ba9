import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';
import { forgetSubmissionErrors, rememberSubmissionErrors } from './submission-errors.ts';

describe('Company Information (step 1)', () => {
  afterEach(() => forgetSubmissionErrors());

  it('shows the spec messages for every missing field', async () => {
    renderGuideApplication('/company-info');
    await userEvent.selectOptions(await screen.findByLabelText('Country'), '');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('The name field is required')).toBeInTheDocument();
    expect(screen.getByText('The email field is required')).toBeInTheDocument();
    expect(screen.getByText('The phone number field is required')).toBeInTheDocument();
    expect(screen.getByText('The country field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a valid email', async () => {
    renderGuideApplication('/company-info');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();
  });

  it('defaults the country to Canada and formats the phone number after +1', async () => {
    renderGuideApplication('/company-info');
    expect(await screen.findByLabelText('Country')).toHaveValue('CA');
    expect(screen.getByRole('option', { name: 'Canada' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone number'), '6045550101');

    expect(screen.getByLabelText('Phone number')).toHaveValue('604 555 0101');
    expect(screen.getByText('+1')).toBeVisible();
  });

  it('saves the step to the draft, moves on, and pre-fills the step on return', async () => {
    const { router } = renderGuideApplication('/company-info');
    await userEvent.type(await screen.findByLabelText('Name'), 'Summit Guides');
    await userEvent.type(screen.getByLabelText('Email'), 'Hello@Summit.test');
    await userEvent.type(screen.getByLabelText('Phone number'), '6045550101');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Insurance, Certificate & Awards', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({
      name: 'Summit Guides',
      email: 'hello@summit.test',
      phone_number: '604 555 0101',
      country: 'US',
      continued: ['company-info'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/company-info');
    expect(await screen.findByLabelText('Name')).toHaveValue('Summit Guides');
    expect(screen.getByLabelText('Email')).toHaveValue('hello@summit.test');
    expect(screen.getByLabelText('Phone number')).toHaveValue('604 555 0101');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
  });

  it('goes to SignIn on Cancel', async () => {
    renderGuideApplication('/company-info');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
  });

  it('shows a refused submission message under its field when the guide comes back', async () => {
    storeDraft(COMPANY_INFO);
    rememberSubmissionErrors([{ step: 'company-info', path: 'email', message: 'The email has already been taken.' }]);

    renderGuideApplication('/company-info');

    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
  });
});
