import { MESSAGES } from '@conque/domain/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { contactErrorMessage } from './send-contact-email';

describe('contactErrorMessage', () => {
  it.each([
    [new ApiError(500, 'internal', 'x'), MESSAGES.contactFailure],
    [new ApiError(400, 'bad_request', 'x'), MESSAGES.contactFailure],
    [new ApiError(429, 'rate_limited', 'x'), MESSAGES.contactFailure],
    [new ApiError(0, 'network', 'x'), MESSAGES.unexpected],
    [new TypeError('boom'), MESSAGES.unexpected],
  ])('%s → %s', (error, message) => {
    expect(contactErrorMessage(error)).toBe(message);
  });
});
