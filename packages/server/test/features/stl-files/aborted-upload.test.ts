import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { binaryStl, stlSnapshot, storedFiles } from './stl-test-kit';

// Spec 001 §4 upload states and docs/design.md §4: a browser tab closed mid-upload. Over a real socket, so
// the connection reset is Node's own, not a simulated stream error.

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  // The fetch below keeps its connection alive: close it rather than wait for its timeout.
  (server as Server).closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const waitFor = async (condition: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('an upload cut off by the client', () => {
  it('leaves no file, no temporary file and no entry, and the server answers the next upload', async () => {
    const establishment = await insertEstablishment(t.db);
    const { profile, token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const order = await insertOrder(t.db, { establishmentId: establishment.id, createdBy: profile.id });
    const before = await stlSnapshot(t);
    const file = binaryStl(200_000);

    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/orders/${order.id}/stl-files`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'content-length': String(file.length),
        'x-file-name': encodeURIComponent('coupé.stl'),
      },
    });
    req.on('error', () => {});
    req.write(file.subarray(0, 3_000_000));
    // The server is writing the first megabytes to a temporary file when the tab closes.
    await waitFor(() => storedFiles(t).some((path) => path.startsWith('.tmp/')), 'the upload to start');
    req.destroy();

    await waitFor(() => storedFiles(t).length === before.files.length, 'the temporary file to go');
    expect(await stlSnapshot(t)).toEqual(before);

    const next = await fetch(`http://127.0.0.1:${port}/api/orders/${order.id}/stl-files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('coupé.stl'),
      },
      body: new Uint8Array(binaryStl(10)),
    });
    expect(next.status).toBe(201);
    expect(await next.json()).toMatchObject({ name: 'coupé.stl', size: 584 });
  });
});
