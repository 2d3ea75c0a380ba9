/**
 * My Courses (MyEvents, spec 2 §2.1) on its registered tab: where a climber follows a paid booking.
 * The screen belongs to the My Courses feature; the path is the route table's MyEvents path.
 */
export const MY_COURSES_PATH = '/my-events';
export const MY_COURSES_REGISTERED_PATH = `${MY_COURSES_PATH}?type=registered`;
