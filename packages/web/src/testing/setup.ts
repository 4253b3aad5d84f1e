import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { enableLiveUpdates } from '@/api/live/use-live-updates';
import { resetAuthClient } from '@/lib/auth-client';
import { server } from './msw-server';

// findBy* and waitFor wait 5 s, not 1: the web tests share 2 cores with the server suite's
// processes in CI, where a lazy chunk's first render once took longer than 1 s (tooltip.test.tsx).
configure({ asyncUtilTimeout: 5_000 });

// An unexpected request is an error, and a console.error fails the test (vitest.setup.ts).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The live stream is off but in the tests that turn it on (api/live/*.test.ts).
beforeAll(() => enableLiveUpdates(false));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Each test starts signed out, with a fresh identity client.
  resetAuthClient();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A router's navigation leaves its address in the shared window.
  window.history.replaceState(null, '', '/');
  // Sonner keeps its toasts in a module and replays them to the next Toaster mounted: the web
  // project does not isolate its files (vite.config.ts), so a toast would reach the next file.
  toast.dismiss();
});
afterAll(() => server.close());
