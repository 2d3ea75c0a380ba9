import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';
import { forgetSubmissionErrors } from './submission-errors.ts';

async function openReferencesStep() {
  storeDraft({
    ...COMPANY_INFO,
    guide_awards: ['Avalanche Skills 2'],
    guide_experience: [{ name: 'Rock Climbing', alias: null, value: 12, description: 'Squamish' }],
    continued: ['company-info', 'documents', 'reviews', 'experience'],
  });
  const result = renderGuideApplication('/guide-reference');
  await screen.findByRole('heading', { name: 'References', level: 1 });
  return result;
}

const reference = (number: number) => screen.getByRole('group', { name: `Reference ${number}` });

async function fillReference(number: number, name: string, email: string, phone: string) {
  const group = reference(number);
  await userEvent.type(within(group).getByLabelText('Name'), name);
  await userEvent.type(within(group).getByLabelText('Email'), email);
  await userEvent.type(within(group).getByLabelText('Phone number'), phone);
}

describe('References (step 5)', () => {
  afterEach(() => forgetSubmissionErrors());

  it('asks for the name, email and phone of the first referee', async () => {
    const requests = recordRequests();
    await openReferencesStep();

    await userEvent.click(screen.getByRole('button', { name: 'Finish up' }));

    const first = reference(1);
    expect(await within(first).findByText('The name field is required.')).toBeVisible();
    expect(within(first).getByText('The email field is required.')).toBeVisible();
    expect(within(first).getByText('The phone number field is required.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('adds and removes referees, always keeping one', async () => {
    await openReferencesStep();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add more references' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add more references' }));
    expect(screen.getAllByRole('group', { name: /^Reference \d$/ })).toHaveLength(3);

    await userEvent.type(within(reference(2)).getByLabelText('Name'), 'Second Referee');
    await userEvent.type(within(reference(3)).getByLabelText('Name'), 'Third Referee');
    await userEvent.click(screen.getByRole('button', { name: 'Remove reference 2' }));

    expect(screen.getAllByRole('group', { name: /^Reference \d$/ })).toHaveLength(2);
    expect(within(reference(2)).getByLabelText('Name')).toHaveValue('Third Referee');
  });

  it('sends the whole draft, reads "Submitting..." meanwhile, then opens the completion screen', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      api.post('/api/register-guide', async ({ response }) => {
        await answered;
        return response(201).json({
          data: 'success',
          message: 'Your application has been received.',
          code: 'guide_application_received',
        });
      }),
    );
    const requests = recordRequests();
    const { router } = await openReferencesStep();
    await fillReference(1, 'Jo Referee', 'jo@example.test', '6045550102');

    await userEvent.click(screen.getByRole('button', { name: 'Finish up' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(addressOf(requests[0])).toBe('/api/register-guide');
    expect(await bodyOf(requests[0])).toEqual({
      ...COMPANY_INFO,
      is_company: false,
      guide_insurance: [],
      guide_certificate: [],
      guide_license: [],
      guide_awards: ['Avalanche Skills 2'],
      customer_reviews: '',
      guide_experience: [{ name: 'Rock Climbing', alias: null, value: 12, description: 'Squamish' }],
      referees: [{ name: 'Jo Referee', email: 'jo@example.test', phone: '604 555 0102' }],
    });

    answer();

    expect(await screen.findByRole('heading', { name: 'Thank you for applying to guide on Cordée!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/guide-registration-completed');
    expect(router.state.location.search).toBe('?status=success');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(storedDraft()).toMatchObject({ completed: true });
  });

  it('shows a refused submission in a banner, with a way back to the step that holds the field', async () => {
    apiServer.use(
      api.post('/api/register-guide', ({ response }) =>
        response(422).json({
          message: 'The email has already been taken.',
          code: 'invalid_input',
          errors: { email: ['The email has already been taken.'], 'referees.0.phone': ['The phone is too long.'] },
        }),
      ),
    );
    const { router } = await openReferencesStep();
    await fillReference(1, 'Jo Referee', 'jo@example.test', '6045550102');

    await userEvent.click(screen.getByRole('button', { name: 'Finish up' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your application could not be sent.');
    expect(banner).toHaveTextContent('The email has already been taken.');
    expect(banner).toHaveFocus();
    // A referee's own field error shows under it.
    expect(within(reference(1)).getByText('The phone is too long.')).toBeVisible();
    // What was typed is kept, but the application is not marked as sent.
    expect(storedDraft()).toMatchObject({ referees: [{ name: 'Jo Referee' }], completed: false });

    await userEvent.click(within(banner).getByRole('link', { name: 'Go back to Company Information to correct it.' }));

    expect(router.state.location.pathname).toBe('/company-info');
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
  });

  it('shows the server message of any other failure in the banner', async () => {
    apiServer.use(
      api.post('/api/register-guide', ({ response }) =>
        response(429).json({ message: 'Too many attempts. Please try again later.', code: 'too_many' }),
      ),
    );
    await openReferencesStep();
    await fillReference(1, 'Jo Referee', 'jo@example.test', '6045550102');

    await userEvent.click(screen.getByRole('button', { name: 'Finish up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.getByRole('button', { name: 'Finish up' })).toBeEnabled();
  });

  it('keeps the typed referees when going back', async () => {
    await openReferencesStep();
    await userEvent.type(within(reference(1)).getByLabelText('Name'), 'Half Typed');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Experience', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({ referees: [{ name: 'Half Typed', email: '', phone: '' }] });
  });
});
