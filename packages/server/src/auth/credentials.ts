import { emailField } from '@conque/domain/shared/fields';
import { MESSAGES } from '@conque/domain/shared/messages';
import { authErrors } from './auth-error';

export const PASSWORD_MIN_LENGTH = 6;
// argon2 hashes any length, but GoTrue (bcrypt) caps at 72 and the domain schema follows it.
export const PASSWORD_MAX_LENGTH = 72;

/** The e-mail, trimmed and lower-cased (the domain's rule), or 400 `validation_failed`. */
export const normaliseEmail = (raw: string | undefined): string => {
  if (!raw?.trim()) throw authErrors.validation("L'adresse e-mail est obligatoire.");
  const parsed = emailField.safeParse(raw);
  if (!parsed.success) throw authErrors.validation(MESSAGES.invalidEmail);
  return parsed.data;
};

/** A password someone is choosing (sign-up, change): spec 000 §5, at least 6 characters. */
export const checkNewPassword = (password: string | undefined): string => {
  if (!password) throw authErrors.validation('Le mot de passe est obligatoire.');
  if (password.length > PASSWORD_MAX_LENGTH)
    throw authErrors.validation(`Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`);
  if (password.length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword();
  return password;
};

/**
 * Added to a sign-in answer when a stored password no longer meets the rule (docs/identity-protocol.md §3.2).
 */
export const weakPasswordNotice = (password: string) =>
  password.length < PASSWORD_MIN_LENGTH ? { message: MESSAGES.passwordMin, reasons: ['length'] } : undefined;
