import type { MfaAccess } from '@conque/domain/permissions/mfa';
import type { Role } from '@conque/domain/permissions/roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ReadCache } from '../db/read-cache';
import type { LiveHub } from '../features/live-events/live-hub';
import type { Logger } from '../logging/logger';
import type { Storage } from '../storage/storage';
import type { ApiCaller } from './require-api-key';

/** What every route and use case needs; built once in main.ts, or per test file. */
export type Deps = {
  db: Db;
  config: Config;
  now: () => Date;
  /** Object storage: STL files and PDFs (DESIGN §1). */
  storage: Storage;
  /**
   * The process's stop (main.ts): once `stopping`, /readyz answers 503 so that a load balancer
   * drains this process, and each response closes its connection. Absent (tests, the CLI): never.
   */
  lifecycle?: { stopping: boolean };
  /** Sessions and profiles kept in the process (issue 10); without it, every read is a query. */
  cache?: ReadCache;
  /** The process's live events (issue 22): absent, GET /api/events answers 404. */
  live?: LiveHub;
};

export type CurrentProfile = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  establishmentId: string | null;
  isOwner: boolean;
};

export type CurrentUser = {
  id: string;
  email: string;
  sessionId: string;
  /** Null only in the instant between sign-up and profile creation, which share one transaction. */
  profile: CurrentProfile | null;
  /** What the session's level lets it do (issue 23, domain/permissions/mfa.ts). */
  mfa: MfaAccess;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    currentUser: CurrentUser;
    /** Issue 24: the key calling /api/v1 (http/require-api-key.ts). */
    apiCaller: ApiCaller;
    /** Set by http/request-log.ts for every request. */
    requestId: string;
    /** The logger with this request's id on every line (http/request-log.ts). */
    log: Logger;
  };
};
