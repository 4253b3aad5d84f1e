import { SIGN_IN_RETENTION_DAYS } from '@conque/domain/accounts/sign-in-history';
import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knownDevices, signInAttempts } from '../../db/schema/index';

const DAY_MS = 86_400_000;

// A browser unseen for longer than its cookie lives (device-cookie.ts) no longer holds it.
const KNOWN_DEVICE_DAYS = 400;

/**
 * In the daily pruning: sign-ins older than 90 days, and the devices an account has
 * not signed in from for 400 days. Answers how many of each went.
 */
export const pruneSignInHistory = async (db: Executor, now: Date) => {
  const attempts = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(now.getTime() - SIGN_IN_RETENTION_DAYS * DAY_MS)))
    .returning({ id: signInAttempts.id });
  const devices = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastSeenAt, new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS)))
    .returning({ userId: knownDevices.userId });
  return { signIns: attempts.length, knownDevices: devices.length };
};
