/** An error answered by the product API, with its French message (status 0: no answer at all). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** A 4xx: the server answered and refused; asking the same again changes nothing. */
export const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The API refused this session's level (403): a second factor to enrol, or the code
 * of the one it has to type. The app then shows that step (lib/second-factor-step.ts), not an error.
 */
export const SECOND_FACTOR_CODES = ['mfa_enrolment_required', 'mfa_verification_required'] as const;
export const isSecondFactorRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (SECOND_FACTOR_CODES as readonly string[]).includes(error.code);
