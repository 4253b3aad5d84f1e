import { type ChangeFeed, openChangeFeed } from './change-feed';
import type { Database } from './client';

/**
 * What every authenticated request reads (its session and profile), kept in the
 * process and dropped as soon as a change of one of its rows is heard (db/change-feed.ts). An entry
 * is tagged with the rows it was read from: `session:<id>`, `user:<id>`, `establishment:<id>`.
 */
export type ReadCache = {
  /**
   * The value under `key`, loaded when missing. A value is kept only if no change was heard
   * while it was being read (that change may be what the read missed); `undefined` is never kept.
   */
  read: <T>(
    key: string,
    load: () => Promise<T | undefined>,
    tagsOf: (value: T) => string[],
  ) => Promise<T | undefined>;
  /** How many values are kept now. */
  size: () => number;
  close: () => Promise<void>;
};

/** No cache: every read goes to the database (tests' second apps, the bench's SQL capture). */
export const NO_CACHE: ReadCache = { read: (_key, load) => load(), size: () => 0, close: async () => {} };

type Entry = { value: unknown; tags: string[]; until: number };

/** Bounds memory (a few hundred bytes an entry) and how long an entry lives even if nothing changes. */
const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;

export const openReadCache = async (
  database: Database,
  options: { ttlMs?: number } = {},
): Promise<ReadCache> => {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  // Moves on at every change heard: a read that began before it must not keep what it read.
  let epoch = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const clear = () => {
    epoch += 1;
    entries.clear();
    byTag.clear();
  };
  const changed = (tag: string) => {
    if (tag === '*') return clear();
    epoch += 1;
    for (const key of byTag.get(tag) ?? []) forget(key);
  };
  const feed: ChangeFeed = await openChangeFeed(database, changed, clear);
  // Expired values go once a TTL, not only when read again or pushed out by the 10 000th: a busy
  // day's sessions piled up in the heap until then (bench/busy-day: +9 % of heap in 10 minutes).
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.until <= now) forget(key);
  }, ttlMs);
  sweep.unref();

  return {
    read: async <T>(key: string, load: () => Promise<T | undefined>, tagsOf: (value: T) => string[]) => {
      if (!feed.live()) return load();
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.value as T;
      if (entry) forget(key);
      const started = epoch;
      const value = await load();
      if (value === undefined || epoch !== started || !feed.live()) return value;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      const tags = tagsOf(value);
      entries.set(key, { value, tags, until: Date.now() + ttlMs });
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      return value;
    },
    size: () => entries.size,
    close: async () => {
      clearInterval(sweep);
      await feed.close();
      clear();
    },
  };
};
