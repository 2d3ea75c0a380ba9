// Every feature's tables, for drizzle-kit and the typed client. Add a feature's tables here when it lands.
export { sessions } from '../features/auth/auth.tables.ts';
export { rateLimitCounters } from '../features/rate-limit/rate-limit.tables.ts';
export { users } from '../features/users/users.tables.ts';
