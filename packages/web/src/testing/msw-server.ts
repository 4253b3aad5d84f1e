import { setupServer } from 'msw/node';

/**
 * The network of the web unit tests: each test answers the calls it expects with
 * `server.use(http.get('/api/…', …))`; any other call fails the test (setup.ts). The real
 * api-client and auth-js run above it, so a test sees the requests the browser would send.
 */
export const server = setupServer();

/** A request as a test asserts it: method, path with its query, and the JSON body if any. */
export type RecordedRequest = { method: string; path: string; body: unknown };

/** Every request the app sends while the test runs, in order (the body read from a copy). */
export const recordRequests = () => {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: null,
    };
    requests.push(entry);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? JSON.parse(text) : null;
        })
        .catch(() => {}),
    );
  });
  return requests;
};
