import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { GuideSignUpForm } from './guide-sign-up-form.component.tsx';

const EMAIL = 'guide.new@example.test';
const PASSWORD = 'granite-and-ice-2025';

function fillAndSubmit(password = PASSWORD, confirmation = PASSWORD) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** Lets promises settle and moves the fake clock on, inside act so React renders what changed. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const progressValue = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('GuideSignUpForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prefills the invited email and locks it: the login is for the invited address only', () => {
    renderScreen(<GuideSignUpForm token="invite-token" email={EMAIL} />, '/guide-signup/invite-token');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('The address your invitation was sent to; your login uses it.');
  });

  it('leaves the email open when the link carries none, rather than leave the guide stuck', () => {
    renderScreen(<GuideSignUpForm token="invite-token" email="" />, '/guide-signup/invite-token');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  it('creates the login, then fills the "Signing in..." bar at +1 every 20 ms up to 180, then 200, then goes Home', async () => {
    let answerSignIn: () => void = () => {};
    const signInAnswered = new Promise<void>((resolve) => (answerSignIn = resolve));
    apiServer.use(
      api.post('/api/create-guide-login', ({ response }) =>
        response(200).json({ message: 'Your login has been created.', code: 'guide_login_created' }),
      ),
      api.post('/api/sign-in', async ({ response }) => {
        await signInAnswered;
        return response(200).json({ token: 'guide-session', user: makeUser({ role: 'guide', name: 'Nell Guide' }) });
      }),
    );
    const requests = recordRequests();
    renderScreen(<GuideSignUpForm token="invite-token" email={EMAIL} />, '/guide-signup/invite-token', ['/']);

    fillAndSubmit();
    await advance(0);

    expect(await bodyOf(requests[0])).toEqual({
      token: 'invite-token',
      email: EMAIL,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(addressOf(requests[1])).toBe('/api/sign-in');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...');
    expect(progressValue()).toBe(0);

    await advance(200);
    expect(progressValue()).toBe(10);
    await advance(3400);
    expect(progressValue()).toBe(180);
    // It waits at 180 for as long as the sign-in takes.
    await advance(2000);
    expect(progressValue()).toBe(180);

    answerSignIn();
    await advance(0);
    expect(progressValue()).toBe(200);
    expect(localStorage.getItem('token')).toBe('guide-session');
    await advance(199);
    expect(screen.queryByText('Arrived at /')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Arrived at /')).toBeInTheDocument();
  });

  it('shows an invalid or expired invitation in the red box', async () => {
    apiServer.use(
      api.post('/api/create-guide-login', ({ response }) =>
        response(422).json({
          message: 'This invitation link is invalid or has expired. Please contact us for a new one.',
          code: 'invalid_input',
          errors: { token: ['This invitation link is invalid or has expired. Please contact us for a new one.'] },
        }),
      ),
    );
    renderScreen(<GuideSignUpForm token="used-token" email={EMAIL} />, '/guide-signup/used-token');

    fillAndSubmit();
    await advance(0);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation link is invalid or has expired. Please contact us for a new one.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows a field error under its input', async () => {
    apiServer.use(
      api.post('/api/create-guide-login', ({ response }) =>
        response(422).json({
          message: 'This email does not match the invitation.',
          code: 'invalid_input',
          errors: { email: ['This email does not match the invitation.'] },
        }),
      ),
    );
    renderScreen(<GuideSignUpForm token="invite-token" email="someone.else@example.test" />, '/guide-signup/x');

    fillAndSubmit();
    await advance(0);

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/This email does not match the invitation\./);
    expect(screen.getAllByText('This email does not match the invitation.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the passwords before calling the server', async () => {
    const requests = recordRequests();
    renderScreen(<GuideSignUpForm token="invite-token" email={EMAIL} />, '/guide-signup/invite-token');

    fillAndSubmit('short', 'different');
    await advance(0);

    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
