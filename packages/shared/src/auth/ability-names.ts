/**
 * The subjects and actions of the abilities, without CASL: the web app's start-up code (search
 * parameters of the audit trail) needs the names, not the rules engine (docs/decisions/0034).
 */
import { areaNamesList } from '../areas.gen';

/** Subjects that are not an area's (an area's comes with its names, `*.names.ts`). */
const ownSubjects = ['Evaluation', 'Report', 'User', 'Settings', 'Activity', 'Notification', 'all'] as const;

export type AreaSubject = (typeof areaNamesList)[number]['subject'];
export type Subject = AreaSubject | (typeof ownSubjects)[number];
/** Every subject: the others, then the areas' (in the order of `areas.gen.ts`); a tuple, as `z.enum` takes it. */
export const subjects: readonly [Subject, ...Subject[]] = [
  ...ownSubjects,
  ...areaNamesList.map((names) => names.subject),
];

export const actions = ['manage', 'create', 'read', 'update', 'delete', 'approve', 'export'] as const;
export type Action = (typeof actions)[number];
