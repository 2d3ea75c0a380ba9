import type { AuthUser } from '@cordee/shared/auth.contracts';
import { type AdminPermissionId, ROLES, type Role } from '@cordee/shared/roles';
import {
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  Clapperboard,
  ClipboardList,
  Compass,
  GraduationCap,
  House,
  LayoutList,
  type LucideIcon,
  MessagesSquare,
  Mountain,
  NotebookPen,
  ScrollText,
  ShieldCheck,
  UserCheck,
  Users,
  Video,
  Wallet,
} from 'lucide-react';
import type en from '../../locales/en/translation.json';
import { hasRoleAccess } from '../../routing/role-access.ts';
import { ROUTE_PATHS, type RoutePaths, type SpecRouteName } from '../../routing/route-paths.ts';

export type MenuLabel = keyof (typeof en)['menu'];

export type SideMenuEntry = {
  route: SpecRouteName;
  label: MenuLabel;
  icon: LucideIcon;
  roles: readonly Role[];
  /** A sub admin also sees a super-admin entry when this permission flag is on (API-NOTES). */
  adminPermission?: AdminPermissionId;
};

const SUPER = ['super_admin'] as const;

/** Spec 3 §2 "Side menu by role", in its order. Log out is not an entry: it always sits at the bottom. */
export const SIDE_MENU_ENTRIES: readonly SideMenuEntry[] = [
  { route: 'Home', label: 'home', icon: House, roles: ROLES },
  { route: 'ExploreEvents', label: 'courses', icon: Compass, roles: ['climber'] },
  { route: 'MyEvents', label: 'myCourses', icon: CalendarCheck, roles: ['climber'] },
  { route: 'Calendar', label: 'calendar', icon: CalendarDays, roles: ['guide'] },
  {
    route: 'UpcomingEvents',
    label: 'allCourses',
    icon: Mountain,
    roles: ['guide', 'super_admin'],
    adminPermission: 'events',
  },
  { route: 'Guides', label: 'guides', icon: UserCheck, roles: SUPER, adminPermission: 'guides' },
  { route: 'Climbers', label: 'climbers', icon: Users, roles: SUPER, adminPermission: 'climbers' },
  { route: 'Statistics', label: 'statistics', icon: ChartColumn, roles: SUPER, adminPermission: 'statistics' },
  { route: 'SubAdmins', label: 'subAdmins', icon: ShieldCheck, roles: SUPER },
  { route: 'AuditLog', label: 'auditLog', icon: ScrollText, roles: SUPER },
  { route: 'Plans', label: 'trainingPlans', icon: ClipboardList, roles: SUPER, adminPermission: 'plans' },
  { route: 'Payout', label: 'payout', icon: Wallet, roles: ['guide'] },
  { route: 'chats', label: 'chats', icon: MessagesSquare, roles: ROLES },
  { route: 'VideoDiary', label: 'climbingJournal', icon: NotebookPen, roles: ['climber'] },
  { route: 'TrainingProgramsList', label: 'trainingPrograms', icon: GraduationCap, roles: ['climber', 'guide'] },
  {
    route: 'TrainingPagesManagement',
    label: 'manageTrainingPrograms',
    icon: LayoutList,
    roles: SUPER,
    adminPermission: 'training_pages',
  },
  { route: 'Trainings', label: 'videosManagement', icon: Clapperboard, roles: SUPER, adminPermission: 'trainings' },
  { route: 'Videos', label: 'videos', icon: Video, roles: ['climber'] },
];

export type VisibleMenuEntry = SideMenuEntry & { path: string };

/** The entries a user sees: their role may open it, and its screen exists (it has a path). */
export function visibleMenuEntries(
  user: Pick<AuthUser, 'id' | 'role' | 'permissions' | 'is_approved'>,
  paths: RoutePaths = ROUTE_PATHS,
  entries: readonly SideMenuEntry[] = SIDE_MENU_ENTRIES,
): VisibleMenuEntry[] {
  return entries.flatMap((entry) => {
    const path = paths[entry.route];
    if (path === undefined || !hasRoleAccess(user, entry.roles, entry.adminPermission)) return [];
    return [{ ...entry, path }];
  });
}
