import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getAuthClient } from '@/lib/auth-client';

// Spec 000 §9: the reset page waits 500 ms before checking for a session.
export const RESET_SESSION_CHECK_DELAY_MS = 500;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

// A PKCE code is single-use. The sign-out that ends a reset clears the query cache, which makes the
// still-mounted page check again: it must not replay the exchange.
const exchangedCodes = new Set<string>();

/** Drops ?code= from the address bar, so a reload does not replay a spent code either. */
const removeCodeFromUrl = () => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('code')) return;
  url.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/**
 * Whether the reset page may show its form. detectSessionInUrl is off, so the page exchanges the
 * recovery link's PKCE code itself. An exchange failure (expired flow, link opened in another browser
 * without the verifier) is not an error here: it leaves no session, which the page reports as an
 * invalid link.
 */
export const checkResetSession = async (code: string | null, signal?: AbortSignal): Promise<boolean> => {
  await wait(RESET_SESSION_CHECK_DELAY_MS, signal);
  if (code && !exchangedCodes.has(code)) {
    exchangedCodes.add(code);
    removeCodeFromUrl();
    await getAuthClient().exchangeCodeForSession(code);
  }
  const { data } = await getAuthClient().getSession();
  return data.session !== null;
};

export const resetSessionQueryOptions = (code: string | null) =>
  queryOptions({
    queryKey: queryKeys.resetSession(code),
    queryFn: ({ signal }) => checkResetSession(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useResetSession = (code: string | null) => useQuery(resetSessionQueryOptions(code));
