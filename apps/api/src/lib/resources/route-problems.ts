/**
 * What any route behind a sign-in may answer besides its own success: bad input (400), no session
 * (401), not allowed (403), an access token to refresh (444). Routes add the codes of their own.
 */
import { problemSchema } from '@freeboard/shared/common/common.schemas';

export const signedInProblems = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 444: problemSchema };

/** A route about one record (or what is under it): 404 as well, when the tenant has no such record. */
export const recordRouteProblems = { ...signedInProblems, 404: problemSchema };
