/** Stable error codes of the API and the HTTP status each one answers with. */
import { notFoundCodeOf, type NotFoundCode } from './common/area-names';
import { areaNamesList } from './areas.gen';

/** The codes that are not an area's 404 (an area's `<noun>_not_found` comes with its names). */
const ownCodes = {
  validation_failed: 400,
  bad_request: 400,
  invalid_credentials: 401,
  unauthenticated: 401,
  invalid_token: 401,
  refresh_token_invalid: 401,
  saml_response_invalid: 401,
  saml_code_invalid: 401,
  forbidden: 403,
  tenant_forbidden: 403,
  sso_session_scoped: 403,
  saml_disabled: 404,
  not_found: 404,
  route_not_found: 404,
  tenant_not_found: 404,
  verification_not_found: 404,
  user_not_found: 404,
  invitation_invalid: 404,
  membership_not_pending: 404,
  session_not_found: 404,
  notification_not_found: 404,
  file_not_found: 404,
  version_conflict: 409,
  code_taken: 409,
  has_dependents: 409,
  last_tenant_admin: 409,
  already_member: 409,
  invitation_not_pending: 409,
  invitation_needs_sign_in: 409,
  email_not_proven: 409,
  duplicate: 409,
  duplicate_file: 409,
  invitation_expired: 410,
  invitation_used: 410,
  payload_too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  unsupported_file_type: 415,
  rate_limited: 429,
  access_token_expired: 444,
  internal_error: 500,
  database_unavailable: 503,
} as const;

type AreaNotFoundCode = NotFoundCode<(typeof areaNamesList)[number]['noun']>;

export const errorStatus = {
  ...ownCodes,
  ...(Object.fromEntries(areaNamesList.map((names) => [notFoundCodeOf(names.noun), 404])) as Record<
    AreaNotFoundCode,
    404
  >),
};

export type ErrorCode = keyof typeof errorStatus;

/** RFC 9457 problem details as the API sends them. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: ErrorCode;
  instance?: string;
  errors?: Record<string, string[]>;
  /** `duplicate_file`: the document that already holds the same file. */
  duplicateOf?: { documentID: string; title: string };
}
