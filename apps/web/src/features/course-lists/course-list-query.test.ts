import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import {
  closeActionFor,
  closedCourseQuery,
  courseStatusOf,
  localToday,
  openCourseQuery,
  parseCourseListQuery,
  selectedCourseLink,
} from './course-list-query.ts';
import { makeCourse } from './course-lists.fixtures.ts';
import { canChangeCourse, isOwnCourse } from './course-permissions.ts';

const parse = (query: string) => parseCourseListQuery(new URLSearchParams(query));

describe('parseCourseListQuery', () => {
  it('reads the tab, the open course and its origin', () => {
    expect(parse('type=past&current=12&origin=Calendar&status=past')).toEqual({
      type: 'past',
      current: 12,
      origin: 'Calendar',
    });
  });

  it('falls back to the All tab and no panel for missing or broken values', () => {
    expect(parse('')).toEqual({ type: 'all', current: null, origin: null });
    expect(parse('type=deleted&current=abc&origin=')).toEqual({ type: 'all', current: null, origin: null });
    expect(parse('current=0').current).toBeNull();
    expect(parse('current=-3').current).toBeNull();
    expect(parse('current=1e3').current).toBeNull();
  });
});

describe('opening and closing a course', () => {
  it('adds current, origin and status, and the type only when it is not the default tab (spec 2 §2.4)', () => {
    expect(openCourseQuery({ eventId: 7, origin: 'UpcomingEvents', status: 'upcoming', type: 'all' }).toString()).toBe(
      'current=7&origin=UpcomingEvents&status=upcoming',
    );
    expect(openCourseQuery({ eventId: 7, origin: 'UpcomingEvents', status: 'past', type: 'past' }).toString()).toBe(
      'type=past&current=7&origin=UpcomingEvents&status=past',
    );
  });

  it('keeps the tab when the panel closes in place', () => {
    expect(closedCourseQuery('registered').toString()).toBe('type=registered');
    expect(closedCourseQuery('all').toString()).toBe('');
  });

  it('goes back in history only when another screen opened the course and there is a page to go back to', () => {
    expect(closeActionFor({ origin: 'Calendar' }, true)).toBe('back');
    expect(closeActionFor({ origin: 'Calendar' }, false)).toBe('drop');
    expect(closeActionFor({ origin: 'UpcomingEvents' }, true)).toBe('drop');
    expect(closeActionFor({ origin: null }, true)).toBe('drop');
  });

  it('links other screens to a course on All Courses', () => {
    expect(selectedCourseLink({ eventId: 3, origin: 'Calendar', status: 'upcoming' })).toBe(
      '/upcoming-events?current=3&origin=Calendar&status=upcoming',
    );
  });
});

describe('courseStatusOf', () => {
  const today = '2026-05-10';
  it('reads past, registered (a seat taken) or upcoming', () => {
    expect(courseStatusOf(makeCourse({ end_date: '2026-05-09' }), today)).toBe('past');
    expect(courseStatusOf(makeCourse({ start_date: '2026-05-10' }), today)).toBe('upcoming');
    // A seat taken on any run, even one not among the next listed, makes the course registered.
    const booked = makeCourse({ start_date: '2026-06-01', has_bookings: true });
    expect(courseStatusOf(booked, today)).toBe('registered');
  });

  it('takes today in the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('course permissions', () => {
  const course = makeCourse({ guide_id: 10 });
  const flag = (id: 'events' | 'guides') => ({ id, name: id, abbr: id.slice(0, 2).toUpperCase(), status: true });

  it('lets its approved guide, the super admin and an admin holding All Courses change a course', () => {
    expect(canChangeCourse(makeUser({ id: 10, role: 'guide' }), course)).toBe(true);
    expect(isOwnCourse(makeUser({ id: 10, role: 'guide' }), course)).toBe(true);
    expect(canChangeCourse(makeUser({ id: 1, role: 'super_admin' }), course)).toBe(true);
    expect(isOwnCourse(makeUser({ id: 1, role: 'super_admin' }), course)).toBe(false);
    expect(canChangeCourse(makeUser({ id: 2, role: 'admin', permissions: [flag('events')] }), course)).toBe(true);
  });

  it('refuses another guide, a guide not yet approved, an admin without All Courses and a climber', () => {
    expect(canChangeCourse(makeUser({ id: 11, role: 'guide' }), course)).toBe(false);
    expect(canChangeCourse(makeUser({ id: 10, role: 'guide', is_approved: false }), course)).toBe(false);
    expect(canChangeCourse(makeUser({ id: 2, role: 'admin', permissions: [flag('guides')] }), course)).toBe(false);
    expect(canChangeCourse(makeUser({ id: 2, role: 'admin' }), course)).toBe(false);
    expect(canChangeCourse(makeUser({ id: 10, role: 'climber' }), course)).toBe(false);
  });
});
