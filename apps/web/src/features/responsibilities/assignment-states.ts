/**
 * Current, upcoming and past responsibilities. The server says which hold today (`current`); of the
 * others, one that has not started yet is upcoming and the rest are over.
 */
import type { Assignment } from '@freeboard/shared/assignments/assignments.schemas';
import { today } from './assignment-form-values';

export interface GroupedAssignments {
  /** Current ones, then those still to start, in the server's order (role, then start). */
  active: { assignment: Assignment; state: 'current' | 'upcoming' }[];
  past: Assignment[];
}

export function groupAssignments(assignments: readonly Assignment[], now = new Date()): GroupedAssignments {
  const day = today(now);
  const grouped: GroupedAssignments = { active: [], past: [] };
  for (const assignment of assignments) {
    if (assignment.current) grouped.active.push({ assignment, state: 'current' });
    else if (assignment.since > day) grouped.active.push({ assignment, state: 'upcoming' });
    else grouped.past.push(assignment);
  }
  return grouped;
}
