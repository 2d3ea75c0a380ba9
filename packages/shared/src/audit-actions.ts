/**
 * Every staff action the audit log records, and what it can be about. Zod-free, so the Audit Log screen
 * reads them without downloading the schemas (`audit-log.contracts.ts` builds its schemas from these).
 */
export const AUDIT_ACTIONS = [
  'guide.approved',
  'guide.declined',
  'user.deleted',
  'admin.created',
  'admin.updated',
  'admin.password_reset',
  'admin.permissions_changed',
  'event.deleted',
  'booking.refunded',
  'account.password_changed',
  'plan.created',
  'plan.updated',
  'plan.deleted',
  'training.created',
  'training.updated',
  'training.deleted',
  'training_program.created',
  'training_program.updated',
  'training_program.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `training` is a video of the Videos screen; `training_program` a page of Training Pages Management. */
export const AUDIT_TARGET_TYPES = ['user', 'event', 'booking', 'plan', 'training', 'training_program'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
