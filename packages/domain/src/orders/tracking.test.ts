import { describe, expect, it } from 'vitest';
import {
  sanitizeTrackingNumber,
  TRACKING_MESSAGES,
  trackingNumberOf,
  trackingNumberSchema,
  trackingUrlFor,
} from './tracking';

describe('trackingNumberSchema', () => {
  it.each([
    ['6A12345678901', '6A12345678901'],
    ['  6a123456789fr ', '6A123456789FR'],
    ['xy0', 'XY0'],
    ['', ''],
    ['   ', ''],
  ])('accepts %j as %j', (input, output) => {
    expect(trackingNumberSchema.parse(input)).toBe(output);
  });

  it.each([
    ['6A 1234', TRACKING_MESSAGES.invalid],
    ['6A-1234', TRACKING_MESSAGES.invalid],
    ['ÉTÉ42', TRACKING_MESSAGES.invalid],
    ['A'.repeat(41), TRACKING_MESSAGES.tooLong],
  ])('refuses %j with %j', (input, message) => {
    const result = trackingNumberSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses what is not a string', () => {
    expect(trackingNumberSchema.safeParse(42).success).toBe(false);
  });
});

describe('sanitizeTrackingNumber', () => {
  it.each([
    ['6a123', '6A123'],
    ['6a 12-3/é', '6A123'],
    ['', ''],
    ['a'.repeat(50), 'A'.repeat(40)],
  ])('keeps %j as %j', (typed, kept) => {
    expect(sanitizeTrackingNumber(typed)).toBe(kept);
  });
});

describe('trackingUrlFor and trackingNumberOf', () => {
  it.each([
    ['standard', '6A123', 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123'],
    [
      'express',
      '12345678901234',
      'https://secure.extranet.ciblex.fr/extranet/client/corps.php?module=colis&colis=12345678901234',
    ],
    ['pickup', '6A123', null],
    ['standard', '', null],
  ] as const)('%s %j → %j', (method, number, url) => {
    expect(trackingUrlFor(method, number)).toBe(url);
    expect(trackingNumberOf(url)).toBe(url === null ? '' : number);
  });

  it('reads no number from an unknown address', () => {
    expect(trackingNumberOf('https://example.com/?code=1')).toBe('');
  });
});
