import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bucket,
  type Storage,
  StorageKeyTakenError,
  StorageNotFoundError,
} from '../../src/storage/storage';

// The storage contract (storage.ts), the same tests for every driver: local-storage.test.ts and
// s3-storage.test.ts each run it on their own driver. A driver is judged by what a caller sees:
// what `get` and a download link give back, and which objects exist afterwards.

// V8's `gc()`, without starting the worker with --expose-gc: the flag set at run time exposes it
// to contexts made afterwards.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export type ContractSubject = {
  storage: Storage;
  /** Every object the driver holds, however it names them: compared before and after a failure. */
  stored: () => Promise<string[]>;
  /** Follows a signed URL as a browser would (a `/files/…` path goes to the app's own route). */
  download: (url: string) => Promise<Response>;
  close?: () => Promise<void>;
};

/** `make(now)` builds the subject; `now` is the clock its signed URLs start from. */
export const storageContract = (driver: string, make: (now: () => Date) => Promise<ContractSubject>) => {
  // Links are made this many seconds in the past, so "61 s later" needs no waiting.
  let signedSecondsAgo = 0;
  let subject: ContractSubject;
  let unique = 0;
  const keyFor = (name: string) => {
    unique += 1;
    return `contract/${Date.now()}${unique}/${name}`;
  };
  const text = (value: string) => new Blob([value]).stream();
  const read = async (bucket: Bucket, key: string) => {
    const { stream, size } = await subject.storage.get(bucket, key);
    return { text: await new Response(stream).text(), size };
  };
  /** `total` bytes, made as they are read from one shared 1 MiB buffer, then `end` (close or fail). */
  const generated = (total: number, end: () => Error | undefined = () => undefined, onPull = () => {}) => {
    const chunk = new Uint8Array(1024 * 1024).fill(7);
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        onPull();
        if (sent >= total) {
          const failure = end();
          return failure ? controller.error(failure) : controller.close();
        }
        const next = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += next.length;
        controller.enqueue(next);
      },
    });
  };

  describe(`storage contract: ${driver} driver`, () => {
    beforeAll(async () => {
      subject = await make(() => new Date(Date.now() - signedSecondsAgo * 1000));
    });
    afterAll(() => subject?.close?.());

    it('stores a Web stream or a Node stream and gives it back whole, with its size', async () => {
      const stl = keyFor('a_1.stl');
      const pdf = keyFor('bon.pdf');
      expect(
        await subject.storage.put('stl_files', stl, text('solide'), { contentType: 'model/stl' }),
      ).toEqual({
        size: 6,
      });
      await subject.storage.put('order_pdfs', pdf, Readable.from([Buffer.from('%PDF-1.7')]), {
        contentType: 'application/pdf',
      });
      expect(await read('stl_files', stl)).toEqual({ text: 'solide', size: 6 });
      expect(await read('order_pdfs', pdf)).toEqual({ text: '%PDF-1.7', size: 8 });
      expect(await subject.storage.exists('stl_files', stl)).toBe(true);
      expect(await subject.storage.exists('invoice_pdfs', stl)).toBe(false);
      await expect(subject.storage.get('order_pdfs', stl)).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('streams 100 MB without holding it: memory grows by far less than the file', async () => {
      const key = keyFor('grand_1.stl');
      const total = 100 * 1024 * 1024;
      // What is held, not what the collector has yet to reclaim: measured after a full collection,
      // every 8 MiB pulled. The garbage of the chunks already sent depended on when V8 collected
      // (50 MiB once in CI against 48 allowed), and this worker's other files share the heap.
      const used = () => {
        collectGarbage();
        const { heapUsed, arrayBuffers } = process.memoryUsage();
        return heapUsed + arrayBuffers;
      };
      const before = used();
      let peak = before;
      let pulls = 0;
      const body = generated(total, undefined, () => {
        pulls += 1;
        if (pulls % 8 === 0) peak = Math.max(peak, used());
      });
      expect(await subject.storage.put('stl_files', key, body, { contentType: 'model/stl' })).toEqual({
        size: total,
      });
      const growth = (peak - before) / 1024 / 1024;
      // Two 5 MiB parts for S3 (and, the test's S3 server being in this process, the part it is
      // receiving), a 64 KiB write buffer for the local driver: 32 MiB is a third of the file.
      expect(growth).toBeLessThan(32);
      const { stream, size } = await subject.storage.get('stl_files', key);
      expect(size).toBe(total);
      let received = 0;
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
      expect(received).toBe(total);
      await subject.storage.remove('stl_files', key);
      // 200 MB through the in-process S3 server with a full collection every 8 MiB: 6 s on a quiet
      // machine, past the default 30 s once at load 20.
    }, 120_000);

    it('never overwrites: a taken key is refused and the first content kept', async () => {
      const key = keyFor('x_1.stl');
      await subject.storage.put('stl_files', key, text('premier'), { contentType: 'model/stl' });
      const before = await subject.stored();
      await expect(
        subject.storage.put('stl_files', key, text('second'), { contentType: 'model/stl' }),
      ).rejects.toBeInstanceOf(StorageKeyTakenError);
      expect(await read('stl_files', key)).toEqual({ text: 'premier', size: 7 });
      expect(await subject.stored()).toEqual(before);
    });

    it.each([
      ['the client aborts after 10 MiB', 10 * 1024 * 1024, 'connexion coupée'],
      ['the client aborts after 1 MiB', 1024 * 1024, 'connexion coupée'],
      ['the content check refuses at the end of 12 MiB', 12 * 1024 * 1024, 'contenu refusé'],
    ])('leaves nothing when %s', async (_label, bytes, message) => {
      const key = keyFor('coupe_1.stl');
      const before = await subject.stored();
      await expect(
        subject.storage.put(
          'stl_files',
          key,
          generated(bytes, () => new Error(message)),
          { contentType: 'model/stl' },
        ),
      ).rejects.toThrow(message);
      expect(await subject.storage.exists('stl_files', key)).toBe(false);
      expect(await subject.stored()).toEqual(before);
    });

    it('signs download links valid 60 s: served within, refused after expiry or when tampered', async () => {
      const key = keyFor('lien_1.stl');
      await subject.storage.put('stl_files', key, text('solid x facet'), { contentType: 'model/stl' });
      signedSecondsAgo = 50;
      const fresh = await subject.storage.signedUrl('stl_files', key);
      signedSecondsAgo = 61;
      const old = await subject.storage.signedUrl('stl_files', key);
      signedSecondsAgo = 0;
      const now = await subject.storage.signedUrl('stl_files', key);

      const served = await subject.download(fresh);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe('solid x facet');
      expect(served.headers.get('content-type')).toBe('model/stl');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="lien_1.stl"/);

      const expired = await subject.download(old);
      expect(expired.status).toBe(403);
      await expired.body?.cancel();

      const tampered = new URL(now, 'http://conque.test');
      const name = [...tampered.searchParams.keys()].find((param) => /signature$/i.test(param)) ?? '';
      const signature = tampered.searchParams.get(name) ?? '';
      tampered.searchParams.set(name, `${signature.slice(0, -2)}${signature.endsWith('00') ? '11' : '00'}`);
      const refused = await subject.download(
        now.startsWith('/') ? `${tampered.pathname}${tampered.search}` : tampered.href,
      );
      expect(refused.status).toBe(403);
      await refused.body?.cancel();
    });

    it('opens a PDF inline', async () => {
      const key = keyFor('bon-de-commande.pdf');
      await subject.storage.put('order_pdfs', key, text('%PDF-1.7'), { contentType: 'application/pdf' });
      const response = await subject.download(await subject.storage.signedUrl('order_pdfs', key));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="bon-de-commande.pdf"/);
      await response.body?.cancel();
    });

    it('removes idempotently; a removed object is not found', async () => {
      const key = keyFor('2026-00001.pdf');
      await subject.storage.put('invoice_pdfs', key, text('%PDF'), { contentType: 'application/pdf' });
      await subject.storage.remove('invoice_pdfs', key);
      await subject.storage.remove('invoice_pdfs', key);
      expect(await subject.storage.exists('invoice_pdfs', key)).toBe(false);
      await expect(subject.storage.get('invoice_pdfs', key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it.each([
      ['a parent segment', '../secret.stl'],
      ['an absolute path', '/etc/passwd'],
      ['an empty segment', 'o1//a.stl'],
      ['a space', 'o1/a b.stl'],
    ])('refuses a key with %s before touching the store', async (_label, key) => {
      const before = await subject.stored();
      await expect(
        subject.storage.put('stl_files', key, text('x'), { contentType: 'model/stl' }),
      ).rejects.toThrow(/invalid storage key/);
      await expect(subject.storage.get('stl_files', key)).rejects.toThrow(/invalid storage key/);
      await expect(subject.storage.signedUrl('stl_files', key)).rejects.toThrow(/invalid storage key/);
      expect(await subject.stored()).toEqual(before);
    });
  });
};
