import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, sessionBody, storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { checkResetSession, RESET_SESSION_CHECK_DELAY_MS } from './reset-session';

// The recovery link's PKCE exchange, as the browser sends it to the identity service.
let requests: RecordedRequest[];
const exchanges = () => requests.filter((request) => request.path === '/auth/v1/token?grant_type=pkce');

/** The verifier auth-js kept when the reset was asked for in this browser (spec 000 §9). */
const storeVerifier = () =>
  window.localStorage.setItem(`${AUTH_STORAGE_KEY}-code-verifier`, JSON.stringify('test-verifier'));

const withSession = (present: boolean) => {
  if (present) storeSession();
  else window.localStorage.removeItem(AUTH_STORAGE_KEY);
};

beforeEach(() => {
  vi.useFakeTimers();
  storeVerifier();
  withSession(true);
  requests = recordRequests();
  server.use(http.post('/auth/v1/token', () => HttpResponse.json(sessionBody())));
  window.history.replaceState(null, '', '/reset-password');
});
afterEach(() => vi.useRealTimers());

describe('checkResetSession', () => {
  it('waits 500 ms, exchanges the code, removes it from the URL and finds the session', async () => {
    window.history.replaceState(null, '', '/reset-password?code=abc-1&sb_flow_id=f1');
    const result = checkResetSession('abc-1');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS - 1);
    expect(exchanges()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(exchanges()).toEqual([
      expect.objectContaining({ body: { auth_code: 'abc-1', code_verifier: 'test-verifier' } }),
    ]);
    expect(window.location.search).toBe('?sb_flow_id=f1');
  });

  it('never replays a spent code', async () => {
    const first = checkResetSession('abc-2');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await first;
    storeVerifier();
    const second = checkResetSession('abc-2');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await second;
    expect(exchanges()).toHaveLength(1);
  });

  it('reports an invalid link when no session results', async () => {
    withSession(false);
    server.use(
      http.post('/auth/v1/token', () =>
        HttpResponse.json({ code: 404, error_code: 'flow_state_expired', msg: 'x' }, { status: 404 }),
      ),
    );
    const result = checkResetSession('abc-3');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await expect(result).resolves.toBe(false);
  });

  it('checks the current session when the link carries no code', async () => {
    const result = checkResetSession(null);
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await expect(result).resolves.toBe(true);
    expect(exchanges()).toEqual([]);
  });
});
