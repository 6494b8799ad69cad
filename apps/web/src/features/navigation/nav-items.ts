/**
 * The main navigation (CONTRACT §8), from the routes that declare an entry: a page says where it
 * stands in the navigation in its route's `staticData.nav`, so a new area adds its link with its
 * own route file and edits no list. Each link is shown only to those who may read its area.
 */
import type { Icon } from '@tabler/icons-react';
import { areaNamesList } from '@freeboard/shared/areas.gen';
import type { Subject } from '@freeboard/shared/auth/abilities';

export const navGroups = ['overview', 'assets', 'work', 'administration'] as const;
export type NavGroup = (typeof navGroups)[number];

/** What a route declares of its link: the label is its breadcrumb (`staticData.crumb`). */
export interface NavEntry {
  group: NavGroup;
  icon: Icon;
  /** Its place in the group, smallest first. */
  order: number;
  /** Who sees it: those who may read this subject; `null` for everyone; by default the area's at that path. */
  subject?: Subject | null;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    nav?: NavEntry;
  }
}

export interface NavItem {
  to: string;
  /** Translation key (`common` unless the key names its namespace). */
  labelKey: string;
  icon: Icon;
  subject: Subject | null;
  group: NavGroup;
  order: number;
}

/** The route as the navigation reads it. */
interface NavRoute {
  fullPath: string;
  options: { staticData?: { crumb?: string; nav?: NavEntry } };
}

/** The subject of the area whose list is at `to` (`/risks` → `Risk`), if one is. */
function areaSubjectAt(to: string): Subject | null {
  return areaNamesList.find((names) => `/${names.path}` === to)?.subject ?? null;
}

/** The links of the routes that declare one, in their groups' order and their own. */
export function navItemsOf(routes: Iterable<NavRoute>): NavItem[] {
  const items: NavItem[] = [];
  for (const route of routes) {
    const { crumb, nav } = route.options.staticData ?? {};
    if (!nav || !crumb) continue;
    // An index route's path ends in a slash (`/evaluations/`); the link does not.
    const to = route.fullPath.replace(/(.)\/$/, '$1');
    items.push({
      to,
      labelKey: crumb,
      icon: nav.icon,
      subject: nav.subject === undefined ? areaSubjectAt(to) : nav.subject,
      group: nav.group,
      order: nav.order,
    });
  }
  return items.sort(
    (a, b) => navGroups.indexOf(a.group) - navGroups.indexOf(b.group) || a.order - b.order || a.to.localeCompare(b.to),
  );
}
