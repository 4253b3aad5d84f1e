import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

// Test-only (decision 139): a PDF's pages as a scanner would see them. Poppler's
// pdftoppm (Debian's poppler-utils, which .ci/run installs) renders a page to a PPM image, and jsQR
// looks for a QR code in its pixels, as a phone or a handheld scanner would in a photo of the sheet.

const run = promisify(execFile);

/** A binary PPM (P6) as RGBA pixels, which jsQR reads. */
const rgbaOf = (ppm: Buffer) => {
  // "P6\n<width> <height>\n<max>\n", then width × height × 3 bytes.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PPM image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4] = rgb[pixel * 3] ?? 0;
    rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1] ?? 0;
    rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  return { width, height, rgba };
};

/** Page `page` (from 1) of `pdf` rendered at `dpi`, its QR code decoded; null when none is found. */
export const qrCodeOnPage = async (pdf: Buffer, page = 1, dpi = 100): Promise<string | null> => {
  const child = run(
    'pdftoppm',
    ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  child.child.stdin?.end(pdf);
  const { stdout } = await child;
  const { width, height, rgba } = rgbaOf(stdout);
  return jsQR(rgba, width, height)?.data ?? null;
};

/** The text of a PDF as poppler's pdftotext reads it, pages separated by form feeds. */
export const pdfText = async (pdf: Buffer): Promise<string> => {
  const child = run('pdftotext', ['-layout', '-', '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(pdf);
  return (await child).stdout.toString('utf8');
};
