/**
 * The subjects and actions of the abilities, without CASL: the web app's start-up code (search
 * parameters of the audit trail) needs the names, not the rules engine (docs/decisions/0034).
 */
export const subjects = [
  'Site',
  'Infrastructure',
  'Facility',
  'CrossSection',
  'Evaluation',
  'Document',
  'Risk',
  'Control',
  'Action',
  'Report',
  'User',
  'Settings',
  'Activity',
  'Notification',
  'all',
] as const;
export type Subject = (typeof subjects)[number];

export const actions = ['manage', 'create', 'read', 'update', 'delete', 'approve', 'export'] as const;
export type Action = (typeof actions)[number];
