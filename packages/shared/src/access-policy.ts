import type { AdminPermissionId, Role } from './roles.ts';

/**
 * What the access rules need to know about an account. The server's user row fits as it is; the web
 * passes `{ role, isApproved: user.is_approved }` (it never sees disabled accounts: their sessions end).
 */
export type AccessSubject = {
  role: Role;
  isApproved: boolean;
  disabledAt?: Date | string | null;
};

const isDisabled = (user: AccessSubject): boolean => Boolean(user.disabledAt);

/** Admins and the super admin: accounts that act on other people's data. */
export function isStaffRole(role: Role): boolean {
  return role === 'admin' || role === 'super_admin';
}

/**
 * A guide whose application was approved, with an account that still works. A guide applicant is
 * stored with the guide role from the day they apply, so the role alone never grants guide features.
 */
export function isActiveGuide(user: AccessSubject): boolean {
  return user.role === 'guide' && user.isApproved && !isDisabled(user);
}

/** Publishing events, payouts, the Calendar and My Courses: only for an active guide. */
export function canUseGuideFeatures(user: AccessSubject): boolean {
  return isActiveGuide(user);
}

/**
 * Whether an account may be given a new session. A guide applicant under review gets none by any path
 * (password, Google, reset): approval and the invitation link come first.
 */
export function mayHoldSession(user: AccessSubject): boolean {
  if (isDisabled(user)) return false;
  return user.role !== 'guide' || user.isApproved;
}

/**
 * Whether a federated identity (sign in with Google) may lead to this account, by an existing link or
 * a new one. Staff accounts are reached only with their own password: an identity provider's word on
 * an email address must never open an account that administers others.
 */
export function mayUseFederatedSignIn(user: AccessSubject): boolean {
  return mayHoldSession(user) && !isStaffRole(user.role);
}

/** The super admin, or an admin whose permission flag for the feature is on. */
export function hasAdminPermission(
  user: { role: Role; permissions: readonly string[] },
  permission: AdminPermissionId,
): boolean {
  return user.role === 'super_admin' || (user.role === 'admin' && user.permissions.includes(permission));
}

/** Who is asking, as the permission rules read it: the server's user row and the web's user both fit. */
export type StaffSubject = { role: Role; permissions: readonly string[] };

/**
 * The permission flag that opens the management of accounts of a role to an admin. Sub admins
 * themselves are managed by the super admin only (no flag opens them), and nobody manages a super admin.
 */
const MANAGING_FLAG = { guide: 'guides', climber: 'climbers' } as const satisfies Partial<
  Record<Role, AdminPermissionId>
>;

/** Listing, reviewing, approving or deleting accounts of `targetRole` (Guides, Climbers, Sub Admins). */
export function mayManageAccountsOf(user: StaffSubject, targetRole: Role): boolean {
  if (targetRole === 'super_admin') return false;
  if (targetRole === 'admin') return user.role === 'super_admin';
  return hasAdminPermission(user, MANAGING_FLAG[targetRole]);
}

/** Managing sub admins (add, edit, password, permissions, delete) stays with the super admin. */
export function mayManageSubAdmins(user: StaffSubject): boolean {
  return user.role === 'super_admin';
}

/** The audit log of staff actions is read by the super admin only: it records what sub admins did. */
export function mayReadAuditLog(user: StaffSubject): boolean {
  return user.role === 'super_admin';
}

/** Platform statistics: the super admin, or an admin holding the Statistics flag. */
export function mayReadStatistics(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'statistics');
}

/**
 * The platform figures of a staff Home, each opened by the screen that shows it: registered guides by
 * Guides, climbers by Climbers, courses and current bookings by All Courses; Statistics shows all four
 * counts on its own screen, so it opens them too. The super admin sees all. Other roles' cards are about
 * their own bookings and trips, and always shown.
 */
export function mayReadHomeStat(user: StaffSubject, key: string): boolean {
  if (!isStaffRole(user.role) || mayReadStatistics(user)) return true;
  switch (key) {
    case 'registered_guides':
      return mayManageAccountsOf(user, 'guide');
    case 'total_climbers':
      return mayManageAccountsOf(user, 'climber');
    case 'total_events':
    case 'current_bookings':
      return maySeeEveryEvent(user);
    default:
      return true;
  }
}

/**
 * The registered guides' names and faces on Home. Climbers see them (they book guides, whose names are
 * on every course); staff see them with the Guides flag, as on the Guides screen. Guides see their own
 * booked climbers instead.
 */
export function maySeeRegisteredGuides(user: StaffSubject): boolean {
  return !isStaffRole(user.role) || mayManageAccountsOf(user, 'guide');
}

/**
 * Chatting as staff: messaging any user first, and the Chats tabs Recent / Guides / Climbers. The super
 * admin, or an admin holding the Chats flag. Everyone else writes to a counterpart they share a booking
 * with (a climber may also ask a course's guide before booking) and answers whoever wrote to them.
 */
export function mayChatAsStaff(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'chats_admin');
}

/**
 * Whether the caller may edit or delete any event at all: an active guide (its own), the super admin or an
 * admin holding the All Courses flag (every one). Route guards ask this before reading the request; the
 * use case then asks `mayChangeEvent` of the one event.
 */
export function mayChangeEvents(user: StaffSubject & AccessSubject): boolean {
  if (user.role === 'guide') return isActiveGuide(user);
  return maySeeEveryEvent(user);
}

/**
 * All Courses and every booking: the super admin, or an admin holding the All Courses flag. A guide sees
 * only its own events and their bookings.
 */
export function maySeeEveryEvent(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'events');
}

/**
 * Editing or deleting an event: its own guide (approved, as every guide feature), the super admin, or an
 * admin holding the All Courses flag.
 */
export function mayChangeEvent(
  user: StaffSubject & AccessSubject & { id: number },
  event: { guideId: number },
): boolean {
  if (user.role === 'guide') return isActiveGuide(user) && event.guideId === user.id;
  return maySeeEveryEvent(user);
}

/**
 * A payout account's pages (provider dashboard, its state at the provider): the guide it belongs to, or
 * the super admin. No permission flag opens someone else's money to an admin.
 */
export function mayOpenPayoutAccount(
  user: AccessSubject & { stripeAccountId?: string | null },
  accountId: string,
): boolean {
  if (user.role === 'guide') return isActiveGuide(user) && user.stripeAccountId === accountId;
  return user.role === 'super_admin';
}

/** Trainings (videos): adding, editing and deleting them, and uploading their videos. */
export function mayManageTrainings(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'trainings');
}

/**
 * Training Pages Management (list, create, edit, delete programs, and preview unpublished ones): the super
 * admin, or an admin holding the Training Programs flag. The spec's "admins manage training pages" is read
 * as the admin role being able to hold this screen, like every other staff screen, by its flag (decision
 * 0041): a flag shown on the Sub Admins screen that opened nothing would let an admin trusted with
 * Statistics alone make a paid program free or delete it.
 */
export function mayManageTrainingPages(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'training_pages');
}

/** Training Plans (create, edit, delete plans): the super admin, or an admin holding the Training Plans flag. */
export function mayManagePlans(user: StaffSubject): boolean {
  return hasAdminPermission(user, 'plans');
}

/**
 * Subscribing to a paid plan: climbers and approved guides. Staff open all training content without
 * one, so a subscription would only charge them for nothing.
 */
export function maySubscribe(user: AccessSubject): boolean {
  return user.role === 'climber' || isActiveGuide(user);
}

/** The Guides screen: `mayManageAccountsOf(user, 'guide')` as a one-argument rule a route can name. */
export const mayManageGuides = (user: StaffSubject): boolean => mayManageAccountsOf(user, 'guide');

/** The Climbers screen: `mayManageAccountsOf(user, 'climber')` as a one-argument rule a route can name. */
export const mayManageClimbers = (user: StaffSubject): boolean => mayManageAccountsOf(user, 'climber');

/** A climber's own screens (their courses, journal, training videos), as the server's `requireRole('climber')`. */
export function isClimber(user: { role: Role }): boolean {
  return user.role === 'climber';
}
