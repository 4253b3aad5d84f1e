import QRCode from 'qrcode';
import type { Doc } from './a4-document';

// Decision 139: a QR code drawn as vectors, so that it prints sharp at any size and
// adds no image to the page. qrcode (already the second factor's, auth/mfa/qr-code.ts) computes the
// modules; each row's runs of dark modules become one rectangle, and the page fills them at once.

/** The modules around the code that must stay white for a reader to find it (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * Draws `text`'s QR code in a square of `size` points whose top left is (x, y), quiet zone included
 * (the page is white there already). Error correction M: a sheet carried around the lab may be
 * creased or stained.
 */
export const drawQrCode = (doc: Doc, text: string, at: { x: number; y: number; size: number }) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = at.size / (count + 2 * QUIET_ZONE);
  const left = at.x + QUIET_ZONE * module;
  const top = at.y + QUIET_ZONE * module;
  doc.save();
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
};
