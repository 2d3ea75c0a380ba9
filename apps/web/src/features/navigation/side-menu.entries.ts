import type { AuthUser } from '@cordee/shared/auth.contracts';
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
import { isPermitted } from '../../routing/route-access.ts';
import {
  type AccessRule,
  type MenuLabel,
  type MenuRouteName,
  ROUTES,
  type RouteDefinition,
} from '../../routing/routes.ts';

/**
 * The side menu's entries, in the order the menu shows them, each with its icon. The label
 * and who sees the entry come from the route's definition (routing/routes.ts); the compiler refuses a
 * route with a menu entry that is missing here, or an icon for a route without one.
 */
const MENU_ICONS = {
  Home: House,
  ExploreEvents: Compass,
  MyEvents: CalendarCheck,
  Calendar: CalendarDays,
  UpcomingEvents: Mountain,
  Guides: UserCheck,
  Climbers: Users,
  Statistics: ChartColumn,
  SubAdmins: ShieldCheck,
  AuditLog: ScrollText,
  Plans: ClipboardList,
  Payout: Wallet,
  chats: MessagesSquare,
  VideoDiary: NotebookPen,
  TrainingProgramsList: GraduationCap,
  TrainingPagesManagement: LayoutList,
  Trainings: Clapperboard,
  Videos: Video,
} as const satisfies Record<MenuRouteName, LucideIcon>;

export type SideMenuEntry = {
  route: MenuRouteName;
  label: MenuLabel;
  icon: LucideIcon;
  path: string;
  /** Whom the menu lists it to: the route's own access rule unless its menu entry names another. */
  shownTo: AccessRule;
};

const EVERY_SIGNED_IN_USER: AccessRule = () => true;

function shownTo(route: RouteDefinition & { menu: { visibleTo?: AccessRule } }): AccessRule {
  if (route.menu.visibleTo) return route.menu.visibleTo;
  // The menu is drawn for a signed-in user only: a route any of them may open is listed to all.
  return route.access.kind === 'permitted' ? route.access.rule : EVERY_SIGNED_IN_USER;
}

/** Log out is not an entry: it always sits at the bottom. */
export const SIDE_MENU_ENTRIES: readonly SideMenuEntry[] = (Object.keys(MENU_ICONS) as MenuRouteName[]).map((name) => {
  const route = ROUTES[name];
  return { route: name, label: route.menu.label, icon: MENU_ICONS[name], path: route.path, shownTo: shownTo(route) };
});

export type VisibleMenuEntry = SideMenuEntry;

/** The entries a user sees, by the shared access rules (routing/route-access.ts). */
export function visibleMenuEntries(
  user: Pick<AuthUser, 'id' | 'role' | 'permissions' | 'is_approved'>,
  entries: readonly SideMenuEntry[] = SIDE_MENU_ENTRIES,
): VisibleMenuEntry[] {
  return entries.filter((entry) => isPermitted(user, entry.shownTo));
}
