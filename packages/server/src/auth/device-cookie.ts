import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context';
import { randomToken, safeEqual } from '../kernel/secrets';

// A browser is known by a random id it keeps in a long-lived cookie, signed so that
// nobody can make up the id of a browser an account already used (decision 109, docs/decisions/). No
// fingerprinting: a browser without the cookie, or with a tampered one, is a new device.
export const DEVICE_COOKIE = 'conque_device';

// Chrome keeps a cookie 400 days at most (RFC 6265bis); every sign-in sets it again.
const MAX_AGE_SECONDS = 400 * 86_400;

const signature = (secret: string, deviceId: string) =>
  createHmac('sha256', secret).update(`conque-device:${deviceId}`).digest('base64url');

/** The device id of a cookie value when its signature holds, else undefined. */
export const verifiedDeviceId = (secret: string, value: string | undefined): string | undefined => {
  const [deviceId, mac, ...rest] = value?.split('.') ?? [];
  if (!deviceId || !mac || rest.length > 0) return undefined;
  return safeEqual(mac, signature(secret, deviceId)) ? deviceId : undefined;
};

export const deviceCookieValue = (secret: string, deviceId: string) =>
  `${deviceId}.${signature(secret, deviceId)}`;

/** The request's device: the id of its signed cookie, or a new one. */
export const requestDeviceId = (c: Context<AppEnv>): string =>
  verifiedDeviceId(c.var.deps.config.jwtSecret, getCookie(c, DEVICE_COOKIE)) ?? randomToken(18);

/**
 * Set on the answer of a sign-in only. Its path is the identity service's, where auth-js's fetch sends
 * it back (same origin); HttpOnly, so no script of the page reads it.
 */
export const setDeviceCookie = (c: Context<AppEnv>, deviceId: string) =>
  setCookie(c, DEVICE_COOKIE, deviceCookieValue(c.var.deps.config.jwtSecret, deviceId), {
    path: '/auth/v1',
    httpOnly: true,
    secure: c.var.deps.config.publicUrl.startsWith('https:'),
    sameSite: 'Lax',
    maxAge: MAX_AGE_SECONDS,
  });
