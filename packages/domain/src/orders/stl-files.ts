import { z } from 'zod';
import type { EarSide } from '../catalogue/ear-sides';
import type { MeshCheck } from './mesh-check';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §3 "Stl file entry" and §5 upload rules: only .stl files, 100 MB at most.
export const MAX_STL_FILE_BYTES = 100 * 1024 * 1024;
/** Ours: a generous bound for one order (both ears, several scans each), so a body stays small. */
export const MAX_STL_FILES_PER_ORDER = 50;

export const stlFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  /** Storage key in bucket stl_files, made by the server (a timestamp suffix, never overwritten). */
  path: z.string().min(1).max(1024),
  size: z.number().int().nonnegative().max(MAX_STL_FILE_BYTES),
  type: z.string().max(100),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type StlFile = z.infer<typeof stlFileSchema>;
/**
 * An entry as the server writes it in orders.stl_files and answers after an upload: the path is
 * `<orderId>/<safe-base-name>_<timestamp>.stl`, the size in bytes, uploadedAt ISO 8601 in UTC.
 * Here, not in the server's stl-files feature, because the database schema types its column with it.
 */
export type StlFileEntry = StlFile & {
  type: 'model/stl';
  /** The mesh as the server measured it after the upload; absent for older files. */
  check?: MeshCheck;
  /**
   * The check runs in a job after the upload answers. 'pending' until it writes
   * `check` (and this goes), 'failed' when it could not run for good; absent for a checked file and
   * for one uploaded before the check existed (which shows nothing).
   */
  checkStatus?: MeshCheckStatus;
  /** The ear of a file the clinic sent in answer to a request for a new impression. */
  ear?: EarSide;
};

export type MeshCheckStatus = 'pending' | 'failed';

/** A file whose check is still to come: the screens say so and look again. */
export const isMeshCheckPending = (entry: { checkStatus?: MeshCheckStatus }): boolean =>
  entry.checkStatus === 'pending';

export const isStlFileName = (name: string): boolean => /\.stl$/i.test(name.trim());

/** The spec's French refusal for a file picked for upload, or null when it may be sent. */
export const stlFileProblem = (file: { name: string; size: number }): string | null => {
  if (!isStlFileName(file.name)) return ORDER_MESSAGES.stlNotStl(file.name);
  if (file.size > MAX_STL_FILE_BYTES) return ORDER_MESSAGES.stlTooLarge(file.name);
  return null;
};
