import { PASSWORD, PUBLIC, SUPER_ADMIN_ONLY, withPermission } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Guide application and review. */
export const guideApplicationRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/register-guide',
    rule: 'Anybody may apply to be a guide; the application is stored unapproved.',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/register-guide',
      payload: {
        name: 'Matrix Mountain Co.',
        email: `matrix-applicant-${world.unique()}@example.test`,
        phone_number: '403 555 0142',
        country: 'CA',
        guide_experience: [{ name: 'Rock Climbing', value: 8, description: 'Multi-pitch in the Bow Valley' }],
        referees: [{ name: 'Ada Referee', email: 'ada@example.test', phone: '403 555 0100' }],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/check-guide-email',
    rule: 'Anybody starting a guide application may ask whether its email is free (as applying would tell).',
    access: PUBLIC,
    request: (_caller, world) => ({
      url: '/api/check-guide-email',
      payload: { email: `matrix-applicant-${world.unique()}@example.test` },
    }),
  },
  {
    method: 'PUT',
    url: '/api/accept-guide/:id',
    rule: 'Guide review: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/accept-guide/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/decline-guide/:id',
    rule: 'Guide review: the super admin, or an admin holding the Guides flag.',
    access: { ...SUPER_ADMIN_ONLY, admin: withPermission('guides') },
    request: async (_caller, world) => ({
      url: `/api/decline-guide/${(await world.newUser({ role: 'guide', isApproved: false, withoutPassword: true })).id}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/create-guide-login',
    rule: 'Public: the invitation link emailed on approval is the credential.',
    access: PUBLIC,
    request: async (_caller, world) => {
      const guide = await world.newUser({ role: 'guide', isApproved: true, withoutPassword: true });
      return {
        url: '/api/create-guide-login',
        payload: {
          token: await world.oneTimeToken(guide.id, 'guide_invitation'),
          email: guide.email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/get-this-guide/:id',
    rule: "An approved guide's public profile (never email or phone): visitors browse guides and their trips.",
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/api/get-this-guide/${world.guide.user.id}` }),
  },
];
