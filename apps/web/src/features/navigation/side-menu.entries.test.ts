import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { SIDE_MENU_ENTRIES, visibleMenuEntries } from './side-menu.entries.ts';

/** A few of the menu's entries, in the menu's order: the rules below hold for any such menu. */
const someEntries = SIDE_MENU_ENTRIES.filter((entry) =>
  ['Home', 'ExploreEvents', 'MyEvents', 'Calendar', 'Statistics', 'SubAdmins', 'chats'].includes(entry.route),
);

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('visibleMenuEntries', () => {
  it('shows every entry a role may open, by role', () => {
    expect(labels(visibleMenuEntries(makeUser({ role: 'climber' })))).toEqual([
      'home',
      'courses',
      'myCourses',
      'chats',
      'climbingJournal',
      'trainingPrograms',
      'videos',
    ]);
    // Training Pages Management needs its flag, as every staff screen does (decision 0041).
    expect(labels(visibleMenuEntries(makeUser({ role: 'admin' })))).toEqual(['home', 'chats']);
    const withTrainingPrograms = makeUser({
      role: 'admin',
      permissions: [{ id: 'training_pages', name: 'Training Programs', abbr: 'TP', status: true }],
    });
    expect(labels(visibleMenuEntries(withTrainingPrograms))).toEqual(['home', 'chats', 'manageTrainingPrograms']);
    expect(labels(visibleMenuEntries(makeUser({ role: 'guide' })))).toEqual([
      'home',
      'calendar',
      'allCourses',
      'payout',
      'chats',
      'trainingPrograms',
    ]);
    expect(labels(visibleMenuEntries(makeUser({ role: 'super_admin' })))).toEqual([
      'home',
      'allCourses',
      'guides',
      'climbers',
      'statistics',
      'subAdmins',
      'auditLog',
      'trainingPlans',
      'chats',
      'manageTrainingPrograms',
      'videosManagement',
    ]);
    // No permission flag opens Sub Admins or the Audit Log to a sub admin; the events flag opens All Courses.
    const withFlags = makeUser({
      role: 'admin',
      permissions: [
        { id: 'guides', name: 'Guides', abbr: 'GD', status: true },
        { id: 'events', name: 'Events', abbr: 'EV', status: true },
        { id: 'plans', name: 'Training Plans', abbr: 'PL', status: true },
      ],
    });
    expect(labels(visibleMenuEntries(withFlags))).toEqual(['home', 'allCourses', 'guides', 'trainingPlans', 'chats']);
    // The Videos flag opens the Trainings screen, labelled Videos as the climbers' screen is.
    const withVideos = makeUser({
      role: 'admin',
      permissions: [{ id: 'trainings', name: 'Videos', abbr: 'TR', status: true }],
    });
    expect(labels(visibleMenuEntries(withVideos))).toEqual(['home', 'chats', 'videosManagement']);
  });

  it('shows a climber the climber entries, in the spec order', () => {
    expect(labels(visibleMenuEntries(makeUser({ role: 'climber' }), someEntries))).toEqual([
      'home',
      'courses',
      'myCourses',
      'chats',
    ]);
  });

  it('shows a guide the guide entries and never the climber ones', () => {
    expect(labels(visibleMenuEntries(makeUser({ role: 'guide' }), someEntries))).toEqual(['home', 'calendar', 'chats']);
  });

  it('shows the super admin the super-admin entries', () => {
    expect(labels(visibleMenuEntries(makeUser({ role: 'super_admin' }), someEntries))).toEqual([
      'home',
      'statistics',
      'subAdmins',
      'chats',
    ]);
  });

  it('shows a sub admin a super-admin entry only with its permission flag, and never Sub Admins', () => {
    const withoutFlag = makeUser({ role: 'admin' });
    const withFlag = makeUser({
      role: 'admin',
      permissions: [{ id: 'statistics', name: 'Statistics', abbr: 'ST', status: true }],
    });

    expect(labels(visibleMenuEntries(withoutFlag, someEntries))).toEqual(['home', 'chats']);
    expect(labels(visibleMenuEntries(withFlag, someEntries))).toEqual(['home', 'statistics', 'chats']);
  });

  it('gives each entry the path of its route', () => {
    const entries = visibleMenuEntries(makeUser({ role: 'climber' }), someEntries);
    expect(entries.find((entry) => entry.route === 'MyEvents')?.path).toBe('/my-events');
  });
});
