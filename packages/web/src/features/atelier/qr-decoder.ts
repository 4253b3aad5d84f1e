// Decision 142: how a camera frame becomes a code. The browser's BarcodeDetector where it reads QR
// codes (Chrome on Android and ChromeOS, Safari); elsewhere (Chromium on Linux has none)
// @paulmillr/qr's decoder, plain JavaScript that the strict policy allows without
// 'wasm-unsafe-eval' (11 KB gzipped, jsQR 46 KB), fetched in a chunk of its own the first time the
// camera starts without a detector.

/** Reads the QR code of one frame, or null when the frame shows none. */
export type QrDecoder = (frame: HTMLCanvasElement) => Promise<string | null>;

type Detector = { detect: (source: HTMLCanvasElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

const nativeDecoder = async (): Promise<QrDecoder | null> => {
  const BarcodeDetector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!BarcodeDetector) return null;
  try {
    if (!(await BarcodeDetector.getSupportedFormats()).includes('qr_code')) return null;
  } catch {
    return null;
  }
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
};

const scriptDecoder = async (): Promise<QrDecoder> => {
  const { decodeQR } = await import('@paulmillr/qr/decode.js');
  return async (frame) => {
    const context = frame.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    try {
      return decodeQR(context.getImageData(0, 0, frame.width, frame.height));
    } catch {
      // No QR code in this frame (the decoder throws when it finds none).
      return null;
    }
  };
};

/** The decoder this browser has: the native one when it reads QR codes, else @paulmillr/qr's. */
export const createQrDecoder = async (): Promise<{ decode: QrDecoder; native: boolean }> => {
  const native = await nativeDecoder();
  return native ? { decode: native, native: true } : { decode: await scriptDecoder(), native: false };
};
