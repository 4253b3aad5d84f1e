import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { PAGE_SIZE, type Page, type SearchPageQuery } from '@conque/domain/shared/list-query';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { establishments, mfaFactors, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { containsPattern } from '../../http/list-query';
import type { Deps } from '../../kernel/deps';

/**
 * Spec 001 §2 users page (preparators only, docs/design.md §4): every account with its establishment,
 * newest first, 10 a page; the search matches e-mail, names and establishment name.
 */
export const listUsers = async (
  deps: Deps,
  actor: Actor,
  query: SearchPageQuery,
): Promise<Page<UserListItem>> => {
  if (!can(actor, 'users.list')) throw AppError.forbidden();
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(profiles.email, pattern),
        ilike(profiles.firstName, pattern),
        ilike(profiles.lastName, pattern),
        ilike(establishments.name, pattern),
      )
    : undefined;
  const base = () =>
    deps.db
      .select({
        profiles,
        establishments,
        // Whether the person has a verified second factor (a préparateur's can be reset).
        mfaEnabled: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${profiles.id}
          and ${mfaFactors.status} = 'verified')`,
      })
      .from(profiles)
      .leftJoin(establishments, eq(establishments.id, profiles.establishmentId));
  const [counted] = await deps.db
    .select({ total: count() })
    .from(profiles)
    .leftJoin(establishments, eq(establishments.id, profiles.establishmentId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map(({ profiles: p, establishments: e, mfaEnabled }) => ({
      id: p.id,
      email: p.email,
      first_name: p.firstName,
      last_name: p.lastName,
      role: p.role,
      establishment_id: p.establishmentId,
      establishment_name: e?.name ?? null,
      created_at: p.createdAt.toISOString(),
      mfa_enabled: mfaEnabled,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
};
