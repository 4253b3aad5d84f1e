import type { Config } from '../config';

/**
 * Where an e-mail link may send the browser: only our own origin (a relative path is resolved against
 * PUBLIC_URL). Anything else falls back to PUBLIC_URL, so a link can never become an open redirect.
 */
export const safeRedirect = (config: Config, raw: string | undefined): string => {
  const site = new URL(config.publicUrl);
  if (!raw) return site.toString();
  try {
    const target = new URL(raw, site);
    return target.origin === site.origin ? target.toString() : site.toString();
  } catch {
    return site.toString();
  }
};

/** The redirect with `code` set in its query; its other parameters are kept (auth-js's sb_flow_id). */
export const withCode = (redirectTo: string, code: string): string => {
  const url = new URL(redirectTo);
  url.searchParams.set('code', code);
  url.hash = '';
  return url.toString();
};

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * GoTrue's error redirect (docs/identity-protocol.md §4.2 step 6): in the fragment, and in the query
 * for PKCE.
 */
export const withError = (
  redirectTo: string,
  error: { status: number; code: string; message: string },
  inQuery: boolean,
): string => {
  const url = new URL(redirectTo);
  const params = new URLSearchParams();
  const oauth = OAUTH_ERRORS[error.status];
  if (oauth) params.set('error', oauth);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  if (inQuery) for (const [key, value] of params) url.searchParams.set(key, value);
  params.set('sb', '');
  url.hash = params.toString();
  return url.toString();
};
