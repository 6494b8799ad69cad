/**
 * The database's constraints are the last word on uniqueness and references; when one refuses a
 * write, the caller gets the same answer the service would have given: a taken code is 409
 * `code_taken` on the field `code`, deleting a record others point at is 409 `has_dependents`, and a
 * reference to a record that does not exist is a 400 on the field.
 */
import { AppError } from '../app-error';

interface ConstraintViolation {
  code: string;
  constraint?: string;
  message: string;
  column?: string;
}

function violationIn(error: unknown): ConstraintViolation | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as Partial<ConstraintViolation> & { cause?: unknown };
    if (candidate.code === '23505' || candidate.code === '23503') return candidate as ConstraintViolation;
    current = candidate.cause;
  }
  return null;
}

export function constraintProblem(error: unknown): AppError | null {
  const violation = violationIn(error);
  if (!violation) return null;
  if (violation.code === '23505' && violation.constraint?.endsWith('_code_key')) {
    return new AppError('code_taken', 'This code is already taken in this tenant.', {
      code: ['This code is already taken'],
    });
  }
  if (violation.code === '23503') {
    // PostgreSQL words it "update or delete on table …" when the referenced row is the one changing.
    if (/^update or delete on table/i.test(violation.message)) {
      return new AppError('has_dependents', 'Other records still depend on this one.');
    }
    return new AppError('validation_failed', 'A referenced record does not exist.');
  }
  return null;
}
