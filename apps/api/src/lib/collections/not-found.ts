/** The 404s of collections, named after what was not found. */
import { errorStatus, type ErrorCode } from '@freeboard/shared/errors';
import { AppError } from '../app-error';

/** "cross-section" → `cross_section_not_found`, one of the error codes the API documents. */
export function notFoundCode(noun: string): ErrorCode {
  const code = `${noun.replaceAll('-', '_')}_not_found`;
  if (!(code in errorStatus)) throw new Error(`${code} is not an error code of the API (shared/errors.ts)`);
  return code as ErrorCode;
}

/** "No such site in this tenant.", naming the field that pointed at it when there is one. */
export function notFound(noun: string, field?: string): AppError {
  const message = `No such ${noun} in this tenant`;
  return new AppError(notFoundCode(noun), `${message}.`, field ? { [field]: [message] } : undefined);
}
