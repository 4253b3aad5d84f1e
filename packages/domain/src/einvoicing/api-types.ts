import type { EinvoicingAuthMethod } from './settings-schema';

/**
 * What GET /api/einvoicing/settings answers: never a secret, only whether one is kept. `source`
 * says where the connection in force comes from: the server's environment (EINVOICING_*, which
 * then takes precedence and cannot be changed from the page), the page, or nowhere yet.
 */
export type EinvoicingSettingsJson = {
  source: 'environment' | 'page' | 'none';
  enabled: boolean;
  flow_url: string | null;
  directory_url: string | null;
  auth_method: EinvoicingAuthMethod;
  oauth_token_url: string | null;
  oauth_client_id: string | null;
  token_set: boolean;
  oauth_client_secret_set: boolean;
  updated_at: string | null;
};

export type EinvoicingServiceCheckJson = {
  service: 'flow' | 'directory';
  ok: boolean;
  /** One French sentence: what worked, or what failed with the PA's own text and what to do. */
  message: string;
};

/** What « Tester la connexion » answers (200 whether or not the PA answered well). */
export type EinvoicingConnectionTestJson = {
  ok: boolean;
  summary: string;
  checks: EinvoicingServiceCheckJson[];
};
