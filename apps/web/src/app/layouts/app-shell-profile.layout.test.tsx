import type { AuthUser } from '@cordee/shared/auth.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { addressOf, api, apiServer, recordRequests } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { answerTheShellAtRest } from '../../test/shell-api.ts';
import { buildRoutes } from '../router.tsx';

/** Signs `user` in and answers GET /api/user with them, the shell's other calls as at rest, and Home. */
function renderShellAs(user: AuthUser, current: () => AuthUser = () => user) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
  answerTheShellAtRest();
  apiServer.use(
    // The refresh after a save reads what the server now holds.
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: current() }))),
    api.get('/api/home', ({ response }) =>
      response(200).json({
        stats: [],
        events: { kind: 'none', items: [] },
        today: { events: [], has_more: false, people: { kind: 'guides', shown: [], total: 0 }, week: null },
      }),
    ),
  );
  const requests = recordRequests();
  renderRoutes(buildRoutes(), '/');
  return requests;
}

async function openProfile() {
  await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
  return findOpenModal('Profile');
}

describe('the profile panel', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('lets the super admin edit inline, with field errors, then shows the saved profile', async () => {
    const superAdmin = makeUser({ id: 1, role: 'super_admin', name: 'Sophie Tremblay', email_verified: true });
    const saved = { ...superAdmin, name: 'Sophie Roy' };
    let attempt = 0;
    let current = superAdmin;
    apiServer.use(
      api.put('/api/auth-user/{id}', ({ response }) => {
        attempt += 1;
        if (attempt === 1) {
          return response(422).json({
            message: 'Please provide a valid phone number',
            code: 'invalid_input',
            errors: { phone_number: ['Please provide a valid phone number'] },
          });
        }
        current = saved;
        return response(200).json({ message: 'Your profile has been updated.', code: 'profile_updated', user: saved });
      }),
    );
    const requests = renderShellAs(superAdmin, () => current);
    const panel = await openProfile();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit profile' }));

    expect(within(panel).getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
    await userEvent.clear(within(panel).getByLabelText('Name'));
    await userEvent.type(within(panel).getByLabelText('Name'), 'Sophie Roy');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    // Each message shows once: under its field, not again in a red box.
    await waitFor(() => expect(within(panel).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Phone number')).toHaveAccessibleDescription(
      '+1 Please provide a valid phone number',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been updated.');
    expect(await within(panel).findByRole('heading', { name: 'Sophie Roy' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Sophie')).toBeInTheDocument();
    expect(requests.filter((request) => addressOf(request) === '/api/auth-user/1')).toHaveLength(2);
  });

  it('opens the profile_edit modal for other roles, and gives focus back to the Profile button', async () => {
    const climber = makeUser({ id: 5, role: 'climber', name: 'Chloe Wong', email_verified: true });
    let current = climber;
    apiServer.use(
      api.put('/api/auth-user/{id}', ({ response }) => {
        current = { ...climber, name: 'Chloe Lee' };
        return response(200).json({
          message: 'Your profile has been updated.',
          code: 'profile_updated',
          user: current,
        });
      }),
    );
    renderShellAs(climber, () => current);
    const panel = await openProfile();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Edit profile' }));

    const modal = await findOpenModal('Edit profile');
    expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument();
    expect(modal).toContainElement(document.activeElement as HTMLElement);
    expect(within(modal).getByLabelText('Name')).toHaveValue('Chloe Wong');
    await userEvent.clear(within(modal).getByLabelText('Name'));
    await userEvent.type(within(modal).getByLabelText('Name'), 'Chloe Lee');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been updated.');
    expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Hello, Chloe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });

  it('offers to resend the verification email while the email is unverified', async () => {
    const climber = makeUser({ id: 5, role: 'climber', email_verified: false });
    apiServer.use(
      api.post('/api/resend-verification-email', ({ response }) =>
        response(200).json({ message: 'We have sent you a new verification link.', code: 'verification_link_sent' }),
      ),
    );
    const requests = renderShellAs(climber);
    const panel = await openProfile();

    expect(await within(panel).findByText(/Your email address is not verified yet/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification link.');
    const call = requests.find((request) => addressOf(request) === '/api/resend-verification-email');
    expect(call?.method).toBe('POST');
  });

  it('shows no notice once the email is verified', async () => {
    renderShellAs(makeUser({ email_verified: true }));
    const panel = await openProfile();
    expect(within(panel).queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});
