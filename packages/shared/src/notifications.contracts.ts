import { z } from 'zod';
import { NotificationSchema } from './bootstrap.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';

/** GET /api/notifications: the signed-in user's notifications, newest first. */
export const NotificationListQuerySchema = PaginationQuerySchema.pick({ page: true, per_page: true }).extend({
  unread: z.enum(['1', '0'], { error: 'unread_flag_invalid' }).optional(),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListSchema = z.object({
  data: z.array(NotificationSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Unread notifications of the user in all (the bell's badge). */
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** POST /api/notifications/{id}/read and POST /api/notifications/read-all answer the new unread count. */
export const NotificationReadResultSchema = z.object({ unread: z.number().int() });
export type NotificationReadResult = z.infer<typeof NotificationReadResultSchema>;
