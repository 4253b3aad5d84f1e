import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test's HTTP server listening on 127.0.0.1, on a port of its own: its base address, and a close
 * that ends the connections still open (a kept-alive client would otherwise hold it up).
 */
export const listenOnLoopback = async (
  server: Server,
): Promise<{ url: string; close: () => Promise<void> }> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
