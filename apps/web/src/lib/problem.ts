import { HttpError } from './http';
import type { Problem } from '@freeboard/shared/errors';

/** The problem+json body of a failed request, when there is one. */
export function problemOf(error: unknown): Problem | null {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as Partial<Problem>;
    if (typeof body.code === 'string' && typeof body.status === 'number') return body as Problem;
  }
  return null;
}
