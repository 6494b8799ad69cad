import { errorStatus, type ErrorCode } from '@freeboard/shared/errors';

/** An expected failure with a stable code; the error handler turns it into problem+json. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
