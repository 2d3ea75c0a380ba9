import type { AuthUser } from '@cordee/shared/auth.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { buildRoutes } from '../router.tsx';

type Answer = (url: string, init?: RequestInit) => Response | undefined;

/** Signs `user` in and answers GET /api/user with them; `answer` handles the other calls. */
function renderShellAs(user: AuthUser, answer: Answer = () => undefined) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
  const fetchMock = vi.fn(
    async (url: string, init?: RequestInit) =>
      answer(url, init) ??
      (url === '/api/user'
        ? jsonResponse(200, makeBootstrap({ user }))
        : jsonResponse(404, { message: 'Not found', code: 'not_found' })),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(buildRoutes(), '/');
  return fetchMock;
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
    const fetchMock = renderShellAs(superAdmin, (url) => {
      // The refresh after the save reads what the server now holds.
      if (url === '/api/user') return jsonResponse(200, makeBootstrap({ user: current }));
      if (url !== '/api/auth-user/1') return undefined;
      attempt += 1;
      if (attempt === 1) {
        return jsonResponse(422, {
          message: 'Please provide a valid phone number',
          errors: { phone_number: ['Please provide a valid phone number'] },
        });
      }
      current = saved;
      return jsonResponse(200, { message: 'Your profile has been updated.', user: saved });
    });
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
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth-user/1')).toHaveLength(2);
  });

  it('opens the profile_edit modal for other roles, and gives focus back to the Profile button', async () => {
    const climber = makeUser({ id: 5, role: 'climber', name: 'Chloe Wong', email_verified: true });
    let current = climber;
    renderShellAs(climber, (url) => {
      if (url === '/api/user') return jsonResponse(200, makeBootstrap({ user: current }));
      if (url !== '/api/auth-user/5') return undefined;
      current = { ...climber, name: 'Chloe Lee' };
      return jsonResponse(200, { message: 'Your profile has been updated.', user: current });
    });
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
    const fetchMock = renderShellAs(climber, (url) =>
      url === '/api/resend-verification-email'
        ? jsonResponse(200, { message: 'We have sent you a new verification link.' })
        : undefined,
    );
    const panel = await openProfile();

    expect(await within(panel).findByText(/Your email address is not verified yet/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new verification link.');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/resend-verification-email');
    expect(call?.[1]?.method).toBe('POST');
  });

  it('shows no notice once the email is verified', async () => {
    renderShellAs(makeUser({ email_verified: true }));
    const panel = await openProfile();
    expect(within(panel).queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });
});
