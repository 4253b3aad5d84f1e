// The person's « Historique des connexions » on the profile page.

/** The page shows the last 30 sign-ins and failed attempts. */
export const SIGN_IN_HISTORY_LIMIT = 30;

/** Older entries go in the daily pruning (decision 108, docs/decisions/). */
export const SIGN_IN_RETENTION_DAYS = 90;

/** GET /api/profile/sign-in-history: one sign-in or failed attempt on the person's account. */
export type SignInView = {
  id: string;
  at: string;
  ip: string;
  /** « Chrome sur Windows » (user-agent.ts). */
  device: string;
  succeeded: boolean;
  /** A second-factor code was asked for (a failed code) or accepted (the session reached aal2). */
  second_factor: boolean;
};
