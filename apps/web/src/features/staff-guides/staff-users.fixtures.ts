import type {
  ClimberView,
  GuideApplicationView,
  StaffUserList,
  StaffUserRow,
} from '@cordee/shared/staff-users.contracts';

export function makeStaffUserRow(overrides: Partial<StaffUserRow> = {}): StaffUserRow {
  return {
    id: 7,
    name: 'Nadia Pelletier',
    email: 'nadia@example.test',
    phone_number: '604 555 0199',
    role: 'guide',
    profile_picture: null,
    color: '#0f766e',
    is_approved: false,
    email_verified: true,
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeStaffUserList(rows: StaffUserRow[], overrides: Partial<StaffUserList> = {}): StaffUserList {
  return { data: rows, page: 1, per_page: 20, total: rows.length, ...overrides };
}

export function makeGuideView(overrides: Partial<GuideApplicationView> = {}): GuideApplicationView {
  return {
    ...makeStaffUserRow(),
    role: 'guide',
    is_company: true,
    company_email: 'office@coast-alpine.test',
    country: 'Canada',
    guides_link: 'https://coast-alpine.test',
    customer_reviews: 'https://reviews.example.test/coast-alpine',
    guide_awards: ['ACMG Alpine Guide'],
    guide_experience: [{ name: 'Rock Climbing', alias: null, value: 8, description: 'Multi-pitch trad on the Chief.' }],
    referees: [{ name: 'Marc Giroux', email: 'marc@example.test', phone: '604 555 0123' }],
    documents: {
      insurance: [{ url: '/uploads/0123456789abcdef0123456789abcdef.pdf', name: 'insurance.pdf' }],
      certificate: [],
      license: [],
    },
    payout_account: { connected: false, details_submitted: false, payouts_enabled: false, charges_enabled: false },
    activity: { events: 0, bookings: 0, paid_bookings: 0, paid_cents: 0 },
    ...overrides,
  };
}

export function makeClimberView(overrides: Partial<ClimberView> = {}): ClimberView {
  return {
    ...makeStaffUserRow({ id: 30, name: 'Léa Fortin', email: 'lea@example.test', role: 'climber', is_approved: true }),
    role: 'climber',
    bio: 'Weekend boulderer.',
    skills: ['Bouldering'],
    new_skills: ['Ice Climbing'],
    activity: { events: 0, bookings: 3, paid_bookings: 2, paid_cents: 51050 },
    ...overrides,
  };
}
