/** The largest value of a PostgreSQL `integer` (serial) column: a larger id can name no row. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * The search screens' query parameter naming the course open over them (`/viewevents?event=N`): a reload,
 * a shared link or the return from SignIn opens the same course again.
 */
export const SELECTED_COURSE_PARAM = 'event';

/** The course an address names, or null: a positive whole number that fits the database's ids. */
export function selectedCourseFrom(params: URLSearchParams): number | null {
  const raw = params.get(SELECTED_COURSE_PARAM);
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_DATABASE_ID ? id : null;
}
