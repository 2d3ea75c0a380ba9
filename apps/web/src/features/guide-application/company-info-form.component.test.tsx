import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, api, apiServer, type Respond } from '../../test/api-server.ts';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';
import { forgetSubmissionErrors, rememberSubmissionErrors } from './submission-errors.ts';

const TAKEN = 'The email has already been taken.';

/** Answers POST /api/check-guide-email as the server would, and records the emails asked about. */
function stubEmailCheck(
  answer: (
    email: string,
    response: Respond<'/api/check-guide-email', 'post'>,
  ) => Answer<'/api/check-guide-email', 'post'> = (_email, response) => response(200).json({ available: true }),
) {
  const asked: string[] = [];
  apiServer.use(
    api.post('/api/check-guide-email', async ({ request, response }) => {
      const { email } = await request.json();
      asked.push(email);
      return answer(email, response);
    }),
  );
  return asked;
}

async function fillCompanyInfo(email: string) {
  await userEvent.type(await screen.findByLabelText('Name'), 'Rockies Alpine Co.');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Phone number'), '4035550142');
}

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

  it('says at once that the email is taken, under the email only, and stays on the step', async () => {
    const asked = stubEmailCheck((email, response) =>
      email === 'taken@summit.test'
        ? response(422).json({ message: TAKEN, code: 'invalid_input', errors: { email: [TAKEN] } })
        : response(200).json({ available: true }),
    );
    const { router } = renderGuideApplication('/company-info');
    await fillCompanyInfo(' Taken@Summit.test ');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(TAKEN);
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company-info');
    expect(asked).toEqual(['taken@summit.test']);
    expect(storedDraft()).toBeNull();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'free@summit.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Insurance, Certificate & Awards', level: 1 })).toBeVisible();
  });

  it('stays on the step with the reason when the check cannot be made', async () => {
    stubEmailCheck((_email, response) =>
      response(429).json({ message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
    );
    const { router } = renderGuideApplication('/company-info');
    await fillCompanyInfo('hello@summit.test');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(router.state.location.pathname).toBe('/company-info');
  });

  it('remembers whether the guide applies as a company', async () => {
    stubEmailCheck();
    renderGuideApplication('/company-info');
    await fillCompanyInfo('hello@rockies.test');
    const company = screen.getByRole('checkbox', { name: 'I am applying for a company, not as an individual guide' });
    expect(company).not.toBeChecked();
    await userEvent.click(company);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Insurance, Certificate & Awards', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({ name: 'Rockies Alpine Co.', is_company: true });
  });

  it('saves the step to the draft, moves on, and pre-fills the step on return', async () => {
    stubEmailCheck();
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
