import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

// Test-only (decision 142): printed order sheets filmed by Chromium's fake camera, for the Atelier's
// e2e test and bench/lab-floor.ts. Poppler's pdftoppm renders each sheet (as pdf-qr-reader.ts does),
// each frame is the part of a page around its QR code as a tablet held over the sheet sees it, and
// the frames are written as a Y4M video (YUV 4:2:0, which Chromium loops) for
// `--use-file-for-fake-video-capture`.

const run = promisify(execFile);

const WIDTH = 640;
const HEIGHT = 480;

const renderPage = async (pdf: Buffer, dpi: number) => {
  const child = run('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  child.child.stdin?.end(pdf);
  const ppm = (await child).stdout;
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PPM image');
  return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
};

/** One frame: the sheet's QR code and its surroundings, as Y4M's planes; and what the code holds. */
const frameOf = async (pdf: Buffer, dpi: number) => {
  const page = await renderPage(pdf, dpi);
  const rgba = new Uint8ClampedArray(page.width * page.height * 4);
  for (let pixel = 0; pixel < page.width * page.height; pixel++) {
    rgba.set(
      [page.rgb[pixel * 3] ?? 0, page.rgb[pixel * 3 + 1] ?? 0, page.rgb[pixel * 3 + 2] ?? 0, 255],
      pixel * 4,
    );
  }
  const found = jsQR(rgba, page.width, page.height);
  if (!found) throw new Error('no QR code on the sheet');
  const centreX = (found.location.topLeftCorner.x + found.location.bottomRightCorner.x) / 2;
  const centreY = (found.location.topLeftCorner.y + found.location.bottomRightCorner.y) / 2;
  const left = Math.round(Math.min(Math.max(0, centreX - WIDTH / 2), page.width - WIDTH));
  const top = Math.round(Math.min(Math.max(0, centreY - HEIGHT / 2), page.height - HEIGHT));
  // BT.601 full range, as `C420jpeg` says.
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const at = (x: number, row: number) => ((top + row) * page.width + left + x) * 3;
  for (let row = 0; row < HEIGHT; row++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = at(x, row);
      const [r, g, b] = [page.rgb[i] ?? 0, page.rgb[i + 1] ?? 0, page.rgb[i + 2] ?? 0];
      y[row * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && x % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + x / 2;
        u[c] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[c] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return { planes: Buffer.concat([Buffer.from('FRAME\n', 'latin1'), y, u, v]), code: found.data };
};

/** Frames per second of the film: Chromium's fake camera plays the file at its own rate. */
const FRAME_RATE = 2;

/**
 * Writes to `file` a Y4M video showing each sheet in turn for `secondsEach`, and answers what each
 * sheet's QR code holds.
 */
export const filmOrderSheets = async (pdfs: Buffer[], file: string, secondsEach = 1, dpi = 110) => {
  const frames = [];
  for (const pdf of pdfs) frames.push(await frameOf(pdf, dpi));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAME_RATE}:1 Ip A1:1 C420jpeg\n`, 'latin1');
  const shown = frames.flatMap((frame) =>
    Array.from({ length: secondsEach * FRAME_RATE }, () => frame.planes),
  );
  await writeFile(file, Buffer.concat([header, ...shown]));
  return frames.map((frame) => frame.code);
};
