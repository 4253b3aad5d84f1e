import type { ApiErrorBody } from '@conque/domain/shared/error-codes';
import { MESSAGES } from '@conque/domain/shared/messages';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { AuthFormError, signUpErrorMessage } from '../auth-errors';
import { createUserProfile } from './create-user-profile';
import { verifyInvitation } from './verify-invitation';

export type RegisterInput = {
  email: string;
  password: string;
  invitationMode: boolean;
  invitationCode?: string;
};

/** The French message the server put in an error body, if it sent one. */
const serverMessage = (error: unknown) =>
  error instanceof ApiError ? (error.body as ApiErrorBody | undefined)?.error?.message : undefined;

const checkInvitation = async (email: string, invitationCode: string) => {
  const answer = await verifyInvitation({ email, invitationCode }).catch((error: unknown) => {
    // A 400 or 429 carries the server's own French reason; a network failure does not.
    throw new AuthFormError(serverMessage(error) ?? MESSAGES.signupOther);
  });
  if (!answer.valid || !answer.invitation) {
    throw new AuthFormError(answer.error || MESSAGES.signupInvalidInvitation);
  }
  return answer.invitation;
};

/**
 * Spec 000 §2 /register and §8: verify the invitation (invitation mode), sign up through the identity
 * service, then create the profile. The server decides roles anyway (docs/design.md §4); the metadata sent
 * here only mirrors the verified invitation.
 */
export const registerAccount = async (input: RegisterInput) => {
  const invitation = input.invitationMode
    ? await checkInvitation(input.email, input.invitationCode ?? '')
    : null;

  const { data, error } = await (await loadAuthClient()).signUp({
    email: input.email,
    password: input.password,
    options: {
      // Decision: the confirmation link only confirms; the user then signs in on /login.
      emailRedirectTo: `${window.location.origin}${paths.login}?confirmed=true`,
      data: invitation
        ? {
            role: invitation.role,
            establishment_id: invitation.establishment_id,
            first_name: invitation.first_name,
            last_name: invitation.last_name,
            invitation_id: invitation.id,
          }
        : { role: 'manager' },
    },
  });
  if (error) throw new AuthFormError(signUpErrorMessage(error));
  if (!data.user) throw new AuthFormError(MESSAGES.signupNoUser);
  // GoTrue's anti-enumeration answer for a confirmed account: a fake user with no identity.
  if (data.user.identities?.length === 0) throw new AuthFormError(MESSAGES.signupUserExists);

  const answer = await createUserProfile({
    userId: data.user.id,
    email: input.email,
    role: invitation?.role ?? 'manager',
    firstName: invitation?.first_name ?? null,
    lastName: invitation?.last_name ?? null,
    establishmentId: invitation?.establishment_id ?? null,
  }).catch((profileError: unknown) => {
    throw new AuthFormError(serverMessage(profileError) ?? MESSAGES.signupProfileFailed);
  });
  const answerError: unknown = answer?.error;
  if (answerError) {
    throw new AuthFormError(typeof answerError === 'string' ? answerError : MESSAGES.signupProfileFailed);
  }
  return { email: input.email };
};

type Options = Omit<
  UseMutationOptions<Awaited<ReturnType<typeof registerAccount>>, Error, RegisterInput>,
  'mutationFn'
>;

export const useRegister = (options: Options = {}) =>
  useMutation({ ...options, mutationFn: registerAccount });
