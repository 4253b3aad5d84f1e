import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../shared/email-address';
import { MESSAGES } from '../shared/messages';

// The checks of the sign-in form and of its second step, without zod: they run on
// the way to the dashboard, whose scripts must stay under 200 KB gzipped, and zod's mini core with
// react-hook-form was 27 KB of it. The e-mail rule is the one emailField applies everywhere else
// (shared/identity-fields.ts); the code rules are those of the enrolment's schema (auth-schemas.ts).

export const MFA_FORM_MESSAGES = {
  totpFormat: 'Le code contient 6 chiffres.',
  recoveryFormat: 'Un code de secours contient 16 lettres et chiffres.',
} as const;

export type SecondFactorMode = 'totp' | 'recovery';

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
export const isRecoveryCode = (code: string) => /^[a-z0-9]{16}$/i.test(code.replace(/[\s-]/g, ''));

/** The e-mail as the server receives it (emailField's trim and lower case), or why it cannot be sent. */
export const checkEmail = (value: string): { email: string } | { error: string } => {
  const email = value.trim();
  if (!email) return { error: MESSAGES.required };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { error: MESSAGES.invalidEmail };
  return { email: email.toLowerCase() };
};

export type LoginErrors = { email?: string; password?: string };

/** Spec 000 §5 /login: the fields to send, or each field's French message. */
export const checkLogin = (input: {
  email: string;
  password: string;
}): { values: { email: string; password: string } } | { errors: LoginErrors } => {
  const email = checkEmail(input.email);
  const errors: LoginErrors = {
    ...('error' in email ? { email: email.error } : {}),
    ...(input.password ? {} : { password: MESSAGES.required }),
  };
  if ('email' in email && !errors.password)
    return { values: { email: email.email, password: input.password } };
  return { errors };
};

/** A 6-digit code, or a recovery code in its place; undefined when it may be sent. */
export const secondFactorCodeError = (mode: SecondFactorMode, code: string): string | undefined => {
  if (!code) return MESSAGES.required;
  if (mode === 'totp') return isTotpCode(code) ? undefined : MFA_FORM_MESSAGES.totpFormat;
  return isRecoveryCode(code) ? undefined : MFA_FORM_MESSAGES.recoveryFormat;
};
