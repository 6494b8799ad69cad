/**
 * What a form shows for a failed write, decided by the problem's `code` and `errors` alone (never
 * by HTTP status checks in components): a message on each field the form has, and a message for
 * the form as a whole when no field can carry it. Texts are the `errors` namespace's `errors.<code>`
 * (the form) and `fieldErrors.<code>` (a field), with a general text for codes without their own:
 * the API's English wording is never shown.
 */
import type { TFunction } from 'i18next';
import { HttpError } from './http';
import { problemOf } from './problem';

export interface ProblemFeedback {
  /** The problem's code; `network_error` when no answer came, `unexpected` for an answer without one. */
  code: string;
  /** Messages for the form's own fields, keyed by field name. */
  fieldErrors: Record<string, string>;
  /** A message for the form as a whole; null when the field messages say it all. */
  message: string | null;
}

/** Codes that are about one field even when the answer names none. */
const impliedFields: Record<string, string> = { code_taken: 'code' };

function codeOf(error: unknown): string {
  const problem = problemOf(error);
  if (problem) return problem.code;
  if (error instanceof HttpError && error.status === null) return 'network_error';
  return 'unexpected';
}

export function problemFeedback(
  error: unknown,
  { fields, t }: { fields: readonly string[]; t: TFunction<'errors'> },
): ProblemFeedback {
  const code = codeOf(error);
  const problem = problemOf(error);
  // Key lists fall back in order, so an unknown code is not reported as a missing translation.
  const formMessage = t([`errors.${code}`, 'errors.unexpected']);
  const impliedField = impliedFields[code];
  const problemFields = Object.keys(problem?.errors ?? (impliedField ? { [impliedField]: [] } : {}));

  const fieldErrors: Record<string, string> = {};
  let unplaced = false;
  for (const field of problemFields) {
    if (fields.includes(field)) fieldErrors[field] = t([`fieldErrors.${code}`, 'fieldErrors.default']);
    else unplaced = true;
  }
  const message = Object.keys(fieldErrors).length === 0 || unplaced ? formMessage : null;
  return { code, fieldErrors, message };
}
