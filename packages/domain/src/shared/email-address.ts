// What an e-mail address must look like, for every form and schema (shared/identity-fields.ts, the
// sign-in form's checks in accounts/sign-in-checks.ts). zod 4's z.email() rejects accented local
// parts (élodie@…): a deliberately simple check instead (docs/design.md §7).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
