import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { flowStates } from '../db/schema/index';
import { hashToken, randomToken } from '../kernel/secrets';
import type { PkceParams } from './pkce';

/**
 * The link type of an e-mail and the amr method of the session it leads to (docs/identity-protocol.md §3.3).
 */
export const FLOW_METHODS = { signup: 'email/signup', recovery: 'recovery' } as const;
export type LinkType = keyof typeof FLOW_METHODS;

/**
 * How long the auth code handed out by a link click stays exchangeable. Timed from the click, not from
 * the sign-up (GoTrue's signup/recovery trap, docs/identity-protocol.md §10.3): the link itself lasts 24 h,
 * and the browser exchanges the code a moment after the click (decision 6, docs/decisions/).
 */
export const AUTH_CODE_SECONDS = 300;

/**
 * Saves the PKCE challenge of a sign-up or reset request. Only the latest request of a kind counts (its
 * mail replaced the previous link), so older states of that kind go. The auth code does not exist yet:
 * it is made when the link is clicked; until then the row holds the hash of a value nobody knows.
 */
export const createFlowState = async (tx: Executor, userId: string, type: LinkType, pkce: PkceParams) => {
  const method = FLOW_METHODS[type];
  await tx
    .delete(flowStates)
    .where(and(eq(flowStates.userId, userId), eq(flowStates.authenticationMethod, method)));
  await tx.insert(flowStates).values({
    userId,
    authenticationMethod: method,
    authCodeHash: hashToken(randomToken()),
    codeChallenge: pkce.challenge,
    codeChallengeMethod: pkce.method,
  });
};

/** At the link click: a fresh auth code for the user's latest flow of that kind, or undefined if none. */
export const issueAuthCode = async (
  tx: Executor,
  userId: string,
  type: LinkType,
  now: Date,
): Promise<string | undefined> => {
  const [state] = await tx
    .select({ id: flowStates.id })
    .from(flowStates)
    .where(and(eq(flowStates.userId, userId), eq(flowStates.authenticationMethod, FLOW_METHODS[type])))
    .orderBy(desc(flowStates.createdAt))
    .limit(1)
    .for('update');
  if (!state) return undefined;
  const code = crypto.randomUUID();
  await tx
    .update(flowStates)
    .set({ authCodeHash: hashToken(code), authCodeIssuedAt: now })
    .where(eq(flowStates.id, state.id));
  return code;
};
