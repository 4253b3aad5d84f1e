import QRCode from 'qrcode';

const MODULE_PX = 3;
const QUIET_ZONE = 4;

/**
 * The QR code of an otpauth URI as raw SVG markup, as GoTrue answers it (docs/identity-protocol.md §12.2):
 * auth-js 2.119 prefixes it with `data:image/svg+xml;utf-8,` without percent-encoding, so the markup
 * holds no `#` (which would end the data URI) and is not a data URI itself. Error correction H,
 * 3 px per module and a 4-module quiet zone like GoTrue's; a viewBox so that the page may scale it.
 */
export const qrCodeSvg = (text: string): string => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const side = modules.size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const px = side * MODULE_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${side} ${side}" ` +
    `shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="white"/>` +
    `<path fill="black" d="${path}"/></svg>`
  );
};
