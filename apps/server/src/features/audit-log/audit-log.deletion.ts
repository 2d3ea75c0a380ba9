import type { UserDeletionHandler } from '../users/user-deletion.ts';
import { recordAuditEntry } from './audit-log.service.ts';

/** Every deletion is recorded, with the person's name and address as they were before it. */
export const auditLogOnUserDeleted: UserDeletionHandler = {
  recordDeletion: (tx, { user, requestedBy }) =>
    recordAuditEntry(tx, requestedBy, {
      action: 'user.deleted',
      target: { type: 'user', id: user.id, label: user.name, email: user.email },
      details: { role: user.role },
    }),
};
