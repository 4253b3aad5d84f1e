import { createHash } from 'node:crypto';
import type { PaConnectionConfig } from '../../config';

// The bearer token a PA call carries: the one given, or one obtained from the PA's OAuth 2 token
// endpoint with the client credentials grant (RFC 6749 §4.4, the client authenticated by HTTP Basic) and kept in the process until a minute
// before it expires. The cache is keyed by a hash of the credentials, so a changed secret obtains a
// new token at once (decision 140).

const REFRESH_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_S = 300;
export const PA_TIMEOUT_MS = 10_000;

type CachedToken = { token: string; expiresAt: number };
const cache = new Map<string, CachedToken>();

/** The token endpoint did not give a token: its status (null: no answer) and its own words. */
export class PaTokenError extends Error {
  constructor(
    readonly status: number | null,
    readonly text: string,
  ) {
    super(`OAuth 2 token endpoint: ${status ?? 'no answer'}`);
  }
}

const keyOf = (auth: Extract<PaConnectionConfig['auth'], { method: 'oauth2' }>) =>
  createHash('sha256').update(`${auth.tokenUrl}\n${auth.clientId}\n${auth.clientSecret}`).digest('hex');

export const paAccessToken = async (connection: PaConnectionConfig, now: () => Date): Promise<string> => {
  const { auth } = connection;
  if (auth.method === 'bearer') return auth.token;
  const key = keyOf(auth);
  const cached = cache.get(key);
  if (cached && cached.expiresAt - REFRESH_MARGIN_MS > now().getTime()) return cached.token;
  let response: Response;
  try {
    response = await fetch(auth.tokenUrl, {
      method: 'POST',
      // HTTP Basic, the one client authentication every authorization server must accept (RFC 6749 §2.3.1).
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
      redirect: 'manual',
      signal: AbortSignal.timeout(PA_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaTokenError(
      null,
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '',
    );
  }
  const text = await response.text();
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } =
    {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: its text is what the endpoint said.
  }
  if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '') {
    const words = [body.error, body.error_description].filter((part) => typeof part === 'string').join(' — ');
    throw new PaTokenError(response.status, words || text);
  }
  const lifetime =
    typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_LIFETIME_S;
  cache.set(key, { token: body.access_token, expiresAt: now().getTime() + lifetime * 1000 });
  return body.access_token;
};
