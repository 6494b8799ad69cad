/** Stable error codes of the API and the HTTP status each one answers with. */
export const errorStatus = {
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
  document_not_found: 404,
  risk_not_found: 404,
  control_not_found: 404,
  action_not_found: 404,
  verification_not_found: 404,
  user_not_found: 404,
  invitation_invalid: 404,
  membership_not_pending: 404,
  session_not_found: 404,
  notification_not_found: 404,
  site_not_found: 404,
  infrastructure_not_found: 404,
  facility_not_found: 404,
  cross_section_not_found: 404,
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
