import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../../src/storage/storage';
import { createTestS3Storage, startS3Server, type TestS3Server } from '../support/s3-server';
import { storageContract } from './storage-contract';

// The shared contract on a real S3-compatible server on loopback (test/support/s3-server.ts); the links
// are presigned GETs, followed straight to the store.
storageContract('S3', async (now) => {
  const server = await startS3Server();
  return {
    storage: createTestS3Storage(server, { now }),
    stored: server.objects,
    download: (url) => fetch(url),
    close: server.close,
  };
});

describe('S3 driver when the store stops', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  it('rejects every call with StorageUnavailableError, writes nothing, and works again once it is back', async () => {
    const storage = createTestS3Storage(server);
    await storage.put('stl_files', 'o1/avant_1.stl', new Blob(['solid']).stream(), {
      contentType: 'model/stl',
    });
    const before = await server.objects();

    await server.stop();
    const body = new Blob(['solid x facet']).stream();
    await expect(
      storage.put('stl_files', 'o1/pendant_1.stl', body, { contentType: 'model/stl' }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.get('stl_files', 'o1/avant_1.stl')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.exists('stl_files', 'o1/avant_1.stl')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(storage.signedUrl('stl_files', 'o1/avant_1.stl')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(storage.remove('stl_files', 'o1/avant_1.stl')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );

    await server.restart();
    expect(await server.objects()).toEqual(before);
    await storage.put('stl_files', 'o1/apres_1.stl', new Blob(['solid']).stream(), {
      contentType: 'model/stl',
    });
    expect(await new Response((await storage.get('stl_files', 'o1/avant_1.stl')).stream).text()).toBe(
      'solid',
    );
  });

  it('leaves no object when the store stops in the middle of a multipart upload', async () => {
    const storage = createTestS3Storage(server, { partSize: 5 * 1024 * 1024 });
    const before = await server.objects();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent += 1;
        // Two parts are up when the store goes away.
        if (sent === 12) await server.stop();
        if (sent > 30) return controller.close();
        controller.enqueue(chunk);
      },
    });
    await expect(
      storage.put('stl_files', 'o2/coupe_1.stl', body, { contentType: 'model/stl' }),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
    await server.restart();
    expect(await storage.exists('stl_files', 'o2/coupe_1.stl')).toBe(false);
    expect(await server.objects()).toEqual(before);
  });
});
