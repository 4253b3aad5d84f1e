import type { ContactInput } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /api/send-contact-email (spec 000 §7): public, so sent without a token. */
export const sendContactEmail = (body: ContactInput) =>
  api<unknown>('/send-contact-email', { method: 'POST', body, auth: false });

/**
 * Spec 000 §8: the server answered with an error → "failure"; anything else thrown (network down,
 * a bug) → "unexpected". api() reports a network failure as status 0.
 */
export const contactErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? MESSAGES.contactFailure : MESSAGES.unexpected;

type Options = Omit<UseMutationOptions<unknown, Error, ContactInput>, 'mutationFn'>;

export const useSendContactEmail = (options: Options = {}) =>
  useMutation({ ...options, mutationFn: sendContactEmail });
