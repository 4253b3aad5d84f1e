import type { DraftListItem } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { PAGE_SIZE, type Page, type SearchPageQuery } from '@conque/domain/shared/list-query';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { containsPattern } from '../../http/list-query';
import type { Deps } from '../../kernel/deps';

/** Spec 001 §2 'Mes brouillons': the caller's own drafts, newest first, searched by patient name. */
export const listDrafts = async (
  deps: Deps,
  actor: Actor,
  query: SearchPageQuery,
): Promise<Page<DraftListItem>> => {
  if (!can(actor, 'orders.list_own_drafts')) throw AppError.forbidden();
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(orders.status, 'draft'),
    eq(orders.createdBy, actor.id),
    pattern ? or(ilike(orders.patientFirstName, pattern), ilike(orders.patientLastName, pattern)) : undefined,
  );
  const [counted] = await deps.db.select({ total: count() }).from(orders).where(where);
  const rows = await deps.db
    .select({
      id: orders.id,
      patientFirstName: orders.patientFirstName,
      patientLastName: orders.patientLastName,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      patient_first_name: row.patientFirstName,
      patient_last_name: row.patientLastName,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
};
