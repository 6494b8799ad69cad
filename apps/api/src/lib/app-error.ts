import { errorStatus, type ErrorCode, type Problem } from '@freeboard/shared/errors';

/** An expected failure with a stable code; the error handler turns it into problem+json. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** Members of the problem beyond the standard ones, such as `duplicateOf`. */
    readonly extensions?: Pick<Problem, 'duplicateOf'>,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
