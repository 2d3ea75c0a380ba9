import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_INFO, renderGuideApplication, storeDraft, storedDraft } from './guide-application.fixtures.tsx';
import { forgetSubmissionErrors, rememberSubmissionErrors } from './submission-errors.ts';

async function openExperienceStep() {
  storeDraft({ ...COMPANY_INFO, continued: ['company-info', 'documents', 'reviews'] });
  const result = renderGuideApplication('/guide-experience');
  await screen.findByRole('heading', { name: 'Experience', level: 1 });
  return result;
}

const category = (name: string) => screen.getByRole('group', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('Experience (step 4)', () => {
  it('lists the six categories, each opening years and a description when chosen', async () => {
    await openExperienceStep();
    for (const name of ['Ice Climbing', 'Rock Climbing', 'Mixed Climbing', 'Mountaineering', 'Hiking', 'Other']) {
      expect(within(category(name)).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(screen.queryByLabelText('Years of experience')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Rock Climbing' }));

    expect(within(category('Rock Climbing')).getByLabelText('Years of experience')).toBeVisible();
    expect(within(category('Rock Climbing')).getByLabelText('Description')).toBeVisible();
  });

  it('asks for the years of a chosen category', async () => {
    await openExperienceStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(continueButton());

    expect(await within(category('Hiking')).findByText('Enter number of years of experience')).toBeVisible();
  });

  it('refuses a negative number of years', async () => {
    await openExperienceStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.type(within(category('Hiking')).getByLabelText('Years of experience'), '-2');
    await userEvent.click(continueButton());

    expect(await within(category('Hiking')).findByText('The number of years must be at least 0.')).toBeVisible();
  });

  it('asks for the name of Other once it has years, and cuts the name at 18 characters', async () => {
    await openExperienceStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    const other = category('Other');
    await userEvent.type(within(other).getByLabelText('Years of experience'), '4');
    await userEvent.click(continueButton());

    expect(await within(other).findByText('This field is required.')).toBeVisible();

    await userEvent.type(within(other).getByLabelText('Name of the activity'), 'Canyoning and via ferrata');
    expect(within(other).getByLabelText('Name of the activity')).toHaveValue('Canyoning and via ');
  });

  it('saves the chosen categories to the draft and pre-fills them on return', async () => {
    const { router } = await openExperienceStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ice Climbing' }));
    await userEvent.type(within(category('Ice Climbing')).getByLabelText('Years of experience'), '7');
    await userEvent.type(
      within(category('Ice Climbing')).getByLabelText('Description'),
      'Waterfall ice in the Rockies',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await userEvent.type(within(category('Other')).getByLabelText('Name of the activity'), 'Canyoning');
    await userEvent.type(within(category('Other')).getByLabelText('Years of experience'), '0');
    await userEvent.type(within(category('Other')).getByLabelText('Description'), 'Gorges of the Jasper area');

    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'References', level: 1 })).toBeVisible();
    expect(storedDraft()).toMatchObject({
      guide_experience: [
        { name: 'Ice Climbing', alias: null, value: 7, description: 'Waterfall ice in the Rockies' },
        { name: 'Other', alias: 'Canyoning', value: 0, description: 'Gorges of the Jasper area' },
      ],
    });

    await act(() => router.navigate('/guide-experience'));
    expect(await screen.findByRole('checkbox', { name: 'Ice Climbing' })).toBeChecked();
    expect(within(category('Ice Climbing')).getByLabelText('Years of experience')).toHaveValue(7);
    expect(within(category('Other')).getByLabelText('Name of the activity')).toHaveValue('Canyoning');
    expect(screen.getByRole('checkbox', { name: 'Hiking' })).not.toBeChecked();
  });

  it('needs at least one category: Continue with none stays here and says so', async () => {
    const { router } = await openExperienceStep();
    await userEvent.click(continueButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one kind of trip you guide.');
    expect(screen.getByRole('group', { name: 'Kinds of trips' })).toHaveAccessibleDescription(
      'Choose at least one kind of trip you guide.',
    );
    expect(router.state.location.pathname).toBe('/guide-experience');
    expect(storedDraft()).toMatchObject({ guide_experience: [], continued: ['company-info', 'documents', 'reviews'] });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mountaineering' }));
    await userEvent.type(within(category('Mountaineering')).getByLabelText('Years of experience'), '10');
    await userEvent.type(within(category('Mountaineering')).getByLabelText('Description'), 'Glacier travel');
    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'References', level: 1 })).toBeVisible();
  });

  it('asks for the description of a chosen category', async () => {
    await openExperienceStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.type(within(category('Hiking')).getByLabelText('Years of experience'), '3');
    await userEvent.click(continueButton());

    expect(await within(category('Hiking')).findByText('The description field is required.')).toBeVisible();
    expect(within(category('Hiking')).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused submission without a category as the step-level message when the guide comes back', async () => {
    rememberSubmissionErrors([
      { step: 'experience', path: 'guide_experience', message: 'Choose at least one kind of trip you guide.' },
    ]);
    await openExperienceStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one kind of trip you guide.');
    forgetSubmissionErrors();
  });
});
