import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { SessionProvider, SignedOutSession } from '@/lib/session';

/**
 * Spec 001 §9: toasts last 4 s, 3 visible at a time, 356 px wide (sonner's own width).
 * `prerendering`: the build draws a public page (decision 73) as the app draws it for a visitor
 * without a session, in the same tree, so that the app can take that page over as it is.
 */
export const AppProviders = ({
  children,
  prerendering = false,
}: {
  children: ReactNode;
  prerendering?: boolean;
}) => {
  const Session = prerendering ? SignedOutSession : SessionProvider;
  return (
    <QueryClientProvider client={queryClient}>
      <Session>
        {children}
        <Toaster duration={4000} visibleToasts={3} richColors closeButton position="top-right" />
      </Session>
    </QueryClientProvider>
  );
};
