/**
 * The assign form's values as its inputs hold them, and the API input made from them: an empty
 * `until` is none (open-ended). The form validates that input with the shared schema, so its rules
 * (a member chosen, a role, real dates, `until` not before `since`) are the API's.
 */
import {
  createAssignmentInputSchema,
  type CreateAssignmentInput,
} from '@freeboard/shared/assignments/assignments.schemas';
import type { ResponsibilityRole } from '@freeboard/shared/common/assets';
import { zodValidate } from '../../lib/form-validation';

export interface AssignmentFormValues {
  userID: string | null;
  role: ResponsibilityRole | null;
  since: string;
  until: string;
}

export const assignmentFormFields = [
  'userID',
  'role',
  'since',
  'until',
] as const satisfies readonly (keyof AssignmentFormValues)[];

/** Today as a calendar day in the person's own time zone (`YYYY-MM-DD`). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function emptyAssignmentForm(now = new Date()): AssignmentFormValues {
  return { userID: null, role: null, since: today(now), until: '' };
}

export function createAssignmentInputOf(values: AssignmentFormValues): CreateAssignmentInput {
  return {
    // Left as they are when missing, so the schema reports the field rather than a cast hiding it.
    userID: values.userID as string,
    role: values.role as ResponsibilityRole,
    since: values.since,
    until: values.until.trim() === '' ? null : values.until,
  };
}

const validateInput = zodValidate(createAssignmentInputSchema);

export function validateAssignment(values: AssignmentFormValues): Record<string, string> {
  return validateInput(createAssignmentInputOf(values));
}
