import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReadCache } from '../db/read-cache';
import type { Storage } from '../storage/storage';
import type { LiveHub } from './live-hub';

// The kernel: what the process holds once and hands to every floor above it (http, jobs, mail, the
// features, the wiring). It names only what sits below it (docs/conventions.md, « Floors »).

/** What every route and use case needs; built once in main.ts, or per test file. */
export type Deps = {
  db: Db;
  config: Config;
  now: () => Date;
  /** Object storage: STL files and PDFs (storage/: a local directory or S3). */
  storage: Storage;
  /**
   * The process's stop (main.ts): once `stopping`, /readyz answers 503 so that a load balancer
   * drains this process, and each response closes its connection. Absent (tests, the CLI): never.
   */
  lifecycle?: { stopping: boolean };
  /** Sessions and profiles kept in the process (db/read-cache.ts); without it, every read is a query. */
  cache?: ReadCache;
  /** The process's live events (kernel/live-hub.ts): absent, GET /api/events answers 404. */
  live?: LiveHub;
};
