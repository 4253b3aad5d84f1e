import type { RegisterInput } from './api/register';

/**
 * Spec 000 §2 /register: ?email=…&code=…&invitation=true prefill the form and switch to invitation
 * mode. A code alone also switches, since a code is only useful in that mode.
 */
export const registerDefaultsFromSearch = (search: URLSearchParams): Required<RegisterInput> => {
  const invitationCode = search.get('code')?.trim() ?? '';
  return {
    email: search.get('email')?.trim() ?? '',
    password: '',
    invitationMode: search.get('invitation') === 'true' || invitationCode !== '',
    invitationCode,
  };
};
