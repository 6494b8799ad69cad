/**
 * Why one file of an upload failed, in the person's language: the problem's `code` decides
 * (`errors.<code>`), a duplicate names the document that already holds the file, and a refusal of
 * the file itself (an empty file) is said as such rather than as "check the marked fields".
 */
import type { TFunction } from 'i18next';
import { isAbortedRequest } from '../../lib/http';
import { problemFeedback } from '../../lib/problem-feedback';
import { problemOf } from '../../lib/problem';
import { uploadFormFields } from './upload-form-values';

export interface UploadFailure {
  message: string;
  /** Messages for the upload form's fields (the fields are shared, so every file shares them). */
  fieldErrors: Record<string, string>;
  /** `duplicate_file`: the document that already holds this very file. */
  duplicateOf?: { documentID: string; title: string };
}

export function uploadFailureOf(
  error: unknown,
  { t, errorText }: { t: TFunction<'documents'>; errorText: TFunction<'errors'> },
): UploadFailure {
  if (isAbortedRequest(error)) return { message: t('upload.cancelled'), fieldErrors: {} };
  const problem = problemOf(error);
  const feedback = problemFeedback(error, { fields: uploadFormFields, t: errorText });
  if (problem?.code === 'duplicate_file' && problem.duplicateOf) {
    return { message: feedback.message ?? '', fieldErrors: {}, duplicateOf: problem.duplicateOf };
  }
  if (problem?.code === 'validation_failed' && problem.errors && 'file' in problem.errors) {
    return { message: t('upload.fileNotAccepted'), fieldErrors: feedback.fieldErrors };
  }
  return {
    message: feedback.message ?? errorText('errors.validation_failed'),
    fieldErrors: feedback.fieldErrors,
  };
}
