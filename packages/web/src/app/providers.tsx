import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

// Spec 001 §9: toasts last 4 s, 3 visible at a time, 356 px wide (sonner's own width).
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <SessionProvider>
      {children}
      <Toaster duration={4000} visibleToasts={3} richColors closeButton position="top-right" />
    </SessionProvider>
  </QueryClientProvider>
);
