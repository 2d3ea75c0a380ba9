/** The roles, and the sub-admin permission flags: one per feature an admin may be given. */
export const ROLES = ['super_admin', 'admin', 'guide', 'climber'] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_PERMISSIONS = [
  { id: 'guides', name: 'Guides', abbr: 'GD' },
  { id: 'climbers', name: 'Climbers', abbr: 'CL' },
  { id: 'events', name: 'All Courses', abbr: 'EV' },
  { id: 'statistics', name: 'Statistics', abbr: 'ST' },
  { id: 'plans', name: 'Training Plans', abbr: 'PL' },
  { id: 'trainings', name: 'Videos', abbr: 'TR' },
  { id: 'training_pages', name: 'Training Programs', abbr: 'TP' },
  { id: 'chats_admin', name: 'Chats', abbr: 'CH' },
] as const;
export type AdminPermissionId = (typeof ADMIN_PERMISSIONS)[number]['id'];
