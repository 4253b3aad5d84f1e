import type { DirectoryLineJson } from '@conque/domain/einvoicing/directory-types';
import { eq } from 'drizzle-orm';
import { einvoicingDirectoryEntries, establishments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { type DirectoryEntryRow, DirectoryReadFailed, lookUpDirectoryEntry } from './look-up-directory-entry';

/** A read older than this is read again before sending (decision 145). */
export const DIRECTORY_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export type FreshDirectoryLine = {
  /** The line that applies, or null: none in the directory, or never read. */
  line: DirectoryLineJson | null;
  /** `found` / `none` as last read for the current SIRET; `unknown` when never read for it. */
  status: DirectoryEntryRow['status'];
  /** False when this is the last known result because the directory could not be read now. */
  fresh: boolean;
  readAt: Date | null;
};

/**
 * For the sending (decision 145): the establishment's directory line, read again first when the
 * read is older than a week or was for another SIRET, or said none and `rereadNone` asks. Never throws for the PA: when the directory
 * cannot be read it answers the last known line for the same SIRET with `fresh: false` (or null,
 * status `unknown`, when there is none). Throws only for a programming or database error.
 */
export const ensureFreshDirectoryLine = async (
  deps: Deps,
  establishmentId: string,
  options: { rereadNone?: boolean } = {},
): Promise<FreshDirectoryLine> => {
  const [current] = await deps.db
    .select({ siret: establishments.siret, entry: einvoicingDirectoryEntries })
    .from(establishments)
    .leftJoin(einvoicingDirectoryEntries, eq(einvoicingDirectoryEntries.establishmentId, establishments.id))
    .where(eq(establishments.id, establishmentId));
  const known = current?.entry?.siret === current?.siret ? current?.entry : null;
  const age = known?.readAt ? deps.now().getTime() - known.readAt.getTime() : Number.POSITIVE_INFINITY;
  const settled = known?.status === 'found' || (known?.status === 'none' && !options.rereadNone);
  if (known && settled && age <= DIRECTORY_MAX_AGE_MS) return answer(known, true);
  try {
    const read = await lookUpDirectoryEntry(deps, establishmentId);
    if (read) return answer(read, true);
  } catch (error) {
    if (!(error instanceof DirectoryReadFailed)) throw error;
  }
  return known ? answer(known, false) : { line: null, status: 'unknown', fresh: false, readAt: null };
};

const answer = (entry: DirectoryEntryRow, fresh: boolean): FreshDirectoryLine => ({
  line: entry.status === 'found' ? (entry.lines[0] ?? null) : null,
  status: entry.status,
  fresh,
  readAt: entry.readAt,
});
