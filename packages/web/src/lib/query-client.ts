import { MutationCache, QueryCache, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError, isClientError, isSecondFactorRefusal } from './api-error';

/**
 * What a query or a mutation tells the one error handler below (spec 001 §8's 'Erreur' toasts):
 * the toast's description, or a function of the error that returns it (null: no toast, e.g. a
 * hidden order that the page itself reports as not found).
 */
export type ErrorToastMeta = {
  errorMessage?: string | ((error: Error) => string | null);
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

const ERROR_TITLE = 'Erreur';

const toastError = (error: Error, meta: ErrorToastMeta | undefined) => {
  // A 401 ends the session (lib/session-end.ts) and the login page says so: no toast over it.
  if (error instanceof ApiError && error.status === 401) return;
  // Nor over the second factor's step, where a refused level sends the person.
  if (isSecondFactorRefusal(error)) return;
  const message = typeof meta?.errorMessage === 'function' ? meta.errorMessage(error) : meta?.errorMessage;
  // One toast per message: two queries failing together (a page's two lists) say it once.
  if (message) toast.error(ERROR_TITLE, { id: message, description: message });
};

/**
 * The app's query client, and the tests' (with their own defaults): every failed query or mutation
 * that carries `meta.errorMessage` toasts it once per failure, whichever component asked for it.
 * The caches call this once per fetch, not once per component that reads the query.
 */
export const createQueryClient = (config: Omit<QueryClientConfig, 'queryCache' | 'mutationCache'> = {}) =>
  new QueryClient({
    ...config,
    queryCache: new QueryCache({ onError: (error, query) => toastError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastError(error, mutation.meta),
    }),
  });

/**
 * A 4xx is the server's answer, and asking again changes nothing (a 401 above all: the
 * session is over, and a retry would only delay the move to /login). A network failure (status 0)
 * or a 5xx is asked again, up to `times` more.
 */
export const retryUnlessRefused =
  (times: number) =>
  (failureCount: number, error: Error): boolean =>
    failureCount < times && !isClientError(error);

export const queryClient = createQueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: retryUnlessRefused(1), refetchOnWindowFocus: false },
  },
});
