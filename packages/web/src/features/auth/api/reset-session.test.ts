import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';
import { checkResetSession, RESET_SESSION_CHECK_DELAY_MS } from './reset-session';

vi.mock('@/lib/auth-client', () => ({
  authClient: { exchangeCodeForSession: vi.fn(), getSession: vi.fn() },
}));
const exchange = vi.mocked(authClient.exchangeCodeForSession);
const getSession = vi.mocked(authClient.getSession);

const withSession = (present: boolean) =>
  getSession.mockResolvedValue({ data: { session: present ? {} : null }, error: null } as never);

beforeEach(() => {
  vi.useFakeTimers();
  exchange.mockReset().mockResolvedValue({ data: {}, error: null } as never);
  withSession(true);
  window.history.replaceState(null, '', '/reset-password');
});
afterEach(() => vi.useRealTimers());

describe('checkResetSession', () => {
  it('waits 500 ms, exchanges the code, removes it from the URL and finds the session', async () => {
    window.history.replaceState(null, '', '/reset-password?code=abc-1&sb_flow_id=f1');
    const result = checkResetSession('abc-1');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS - 1);
    expect(exchange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(exchange).toHaveBeenCalledWith('abc-1');
    expect(window.location.search).toBe('?sb_flow_id=f1');
  });

  it('never replays a spent code', async () => {
    const first = checkResetSession('abc-2');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await first;
    const second = checkResetSession('abc-2');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await second;
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('reports an invalid link when no session results', async () => {
    withSession(false);
    exchange.mockResolvedValue({ data: {}, error: new Error('flow_state_expired') } as never);
    const result = checkResetSession('abc-3');
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await expect(result).resolves.toBe(false);
  });

  it('checks the current session when the link carries no code', async () => {
    const result = checkResetSession(null);
    await vi.advanceTimersByTimeAsync(RESET_SESSION_CHECK_DELAY_MS);
    await expect(result).resolves.toBe(true);
    expect(exchange).not.toHaveBeenCalled();
  });
});
