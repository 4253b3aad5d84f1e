import type { Role } from '@conque/domain/permissions/roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';

/** What every route and use case needs; built once in main.ts, or per test file. */
export type Deps = {
  db: Db;
  config: Config;
  now: () => Date;
  /** Object storage: STL files and PDFs (DESIGN §1). */
  storage: Storage;
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
};

export type AppEnv = { Variables: { deps: Deps; currentUser: CurrentUser } };
