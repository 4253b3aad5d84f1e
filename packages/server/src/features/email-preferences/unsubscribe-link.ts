import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from '@conque/domain/email-preferences/email-kinds';
import { z } from 'zod';

// The one-click unsubscribe link of a mail (RFC 8058), used without signing in. Like the file links
// of storage/signed-url.ts, an HMAC of the server secret with a purpose prefix, so that no other
// signature of this secret (access tokens, file links) can pass for one. It has no expiry: a mail
// read months later must still unsubscribe, and all a link can do is switch off one kind of mail
// for one person, which that person can switch on again from the profile page (decision 53, docs/decisions/).

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const sign = (secret: string, userId: string, kind: EmailKind) =>
  createHmac('sha256', secret).update(`conque-unsubscribe\n${userId}\n${kind}`).digest('base64url');

/** `${PUBLIC_URL}/unsubscribe?user=<id>&kind=<kind>&signature=<HMAC>`: the same URL for GET and POST. */
export const unsubscribeUrl = (
  config: { publicUrl: string; jwtSecret: string },
  userId: string,
  kind: EmailKind,
): string => {
  const query = new URLSearchParams({ user: userId, kind, signature: sign(config.jwtSecret, userId, kind) });
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
};

export type UnsubscribeLink = { userId: string; kind: EmailKind };

const querySchema = z.object({
  user: z.uuid(),
  kind: z.string().refine(isEmailKind),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The link's person and kind when its signature holds; undefined for anything altered or cut. */
export const checkUnsubscribeLink = (
  secret: string,
  query: Record<string, string | undefined>,
): UnsubscribeLink | undefined => {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return undefined;
  const { user, kind, signature } = parsed.data;
  if (!isEmailKind(kind)) return undefined;
  const expected = Buffer.from(sign(secret, user, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId: user, kind };
};
