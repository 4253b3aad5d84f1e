import type { Role } from '../permissions/roles';

// Answers of the account area's endpoints (spec 000 §7), in the spec's snake_case where it has tables.

export type EstablishmentView = {
  id: string;
  name: string;
  siret: string;
  billing_street_address: string;
  billing_postal_code: string;
  billing_city: string;
  /** Its manager requires a second factor of every member. */
  mfa_required: boolean;
};

/** GET and PATCH /api/profile. */
export type ProfileView = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  establishment_id: string | null;
  is_owner: boolean;
  created_at: string;
  establishment: EstablishmentView | null;
  /** « Numéro RPPS ou ADELI »: the wizard's default prescriber (decision 144). */
  prescriber_number: string | null;
};

/** POST /api/verify-invitation: always 200 for a well-formed body; the client shows `error`. */
export type VerifyInvitationResponse =
  | {
      valid: true;
      error: null;
      invitation: {
        id: string;
        role: Role;
        establishment_id: string | null;
        first_name: string;
        last_name: string;
      };
    }
  | { valid: false; error: string; invitation: null };

/** POST /api/create-user-profile (404 `{ error: { code, message } }` otherwise). */
export type CreateUserProfileResponse = { error: null };

/** GET /api/establishments/by-siret/:siret. */
export type EstablishmentNameResponse = { name: string };

/** GET /api/orders/draft-count. */
export type DraftCountResponse = { count: number };

/** GET /api/profile/mfa: the person's second factor, beside what auth-js lists. */
export type MfaStatusView = {
  /** Why one is required of this person (its role, its establishment), or null: optional. */
  required: 'role' | 'establishment' | null;
  verified: boolean;
  /** Unused recovery codes of its verified factor. */
  recovery_codes_remaining: number;
};

/** POST /api/profile/mfa/recovery-codes: ten new codes, shown this once (`abcd-efgh-jkmn-pqrs`). */
export type RecoveryCodesView = { codes: string[] };

/** POST /api/users/:id/mfa-reset. */
export type MfaResetView = { reset: true };

/** POST /api/profile/sessions/end-others: how many of the person's other sessions ended. */
export type EndOtherSessionsResult = { ended: number };
