import { z } from 'zod';
import { EmailSchema } from './auth.contracts.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { PasswordSchema } from './password.contracts.ts';
import { ADMIN_PERMISSIONS, type AdminPermissionId } from './roles.ts';

const PERMISSION_IDS = ADMIN_PERMISSIONS.map((p) => p.id) as [AdminPermissionId, ...AdminPermissionId[]];

export const PermissionFlagSchema = z.object({
  id: z.string(),
  name: z.string(),
  abbr: z.string(),
  status: z.boolean(),
});

/** A sub admin as the Sub Admins screen shows it. */
export const SubAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  color: z.string(),
  permissions: z.array(PermissionFlagSchema),
  created_at: z.string(),
});
export type SubAdmin = z.infer<typeof SubAdminSchema>;

export const SubAdminListSchema = z.object({
  data: z.array(SubAdminSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

const nameField = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, { error: 'name_required' })
  .max(120, { error: 'name_too_long' });

const permissionsField = z
  .array(z.enum(PERMISSION_IDS, { error: 'permission_unknown' }), { error: 'permissions_not_a_list' })
  .max(PERMISSION_IDS.length)
  .transform((ids) => [...new Set(ids)]);

/** add_admin modal. */
export const CreateSubAdminSchema = z.object({
  name: nameField,
  email: EmailSchema,
  password: PasswordSchema,
  permissions: permissionsField.default([]),
});
export type CreateSubAdmin = z.input<typeof CreateSubAdminSchema>;

/** Edit info. */
export const UpdateSubAdminSchema = z.object({ name: nameField, email: EmailSchema });
export type UpdateSubAdmin = z.input<typeof UpdateSubAdminSchema>;

/** admin_password modal: the super admin sets a new password; the sub admin's sessions end. */
export const ResetSubAdminPasswordSchema = z
  .object({
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'password_confirmation_required' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_mismatch',
  });
export type ResetSubAdminPassword = z.input<typeof ResetSubAdminPasswordSchema>;

export const UpdateSubAdminPermissionsSchema = z.object({ permissions: permissionsField });
export type UpdateSubAdminPermissions = z.input<typeof UpdateSubAdminPermissionsSchema>;

export const SubAdminResponseSchema = z.object({ ...NOTICE_FIELDS, admin: SubAdminSchema });

/** DELETE /api/delete-user/{id}: the list to update is chosen by `type`. */
export const DeleteUserResponseSchema = z.object({
  ...NOTICE_FIELDS,
  id: z.number().int(),
  type: z.enum(['admin', 'guide', 'climber']),
});
