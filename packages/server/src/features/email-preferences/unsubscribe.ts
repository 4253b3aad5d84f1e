import { EMAIL_KIND_LABELS } from '@conque/domain/email-preferences/email-kinds';
import type { Deps } from '../../kernel/deps';
import { emailKindState, optOut } from './email-preference-rows';
import { checkUnsubscribeLink } from './unsubscribe-link';

export type UnsubscribeOutcome =
  | { state: 'invalid' }
  | { state: 'unknown_account' }
  | { state: 'subscribed' | 'unsubscribed'; kindLabel: string };

type LinkQuery = Record<string, string | undefined>;

/** GET of the link: what the link would do, and nothing done (a link scanner or a preview opens it too). */
export const readUnsubscribeLink = async (deps: Deps, query: LinkQuery): Promise<UnsubscribeOutcome> => {
  const link = checkUnsubscribeLink(deps.config.jwtSecret, query);
  if (!link) return { state: 'invalid' };
  const state = await emailKindState(deps.db, link.userId, link.kind);
  if (state === 'unknown_account') return { state };
  return { state, kindLabel: EMAIL_KIND_LABELS[link.kind] };
};

/**
 * POST of the link (RFC 8058 one-click, or the confirmation page's button): switches that one kind
 * off for that person, without a session; again and again, the same answer.
 */
export const unsubscribeByLink = async (deps: Deps, query: LinkQuery): Promise<UnsubscribeOutcome> => {
  const link = checkUnsubscribeLink(deps.config.jwtSecret, query);
  if (!link) return { state: 'invalid' };
  if (!(await optOut(deps.db, link.userId, link.kind))) return { state: 'unknown_account' };
  return { state: 'unsubscribed', kindLabel: EMAIL_KIND_LABELS[link.kind] };
};
