import type { ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import type { Actor } from '@conque/domain/permissions/can';
import type { MfaAccess } from '@conque/domain/permissions/mfa';
import type { Role } from '@conque/domain/permissions/roles';
import type { Deps } from '../kernel/deps';
import type { Logger } from '../logging/logger';

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
  /** What the session's level lets it do (domain/permissions/mfa.ts). */
  mfa: MfaAccess;
};

/** The key calling /api/v1, as api-v1/require-api-key.ts found it. */
export type ApiCaller = { keyId: string; keyName: string; actor: Actor; scopes: ApiKeyScope[] };

export type AppEnv = {
  Variables: {
    deps: Deps;
    currentUser: CurrentUser;
    /** The key calling /api/v1 (api-v1/require-api-key.ts). */
    apiCaller: ApiCaller;
    /** Set by http/request-log.ts for every request. */
    requestId: string;
    /** The logger with this request's id on every line (http/request-log.ts). */
    log: Logger;
  };
};
