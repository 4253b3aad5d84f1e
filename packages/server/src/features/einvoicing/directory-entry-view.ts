import type { EstablishmentDirectoryJson } from '@conque/domain/einvoicing/directory-types';
import { asc, eq, type SQL } from 'drizzle-orm';
import { einvoicingDirectoryEntries, establishments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';

/**
 * Establishments with what the directory said of them (decision 145). A read made for another SIRET
 * than the establishment's (changed since; a new read is queued) counts as not read yet.
 */
export const directoryEntriesWhere = async (
  deps: Deps,
  where?: SQL,
): Promise<EstablishmentDirectoryJson[]> => {
  const rows = await deps.db
    .select({
      id: establishments.id,
      name: establishments.name,
      siret: establishments.siret,
      entry: einvoicingDirectoryEntries,
    })
    .from(establishments)
    .leftJoin(einvoicingDirectoryEntries, eq(einvoicingDirectoryEntries.establishmentId, establishments.id))
    .where(where)
    .orderBy(asc(establishments.name), asc(establishments.id));
  return rows.map(({ id, name, siret, entry }) => {
    const current = entry?.siret === siret ? entry : null;
    const status = current?.status ?? 'unknown';
    return {
      establishment_id: id,
      establishment_name: name,
      siret,
      status,
      line: status === 'found' ? (current?.lines[0] ?? null) : null,
      lines: current?.lines ?? [],
      read_at: current?.readAt?.toISOString() ?? null,
      last_error: entry?.lastError ?? null,
    };
  });
};
