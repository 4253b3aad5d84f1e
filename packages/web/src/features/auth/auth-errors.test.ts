import { MESSAGES } from '@conque/domain/shared/messages';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage, updatePasswordErrorMessage } from './auth-errors';

// The server's English messages are deliberately misleading here: only the codes may count.
const apiError = (code: string | undefined, status = 400) =>
  new AuthApiError('Some English text', status, code);

describe('signInErrorMessage', () => {
  it.each([
    [apiError('invalid_credentials'), MESSAGES.loginInvalidCredentials],
    [apiError('email_not_confirmed'), MESSAGES.loginEmailNotConfirmed],
    [apiError('user_banned'), MESSAGES.loginOther],
    [apiError('over_request_rate_limit', 429), MESSAGES.loginOther],
    [new AuthApiError('Invalid login credentials', 400, undefined), MESSAGES.loginOther],
    [new AuthRetryableFetchError('{}', 503), MESSAGES.loginOther],
    [new TypeError('Failed to fetch'), MESSAGES.loginOther],
  ])('%s → %s', (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    [apiError('user_already_exists', 422), MESSAGES.signupUserExists],
    [
      new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      MESSAGES.passwordMin,
    ],
    [apiError('weak_password', 422), MESSAGES.passwordMin],
    [apiError('validation_failed'), MESSAGES.signupOther],
    [apiError('over_email_send_rate_limit', 429), MESSAGES.signupOther],
    [new AuthRetryableFetchError('{}', 0), MESSAGES.signupOther],
  ])('%s → %s', (error, message) => {
    expect(signUpErrorMessage(error)).toBe(message);
  });
});

describe('updatePasswordErrorMessage', () => {
  it.each([
    [new AuthSessionMissingError(), MESSAGES.invalidSession],
    [new AuthWeakPasswordError('weak', 422, ['length']), MESSAGES.passwordMin],
    [apiError('same_password', 422), MESSAGES.resetFailure],
    [apiError('bad_jwt', 403), MESSAGES.resetFailure],
    [new AuthRetryableFetchError('{}', 502), MESSAGES.resetFailure],
  ])('%s → %s', (error, message) => {
    expect(updatePasswordErrorMessage(error)).toBe(message);
  });
});
