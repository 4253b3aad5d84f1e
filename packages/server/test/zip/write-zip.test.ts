import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ZipEntry, type ZipSink, zipArchive } from '../../src/zip/write-zip';
import { responseSink } from '../../src/zip/zip-sinks';

// Decision 133: the archives are read back by Python's zipfile, an independent reader that checks
// every CRC-32 (`testzip`), as the lab's own tools would.

const directory = mkdtempSync(join(tmpdir(), 'conque-zip-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const python = (script: string, ...args: string[]) =>
  execFileSync('python3', ['-c', script, ...args], { encoding: 'utf8' });

/** `size` bytes in chunks of `chunk`, as a plain (not byte) stream, like S3's. */
const chunked = (bytes: Uint8Array, chunk: number) =>
  new ReadableStream<Uint8Array>({
    start: (controller) => {
      for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.slice(at, at + chunk));
      controller.close();
    },
  });

/** The same bytes as a byte stream that fills the reader's buffer (local storage's kind). */
const byteStream = (bytes: Uint8Array) => {
  let at = 0;
  return new ReadableStream({
    type: 'bytes',
    pull: (controller) => {
      const request = controller.byobRequest;
      if (!request?.view) return;
      const length = Math.min(request.view.byteLength, bytes.length - at);
      if (length === 0) {
        controller.close();
        request.respond(0);
        return;
      }
      new Uint8Array(request.view.buffer, request.view.byteOffset, length).set(
        bytes.subarray(at, at + length),
      );
      at += length;
      request.respond(length);
    },
  }) as ReadableStream<Uint8Array>;
};

/** Writes the sink's chunks at their place in a file; chunks of `holes` are skipped (a sparse file). */
const fileSink = (path: string, holes?: ArrayBufferLike) => {
  const fd = openSync(path, 'w');
  let position = 0;
  const sink: ZipSink = {
    write: async (chunk) => {
      if (chunk.buffer !== holes) writeSync(fd, chunk, 0, chunk.length, position);
      position += chunk.length;
    },
  };
  return { sink, written: () => position, close: () => closeSync(fd) };
};

const random = (size: number, seed: number) => {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let index = 0; index < size; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('zipArchive', () => {
  it('writes what Python reads back whole, every CRC right, in exactly the length it announced', async () => {
    // Shown in Paris time (DOS fields), the instant itself in the extended timestamp field.
    const instant = Date.parse('2026-11-26T09:30:14Z') / 1000;
    const big = random(1_300_007, 1);
    const small = random(70_001, 2);
    const entries: ZipEntry[] = [
      { name: 'empreintes/oreille gauche é.stl', size: big.length, open: async () => byteStream(big) },
      { name: 'empreintes/droite.stl', size: small.length, open: async () => chunked(small, 16_384) },
      { name: 'vide.stl', size: 0, open: async () => byteStream(new Uint8Array(0)) },
      { name: 'fiche-de-fabrication.json', bytes: Buffer.from('{"ticket_version":1}\n') },
    ];
    const archive = zipArchive(entries, new Date('2026-11-26T09:30:14Z'));
    const path = join(directory, 'small.zip');
    const file = fileSink(path);
    await archive.writeTo(file.sink);
    file.close();
    expect(file.written()).toBe(archive.length);
    expect(statSync(path).size).toBe(archive.length);

    const listed = JSON.parse(
      python(
        `import sys, json, zipfile, hashlib, struct
z = zipfile.ZipFile(sys.argv[1])
assert z.testzip() is None
def unix_time(extra):
  while extra:
    tag, size = struct.unpack('<HH', extra[:4])
    if tag == 0x5455: return struct.unpack('<I', extra[5:9])[0]
    extra = extra[4 + size:]
print(json.dumps([[i.filename, i.file_size, i.date_time, unix_time(i.extra), hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))`,
        path,
      ),
    );
    expect(listed).toEqual([
      ['empreintes/oreille gauche é.stl', big.length, [2026, 11, 26, 10, 30, 14], instant, sha256(big)],
      ['empreintes/droite.stl', small.length, [2026, 11, 26, 10, 30, 14], instant, sha256(small)],
      ['vide.stl', 0, [2026, 11, 26, 10, 30, 14], instant, sha256(new Uint8Array(0))],
      [
        'fiche-de-fabrication.json',
        21,
        [2026, 11, 26, 10, 30, 14],
        instant,
        sha256(Buffer.from('{"ticket_version":1}\n')),
      ],
    ]);
  });

  it('passes 4 GiB with ZIP64 records (50 impressions of 100 MB make 5 GB)', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const size = 1_100_000_000;
    const zeroStream = () => {
      let left = size;
      return new ReadableStream<Uint8Array>({
        pull: (controller) => {
          const length = Math.min(zeros.length, left);
          controller.enqueue(length === zeros.length ? zeros : zeros.subarray(0, length));
          left -= length;
          if (left === 0) controller.close();
        },
      });
    };
    const entries: ZipEntry[] = [
      ...[1, 2, 3, 4].map((n) => ({ name: `empreinte-${n}.stl`, size, open: async () => zeroStream() })),
      { name: 'fiche-de-fabrication.json', bytes: Buffer.from('{"après":"4 Gio"}') },
    ];
    const archive = zipArchive(entries, new Date(2026, 10, 26));
    expect(archive.length).toBeGreaterThan(2 ** 32);
    const path = join(directory, 'zip64.zip');
    const file = fileSink(path, zeros.buffer);
    await archive.writeTo(file.sink);
    file.close();
    expect(file.written()).toBe(archive.length);

    // The zeros are holes of a sparse file: read as zeros, they check the CRCs too.
    const read = JSON.parse(
      python(
        `import sys, json, zipfile, zlib
z = zipfile.ZipFile(sys.argv[1])
infos = z.infolist()
last = infos[3]
crc = 0
with z.open(last) as f:
  while chunk := f.read(1 << 24): crc = zlib.crc32(chunk, crc)
print(json.dumps({"entries": [[i.filename, i.file_size, i.header_offset] for i in infos], "crc": crc == last.CRC, "ticket": z.read(infos[4]).decode()}))`,
        path,
      ),
    );
    expect(read.entries.map((entry: [string, number, number]) => entry.slice(0, 2))).toEqual([
      ['empreinte-1.stl', size],
      ['empreinte-2.stl', size],
      ['empreinte-3.stl', size],
      ['empreinte-4.stl', size],
      ['fiche-de-fabrication.json', 18],
    ]);
    expect(read.entries[4][2]).toBeGreaterThan(2 ** 32);
    expect(read.crc).toBe(true);
    expect(read.ticket).toBe('{"après":"4 Gio"}');
  });

  it('stops reading and closes the source when the client goes away mid-download', async () => {
    let cancelled = false;
    let served = 0;
    const endless = new ReadableStream({
      type: 'bytes',
      pull: (controller) => {
        const request = controller.byobRequest;
        if (!request?.view) return;
        served += request.view.byteLength;
        request.respond(request.view.byteLength);
      },
      cancel: () => {
        cancelled = true;
      },
    }) as ReadableStream<Uint8Array>;
    const archive = zipArchive([{ name: 'grand.stl', size: 2 ** 40, open: async () => endless }], new Date());
    let outcome: Promise<unknown> = Promise.resolve();
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': String(archive.length) });
      outcome = archive.writeTo(responseSink(response)).catch((error: unknown) => error);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    let received = 0;
    while (received < 5_000_000) received += (await reader?.read())?.value?.length ?? 0;
    controller.abort();
    const error = await outcome;
    server.close();
    expect(error).toBeInstanceOf(Error);
    expect(cancelled).toBe(true);
    // Reading stopped near where the socket stopped taking bytes, not at the source's end.
    expect(served).toBeLessThan(received + 64 * 1024 * 1024);
  });
});
