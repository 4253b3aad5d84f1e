import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { SessionProvider, SignedOutSession } from '@/lib/session';
import { AppToaster } from '@/lib/toast';

/**
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
        <AppToaster />
      </Session>
    </QueryClientProvider>
  );
};
