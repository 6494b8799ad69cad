/** The main navigation (CONTRACT §8): each link shown only to those who may read its area. */
import type { Subject } from '@freeboard/shared/auth/abilities';
import {
  IconActivity,
  IconAlertTriangle,
  IconBuildingFactory2,
  IconChecklist,
  IconClipboardCheck,
  IconFileText,
  IconLayoutDashboard,
  IconMapPin,
  IconReport,
  IconSettings,
  IconShieldCheck,
  IconStack2,
  IconUsers,
  IconWall,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  /** Translation key in the `common` namespace. */
  labelKey: string;
  icon: Icon;
  subject: Subject | null;
  group: 'overview' | 'assets' | 'work' | 'administration';
}

export const navItems: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard, subject: null, group: 'overview' },
  { to: '/sites', labelKey: 'nav.sites', icon: IconMapPin, subject: 'Site', group: 'assets' },
  {
    to: '/infrastructures',
    labelKey: 'nav.infrastructures',
    icon: IconBuildingFactory2,
    subject: 'Infrastructure',
    group: 'assets',
  },
  { to: '/facilities', labelKey: 'nav.facilities', icon: IconWall, subject: 'Facility', group: 'assets' },
  { to: '/cross-sections', labelKey: 'nav.crossSections', icon: IconStack2, subject: 'CrossSection', group: 'assets' },
  { to: '/evaluations', labelKey: 'nav.evaluations', icon: IconClipboardCheck, subject: 'Evaluation', group: 'work' },
  { to: '/documents', labelKey: 'nav.documents', icon: IconFileText, subject: 'Document', group: 'work' },
  { to: '/risks', labelKey: 'nav.risks', icon: IconAlertTriangle, subject: 'Risk', group: 'work' },
  { to: '/controls', labelKey: 'nav.controls', icon: IconShieldCheck, subject: 'Control', group: 'work' },
  { to: '/actions', labelKey: 'nav.actions', icon: IconChecklist, subject: 'Action', group: 'work' },
  { to: '/reports', labelKey: 'nav.reports', icon: IconReport, subject: 'Report', group: 'work' },
  { to: '/users', labelKey: 'nav.users', icon: IconUsers, subject: 'User', group: 'administration' },
  {
    to: '/user-activity',
    labelKey: 'nav.userActivity',
    icon: IconActivity,
    subject: 'Activity',
    group: 'administration',
  },
  { to: '/settings', labelKey: 'nav.settings', icon: IconSettings, subject: 'Settings', group: 'administration' },
];

export const navGroups = ['overview', 'assets', 'work', 'administration'] as const;
