import { accountRows } from './accounts.rows.ts';
import { auditLogRows } from './audit-log.rows.ts';
import { bookingPaymentRows, bookingRequestRows } from './bookings.rows.ts';
import { chatRows } from './chat.rows.ts';
import { eventGuideRows, eventPublicReadRows } from './events.rows.ts';
import { guideApplicationRows } from './guide-applications.rows.ts';
import { healthAndDocsRows } from './health-and-docs.rows.ts';
import { journalRows } from './journal.rows.ts';
import { notificationRows } from './notifications.rows.ts';
import { paymentProviderRows } from './payment-provider.rows.ts';
import { payoutRows } from './payouts.rows.ts';
import type { RouteAccess } from './route-access.types.ts';
import { staffReadRows } from './staff-reads.rows.ts';
import { subAdminRows } from './sub-admins.rows.ts';
import { subscriptionRows } from './subscriptions.rows.ts';
import { trainingProgramRows } from './training-programs.rows.ts';
import { trainingRows } from './trainings.rows.ts';
import { uploadRows } from './uploads.rows.ts';
import { webAppRows } from './web-app.rows.ts';

/**
 * Who may call what: every route the server registers, with the answer each kind of caller must get
 * when it sends a valid request, gathered from one rows file per feature area. `route-access.test.ts`
 * calls every cell and checks that no route exists without a row here, so a new route cannot ship
 * without an access decision. The order is the order the matrix walks them in.
 */
export const ROUTE_ACCESS: RouteAccess[] = [
  ...healthAndDocsRows,
  ...webAppRows,
  ...accountRows,
  ...uploadRows,
  ...trainingRows,
  ...guideApplicationRows,
  ...staffReadRows,
  ...subAdminRows,
  ...eventPublicReadRows,
  ...eventGuideRows,
  ...bookingRequestRows,
  ...payoutRows,
  ...bookingPaymentRows,
  ...chatRows,
  ...paymentProviderRows,
  ...notificationRows,
  ...trainingProgramRows,
  ...journalRows,
  ...auditLogRows,
  ...subscriptionRows,
];
