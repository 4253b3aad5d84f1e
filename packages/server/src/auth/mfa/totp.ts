import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { generateHOTP, verifyHOTP } from '@oslojs/otp';

// RFC 6238 TOTP as GoTrue runs it (docs/identity-protocol.md §12.6): HMAC-SHA1, 6 digits, 30 s steps
// counted from the epoch, one step of tolerance either side. The codes themselves come from
// @oslojs/otp (HOTP of the step); this module only says which steps are tried.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
const SKEW_STEPS = 1;

/** 20 random bytes, GoTrue's size (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): Uint8Array => new Uint8Array(randomBytes(20));

/** Base32 (RFC 4648), upper case, no padding: 32 characters for manual entry. */
export const base32Secret = (secret: Uint8Array): string => encodeBase32UpperCaseNoPadding(secret);

/** Accepts what a person copies: lower case, spaces, padding. */
export const secretFromBase32 = (text: string): Uint8Array =>
  decodeBase32IgnorePadding(text.replace(/\s/g, '').toUpperCase());

export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one step (an authenticator app's display; the CLI's demo code; the tests'). */
export const totpCode = (secret: Uint8Array, step: number): string =>
  generateHOTP(secret, BigInt(step), TOTP_DIGITS);

/**
 * The step whose code `code` is, among now and one step either side, or undefined. Surrounding
 * whitespace is ignored; anything but exactly 6 digits matches nothing (§12.6). The caller refuses a
 * step already used (replay).
 */
export const matchingTotpStep = (secret: Uint8Array, code: string, now: Date): number | undefined => {
  const typed = code.trim();
  if (!/^\d{6}$/.test(typed)) return undefined;
  const current = totpStep(now);
  for (let offset = -SKEW_STEPS; offset <= SKEW_STEPS; offset++) {
    if (verifyHOTP(secret, BigInt(current + offset), TOTP_DIGITS, typed)) return current + offset;
  }
  return undefined;
};

/**
 * The otpauth URI an authenticator app reads from the QR code, GoTrue's form (§12.2): query keys
 * sorted, spaces as %20.
 */
export const totpUri = (issuer: string, account: string, secret: string): string => {
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', String(TOTP_DIGITS)],
    ['issuer', issuer],
    ['period', String(TOTP_PERIOD_SECONDS)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query}`;
};
