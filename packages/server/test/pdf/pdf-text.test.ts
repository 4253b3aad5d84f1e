import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-qr-reader';

// Every letter a PDF draws is in its text (ToUnicode), whatever the process drew first: a fresh
// process's first document with « É » once left every later « E » out (pdf-a-fonts.ts).
describe('the text of the PDFs', () => {
  it('keeps « E » after a first document that drew « É » only, in a fresh process', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'first-documents.mts')],
      { cwd: join(import.meta.dirname, '..', '..'), maxBuffer: 16 * 1024 * 1024 },
    );
    const [first, second] = stdout.trim().split('\n');
    expect((await pdfText(Buffer.from(first ?? '', 'base64'))).trim()).toBe('Établissement');
    expect((await pdfText(Buffer.from(second ?? '', 'base64'))).trim()).toBe('EXPRESS Expédition');
  }, 60_000);
});
