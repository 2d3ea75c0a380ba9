import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../components/ui/button.component.tsx';
import { FormAlert } from '../components/ui/form-alert.component.tsx';
import { EmailField, TextField } from '../components/ui/text-field.component.tsx';
import { ApiError } from './api-client.ts';
import { type ApiFormOptions, useApiForm } from './api-form.hook.ts';
import { i18n } from './i18n.ts';

const InviteSchema = z.object({
  email: z.string().trim().min(1, 'Please type in an email.'),
  name: z.string().trim().min(1, 'Please type in a name.'),
});
type InviteValues = z.input<typeof InviteSchema>;
type Invite = z.output<typeof InviteSchema>;

type Options = Partial<ApiFormOptions<InviteValues, Invite, { message: string }>>;

/** A small form as the app's forms are: a shared schema, a call, the red box, two inputs, a busy button. */
function InviteForm(options: Options) {
  const { form, onSubmit, systemMessage, submitting } = useApiForm<InviteValues, Invite, { message: string }>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: '', name: '' },
    submit: async () => ({ message: 'Invited.' }),
    ...options,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={systemMessage} />
      <EmailField label="Email" error={errors.email?.message} {...register('email')} />
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <Button type="submit" busy={submitting}>
        {submitting ? 'Please wait...' : 'Invite'}
      </Button>
    </form>
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Email'), ' ada@example.test ');
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
}

describe('useApiForm', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('sends the checked values and hands the answer to onSuccess, busy until both are done', async () => {
    let answer: (value: { message: string }) => void = () => {};
    const submit = vi.fn(() => new Promise<{ message: string }>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    render(<InviteForm submit={submit} onSuccess={onSuccess} />);

    await fillAndSubmit();

    // The schema's output is sent: the email trimmed.
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ email: 'ada@example.test', name: 'Ada' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    answer({ message: 'Invited.' });
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ message: 'Invited.' }, { email: 'ada@example.test', name: 'Ada' }),
    );
    expect(await screen.findByRole('button', { name: 'Invite' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a 422’s field messages under their inputs, once each, worded by their codes', async () => {
    i18n.addResource('fr', 'errors', 'email_taken', 'Cette adresse est déjà prise.');
    await i18n.changeLanguage('fr');
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.'],
          name: ['Please type in a shorter name.', 'A second message nobody sees.'],
        },
        fieldCodes: { email: [{ code: 'email_taken' }] },
      });
    });
    render(<InviteForm submit={submit} />);

    await fillAndSubmit();

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Cette adresse est déjà prise.');
    // The first message of a field without codes, in the server's words.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please type in a shorter name.');
    expect(screen.queryByText('A second message nobody sees.')).not.toBeInTheDocument();
    // Shown under its input, so not repeated in the red box.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('Cette adresse est déjà prise.')).toHaveLength(1);
  });

  it('keeps for the red box a field the form has no input for', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { name: ['Please type in a shorter name.'], team_id: ['This team no longer exists.'] },
      });
    });
    render(<InviteForm submit={submit} />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('This team no longer exists.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please type in a shorter name.');
  });

  it('shows a refusal about no field in the red box, worded by its code', async () => {
    i18n.addResource('fr', 'errors', 'too_many_requests', 'Trop de tentatives. Veuillez réessayer plus tard.');
    await i18n.changeLanguage('fr');
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 429,
        message: 'Too many attempts. Please try again later.',
        code: 'too_many_requests',
      });
    });
    render(<InviteForm submit={submit} />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez réessayer plus tard.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('says something went wrong for a failure that is not the API’s', async () => {
    render(<InviteForm submit={vi.fn(async () => Promise.reject(new TypeError('boom')))} />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('maps a server field to the input it comes from, and lets the screen reword the box', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { invitee_email: ['This email cannot be invited.'] },
      });
    });
    const onFailure = vi.fn(({ message }: { message: string | null }) => message ?? 'Check the marked fields.');
    render(<InviteForm submit={submit} serverFields={{ invitee_email: 'email' }} onFailure={onFailure} />);

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the marked fields.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email cannot be invited.');
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: null }));
  });

  it('checks the form first: no call, focus on the first invalid input, and the old red box gone', async () => {
    const submit = vi.fn(async () => {
      throw new ApiError({ status: 429, message: 'Too many attempts. Please try again later.' });
    });
    render(<InviteForm submit={submit} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please type in an email.'));
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('sends once when submitted twice before the busy button has re-rendered', async () => {
    const submit = vi.fn(() => new Promise<{ message: string }>(() => {}));
    render(<InviteForm submit={submit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');

    const form = screen.getByRole('button', { name: 'Invite' }).closest('form') as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
