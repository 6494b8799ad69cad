import { AxiosError } from 'axios';
import type { Problem } from '@freeboard/shared/errors';

/** The problem+json body of a failed request, when there is one. */
export function problemOf(error: unknown): Problem | null {
  if (error instanceof AxiosError && error.response?.data && typeof error.response.data === 'object') {
    const body = error.response.data as Partial<Problem>;
    if (typeof body.code === 'string' && typeof body.status === 'number') return body as Problem;
  }
  return null;
}
