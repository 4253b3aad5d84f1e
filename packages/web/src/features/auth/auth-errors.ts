import { MESSAGES } from '@conque/domain/shared/messages';
// The errors module alone: the package's index would bring the whole client into the public pages
// (decision 56), which load it only when a form is sent.
import {
  isAuthError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/auth-js/dist/module/lib/errors';

/** An error whose message is already the French text to show. */
export class AuthFormError extends Error {}

/** The message to show for a failed auth mutation: its own French text, or the page's fallback. */
export const formErrorMessage = (error: unknown, fallback: string): string =>
  error instanceof AuthFormError ? error.message : fallback;

// Spec 000 §8. We map on auth-js's error codes (docs/identity-protocol.md §2.3), never on the server's
// English messages, which are not part of the protocol.
const codeOf = (error: unknown) => (isAuthError(error) ? error.code : undefined);

export const signInErrorMessage = (error: unknown): string => {
  switch (codeOf(error)) {
    case 'invalid_credentials':
      return MESSAGES.loginInvalidCredentials;
    case 'email_not_confirmed':
      return MESSAGES.loginEmailNotConfirmed;
    default:
      return MESSAGES.loginOther;
  }
};

export const signUpErrorMessage = (error: unknown): string => {
  // GoTrue answers user_already_exists only with autoconfirm on; with confirmations on it returns a
  // fake user without identities, which registerAccount checks itself (docs/identity-protocol.md §4.1).
  if (codeOf(error) === 'user_already_exists') return MESSAGES.signupUserExists;
  if (isAuthWeakPasswordError(error) || codeOf(error) === 'weak_password') return MESSAGES.passwordMin;
  return MESSAGES.signupOther;
};

export const updatePasswordErrorMessage = (error: unknown): string => {
  // A revoked or absent recovery session reaches the client as AuthSessionMissingError (no code).
  if (isAuthSessionMissingError(error)) return MESSAGES.invalidSession;
  if (isAuthWeakPasswordError(error)) return MESSAGES.passwordMin;
  return MESSAGES.resetFailure;
};

/** The code step's failures, by auth-js's codes (docs/identity-protocol.md §12.11). */
export const secondFactorErrorMessage = (error: unknown): string => {
  if (isAuthSessionMissingError(error)) return MESSAGES.loginSessionEnded;
  switch (codeOf(error)) {
    case 'mfa_verification_failed':
      return MESSAGES.mfaInvalidCode;
    case 'mfa_challenge_expired':
      return MESSAGES.mfaChallengeExpired;
    case 'over_request_rate_limit':
      return MESSAGES.rateLimited;
    default:
      return 'Erreur de vérification. Veuillez réessayer.';
  }
};
