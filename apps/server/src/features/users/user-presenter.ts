import { isStaffRole } from '@cordee/shared/access-policy';
import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { UserSummary } from '@cordee/shared/bootstrap.contracts';
import { ADMIN_PERMISSIONS } from '@cordee/shared/roles';
import type { UserRow } from './users.tables.ts';

/** The current user as the API shows it: an explicit allowlist, never the password hash. */
export function presentAuthUser(row: UserRow): AuthUser {
  const isSuper = row.role === 'super_admin';
  const isAdmin = row.role === 'admin';
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    name: row.name,
    phone_number: row.phoneNumber,
    profile_picture: row.profilePicture,
    color: row.color,
    dob: row.dob,
    gender: row.gender,
    otherGender: row.otherGender,
    skills: row.skills,
    activities: row.activities,
    type_yours: row.typeYours,
    bio: row.bio,
    new_skills: row.newSkills,
    newsletter: row.newsletter,
    email_verified: row.emailVerifiedAt !== null,
    signed_up: row.signedUpAt !== null,
    is_approved: row.isApproved,
    company_email: row.companyEmail,
    is_company: row.isCompany,
    guides_link: row.guidesLink,
    stripe_account_id: row.stripeAccountId,
    details_submitted: row.detailsSubmitted,
    payouts_enabled: row.payoutsEnabled,
    charges_enabled: row.chargesEnabled,
    created_at: row.createdAt.toISOString(),
    super_admin: isSuper,
    admin: isAdmin,
    guide: row.role === 'guide',
    climber: row.role === 'climber',
    is_super: isSuper,
    is_admin: isStaffRole(row.role),
    permissions: isAdmin
      ? ADMIN_PERMISSIONS.map((p) => ({ id: p.id, name: p.name, abbr: p.abbr, status: row.permissions.includes(p.id) }))
      : [],
  };
}

export function presentUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profile_picture: row.profilePicture,
    color: row.color,
    is_approved: row.isApproved,
    created_at: row.createdAt.toISOString(),
  };
}
