import {
  allowed,
  answers,
  everyone,
  forbidden,
  NEW_PASSWORD,
  NOBODY,
  PASSWORD,
  PUBLIC,
  REDIRECT,
  SIGNED_IN,
} from './route-access.rules.ts';
import type { MatrixCaller, MatrixWorld, RouteAccess } from './route-access.types.ts';

/** Its own account, but for the other guide, which asks about the approved guide's. */
const selfId = (caller: MatrixCaller, world: MatrixWorld) =>
  caller.user && caller.kind !== 'otherGuide' ? caller.user.id : world.guide.user.id;

/** Accounts: registration, sign-in, passwords, email verification, the session user, Google sign-in. */
export const accountRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/register-climber',
    rule: 'Sign-up is open to climbers; being signed in already changes nothing on the server.',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/register-climber',
      payload: {
        email: `matrix-climber-${world.unique()}@example.test`,
        name: 'Matrix Climber',
        phone_number: '604 555 0199',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        newsletter: false,
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/sign-in',
    rule: 'Sign-in: public.',
    access: PUBLIC,
    request: (_caller, world) => ({ url: '/api/sign-in', payload: world.signIn }),
  },
  {
    method: 'DELETE',
    url: '/api/logout',
    rule: 'Every signed-in role logs out (its own session).',
    access: SIGNED_IN,
    freshCaller: true,
    request: () => ({ url: '/api/logout' }),
  },
  {
    method: 'POST',
    url: '/api/update-password',
    rule: 'Every signed-in role changes its own password from the settings dropdown.',
    access: {
      ...SIGNED_IN,
      pendingGuide: answers(422, 'an applicant has no password yet, so no current password can match'),
    },
    freshCaller: true,
    request: (_caller, world) => ({
      url: '/api/update-password',
      payload: { current_password: world.callerPassword, new_password: NEW_PASSWORD },
    }),
  },
  {
    method: 'POST',
    url: '/api/forgot-password',
    rule: 'Public (the same answer for known and unknown emails).',
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: '/api/forgot-password',
      payload: { email: (await world.newUser({ role: 'climber' })).email },
    }),
  },
  {
    method: 'POST',
    url: '/api/reset-password',
    rule: 'Public: the emailed link is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const user = await world.newUser({ role: 'climber' });
      return {
        url: '/api/reset-password',
        payload: {
          token: await world.oneTimeToken(user.id, 'password_reset'),
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/verify-account-email',
    rule: 'Public: the emailed link is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const user = await world.newUser({ role: 'climber' });
      return {
        url: '/api/verify-account-email',
        payload: { token: await world.oneTimeToken(user.id, 'email_verification') },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/resend-verification-email',
    rule: 'Every signed-in role asks for a new link to verify its own email.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/resend-verification-email' }),
  },
  {
    method: 'POST',
    url: '/api/request-verification-email',
    rule: 'Public: a failed link asks for a new one by email (the same answer for every email).',
    access: PUBLIC,
    request: async (_caller, world) => ({
      url: '/api/request-verification-email',
      payload: { email: (await world.newUser({ role: 'climber' })).email },
    }),
  },
  {
    method: 'GET',
    url: '/api/realtime',
    rule:
      'Every signed-in role opens its own live stream (its notifications and chat messages); a visitor has ' +
      "none. The stream carries only the caller's own events, so no role is refused.",
    access: SIGNED_IN,
    request: () => ({ url: '/api/realtime' }),
  },
  {
    method: 'GET',
    url: '/api/user',
    rule: 'Every signed-in role loads itself and its role-shaped dashboard data.',
    access: SIGNED_IN,
    request: () => ({ url: '/api/user' }),
  },
  {
    method: 'GET',
    url: '/api/home',
    rule: 'Every signed-in role opens Home; the service shapes what it holds by role (own bookings, own runs, platform figures for staff).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/home' }),
  },
  {
    method: 'PUT',
    url: '/api/user/:id',
    rule: "The climber sign-up wizard is the climber's only; everybody edits only their own record.",
    access: { ...NOBODY, climber: allowed },
    request: (caller, world) => ({
      url: `/api/user/${selfId(caller, world)}`,
      payload: {
        dob: '1990-05-01',
        gender: 'female',
        skills: ['Top rope', 'Leading'],
        activities: [{ name: 'Rock Climbing', level: 60 }],
        bio: 'Weekend climber.',
        new_skills: ['Trad'],
      },
    }),
  },
  {
    method: 'PUT',
    url: '/api/auth-user/:id',
    rule: 'Every signed-in role edits its own name, email, phone and avatar.',
    access: { ...SIGNED_IN, otherGuide: forbidden },
    request: (caller, world) => ({
      url: `/api/auth-user/${selfId(caller, world)}`,
      payload: {
        name: caller.user?.name ?? 'Nobody',
        email: caller.user?.email ?? 'nobody@example.test',
        phone_number: caller.user?.phoneNumber ?? '604 555 0199',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/redirect',
    rule: 'Sign-in with Google starts by browser navigation: public.',
    access: everyone(REDIRECT(302, 'to the identity provider')),
    request: () => ({ url: '/api/auth/google/redirect' }),
  },
  {
    method: 'GET',
    url: '/api/auth/google/callback',
    rule: 'The identity provider sends the browser back here: public, the signed answer is the credential.',
    access: everyone(REDIRECT(302, 'to the Google landing screen with a session token')),
    request: async (_caller, world) => ({ url: await world.googleCallback() }),
  },
];
