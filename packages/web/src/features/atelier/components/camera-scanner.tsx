import { useEffect, useRef, useState } from 'react';
import { ATELIER_MESSAGES } from '../atelier-messages';
import { createQrDecoder } from '../qr-decoder';

/** Frames read per second: enough to catch a sheet held still, little for a tablet's battery. */
const FRAMES_PER_SECOND = 5;
/** A frame is read at this width at most: a sheet's QR code at arm's length stays readable. */
const FRAME_WIDTH = 640;
/** The same code seen again within this time is the same sheet still in front of the camera. */
const SAME_CODE_MS = 4_000;

/**
 * The tablet's camera, filmed while it is on: each frame's QR code, once per sheet, goes to
 * `onCode`, with the time of the frame that held it (scan-timing.ts).
 */
export const CameraScanner = ({ onCode }: { onCode: (code: string, frameAt: number) => void }) => {
  const video = useRef<HTMLVideoElement>(null);
  const [refused, setRefused] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');

    const start = async () => {
      try {
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          createQrDecoder(),
        ]);
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        const read = async () => {
          const element = video.current;
          if (stopped || !element) return;
          if (element.videoWidth > 0) {
            const scale = Math.min(1, FRAME_WIDTH / element.videoWidth);
            canvas.width = Math.round(element.videoWidth * scale);
            canvas.height = Math.round(element.videoHeight * scale);
            const startedAt = performance.now();
            canvas
              .getContext('2d', { willReadFrequently: true })
              ?.drawImage(element, 0, 0, canvas.width, canvas.height);
            const code = await decoder.decode(canvas).catch(() => null);
            const now = Date.now();
            if (code && !stopped && (code !== last.code || now - last.at > SAME_CODE_MS)) {
              latest.current(code, startedAt);
            }
            if (code) last = { code, at: now };
          }
          timer = setTimeout(read, 1000 / FRAMES_PER_SECOND);
        };
        void read();
      } catch {
        if (!stopped) setRefused(true);
      }
    };
    const stop = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, []);

  if (refused)
    return (
      <p role="alert" className="text-lg text-destructive">
        {ATELIER_MESSAGES.cameraRefused}
      </p>
    );
  return (
    <video
      ref={video}
      aria-label={ATELIER_MESSAGES.cameraVideo}
      muted
      playsInline
      className="aspect-video w-full rounded-lg bg-black object-cover"
    />
  );
};
