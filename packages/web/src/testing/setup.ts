import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetAuthClient } from '@/lib/auth-client';
import { server } from './msw-server';

// An unexpected request is an error, and a console.error fails the test (vitest.setup.ts).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // Each test starts signed out, with a fresh identity client.
  resetAuthClient();
  window.localStorage.clear();
});
afterAll(() => server.close());
