// One code per kind of failure; the server maps each to an HTTP status (docs/design.md §3).
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  // permissions/mfa.ts: an `aal1` session that must first enrol a second factor,
  // or type the code of the one it has; the web app sends the person to that step on either.
  mfa_enrolment_required: 403,
  mfa_verification_required: 403,
  not_found: 404,
  conflict: 409,
  // The price a person confirmed is no longer the price (nothing was saved).
  price_changed: 409,
  // The shipping date a person was shown is no longer the one (nothing was saved).
  promised_date_changed: 409,
  // The order's production step moved since the caller read it (nothing was saved, decision 141).
  production_step_changed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  // The object store did not answer (S3 stopped or unreachable): nothing was written, try again.
  unavailable: 503,
  // Spec 000 §8: the client recognises a duplicate SIRET by PostgreSQL's own code, so the API keeps it.
  '23505': 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    /** Only with code '23505' (duplicate SIRET): the establishment already holding it, if found. */
    existing_name?: string | null;
  };
};
