import type { DraftCountResponse } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/** Spec 000 §7 and §6: the sidebar badge counts the drafts the current user created, no one else's. */
export const countDrafts = async (deps: Deps, actor: Actor): Promise<DraftCountResponse> => {
  if (!can(actor, 'orders.count_own_drafts')) throw AppError.forbidden();
  const count = await deps.db.$count(orders, and(eq(orders.status, 'draft'), eq(orders.createdBy, actor.id)));
  return { count };
};
