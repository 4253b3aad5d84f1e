import type { ListScope } from '@conque/domain/permissions/list-scope';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';

/**
 * A list's scope (domain/permissions/list-scope.ts) as the condition on its table's establishment
 * column: no condition for the lab, the actor's establishment, or no row at all (`false`, so that a
 * CSV export without an establishment still writes its header alone).
 */
export const listScopeCondition = (scope: ListScope, establishmentId: Column): SQL | undefined => {
  switch (scope.kind) {
    case 'every':
      return undefined;
    case 'own':
      return eq(establishmentId, scope.establishmentId);
    case 'none':
      return sql`false`;
  }
};
