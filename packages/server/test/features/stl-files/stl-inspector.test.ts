import { describe, expect, it } from 'vitest';
import { inspectStl } from '../../../src/features/stl-files/stl-inspector';
import { AppError } from '../../../src/http/app-error';
import { asciiStl, binaryStl } from './stl-test-kit';

/** Feeds `file` in chunks of `size` bytes through the inspection; answers the bytes or the error. */
const inspect = async (file: Buffer, size = 7, max?: number) => {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < file.length; at += size) chunks.push(new Uint8Array(file.subarray(at, at + size)));
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const inspection = inspectStl(source, 'embout.stl', max);
  const out: Uint8Array[] = [];
  try {
    for await (const chunk of inspection.stream) out.push(chunk);
    return { bytes: Buffer.concat(out), failure: inspection.failure() };
  } catch (error) {
    return { error, failure: inspection.failure() };
  }
};

const invalid = "Le fichier embout.stl n'est pas un fichier STL valide";

describe('STL content check (docs/design.md §4)', () => {
  it.each([
    ['a binary STL', binaryStl(5)],
    ['a binary STL without triangles', binaryStl(0)],
    ['a binary STL whose header starts with "solid"', binaryStl(5, 'solid exported by a CAD tool')],
    ['an ASCII STL', asciiStl()],
  ])('passes %s through unchanged, whatever the chunk size', async (_label, file) => {
    for (const size of [1, 5, 7, 64, 4096]) {
      const result = await inspect(file, size);
      expect(result.bytes?.equals(file)).toBe(true);
      expect(result.failure).toBeUndefined();
    }
  });

  it('finds "facet" split across two chunks', async () => {
    const file = Buffer.from('solid x\nfacet normal 0 0 1\nendsolid x\n');
    const cut = file.indexOf('facet') + 2;
    for (const size of [cut, cut - 1, cut + 1, 3])
      expect((await inspect(file, size)).bytes?.equals(file)).toBe(true);
  });

  it.each([
    ['a text file', Buffer.from('Bonjour, ceci est un compte rendu.\n')],
    ['"solid" without any facet', Buffer.from('solid vide\nendsolid vide\n')],
    ['a binary STL one byte short', binaryStl(4).subarray(0, binaryStl(4).length - 1)],
    ['a binary STL with one byte more', Buffer.concat([binaryStl(4), Buffer.from([0])])],
    ['fewer than 84 bytes', Buffer.alloc(40)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with the French message', async (_label, file) => {
    const result = await inspect(file);
    expect(result.error).toBeInstanceOf(AppError);
    expect(result.error).toMatchObject({ status: 400, message: invalid });
    expect(result.failure).toEqual({ refused: result.error });
  });

  it('stops a binary file as soon as it outgrows its triangle count', async () => {
    const file = Buffer.concat([binaryStl(1), Buffer.alloc(10_000)]);
    let read = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= file.length) return controller.close();
        controller.enqueue(new Uint8Array(file.subarray(read, read + 100)));
        read += 100;
      },
    });
    const inspection = inspectStl(source, 'embout.stl');
    await expect(async () => {
      for await (const _ of inspection.stream);
    }).rejects.toMatchObject({ message: invalid });
    // Two chunks read, a third asked ahead by the stream's queue: far from the 10 kB sent.
    expect(read).toBeLessThanOrEqual(300);
  });

  it('refuses past the size limit with 413', async () => {
    const result = await inspect(binaryStl(10), 100, 500);
    expect(result.error).toMatchObject({
      status: 413,
      message: 'Le fichier embout.stl est trop volumineux (maximum 100MB)',
    });
  });

  it('tells a broken client body from a refusal', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(binaryStl(2).subarray(0, 90)));
      },
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    const inspection = inspectStl(source, 'embout.stl');
    await expect(async () => {
      for await (const _ of inspection.stream);
    }).rejects.toThrow('aborted');
    expect(inspection.failure()).toEqual({ sourceFailed: expect.any(Error) });
  });
});
