import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import type { PublicConfig } from '@cordee/shared/public-config.contracts';
import type { Role } from '@cordee/shared/roles';
import { FREE_SUBSCRIPTION } from '@cordee/shared/subscriptions.contracts';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  const role: Role = overrides.role ?? 'climber';
  return {
    id: 1,
    role,
    email: 'ada@example.test',
    name: 'Ada Lovelace',
    phone_number: '604 555 0101',
    profile_picture: null,
    color: '#7c3aed',
    dob: null,
    gender: null,
    otherGender: null,
    skills: [],
    activities: [],
    type_yours: null,
    bio: null,
    new_skills: [],
    newsletter: true,
    email_verified: false,
    signed_up: false,
    // As the server answers: a guide who can sign in was approved; other roles are never "approved".
    is_approved: role === 'guide',
    company_email: null,
    is_company: false,
    guides_link: null,
    stripe_account_id: null,
    details_submitted: false,
    payouts_enabled: false,
    charges_enabled: false,
    created_at: '2025-01-01T00:00:00.000Z',
    super_admin: role === 'super_admin',
    admin: role === 'admin',
    guide: role === 'guide',
    climber: role === 'climber',
    is_super: role === 'super_admin',
    is_admin: role === 'admin',
    permissions: [],
    ...overrides,
  };
}

export function makeBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    user: makeUser(),
    notifications: [],
    guides: [],
    climbers: [],
    events: [],
    bookings: [],
    admins: [],
    payouts: [],
    balance: [],
    account: {},
    messages: [],
    dairies: [],
    plans: [],
    trainings: [],
    subscription: FREE_SUBSCRIPTION,
    stats: [],
    realtime_cursor: 0,
    ...overrides,
  };
}

/** GET /api/public-config of a deployment with nothing optional configured. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    google_sign_in: false,
    marketing: { site: '', about: '', blog: '', faq: '', merchandise: '', community: '' },
    banner_url: '',
    support_email: 'support@cordee.test',
    payment_provider: 'sandbox',
    scheduling_url: null,
    map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    map_attribution: '&copy; OpenStreetMap contributors',
    ...overrides,
  };
}
