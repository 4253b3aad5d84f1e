import { z } from 'zod';

// What the lab edits in versions shares one shape (the price list, decision 64; the planning,
// decision 99): a version takes effect from the Paris midnight of its day, is never edited, and
// says who wrote it. `Key` names the value in the answer (`prices`, `settings`).

/** One version, as GET answers it, newest effective day first. */
export type SettingsVersionView<Key extends string, Value> = {
  id: string;
  /** The Paris day it takes effect ('yyyy-MM-dd'). */
  effective_from: string;
  created_by_name: string;
  created_at: string;
  /** In force now (the latest whose day has come). */
  current: boolean;
} & { [name in Key]: Value };

/** GET: the value in force and every version. */
export type VersionedSettingsView<Key extends string, Value> = {
  current: Value;
  versions: SettingsVersionView<Key, Value>[];
};

/** POST's `effective_from`: a 'yyyy-MM-dd' day; that it exists and is not past is the server's 400. */
export const effectiveFromField = (invalidDate: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, invalidDate);

/** POST's answer: the new version's id. */
export type CreatedVersion = { id: string };
