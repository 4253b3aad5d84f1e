// Decision 142: the time from a scan (the scanner's Enter, or the camera frame that held the code) to
// the order's card drawn, as performance marks that bench/lab-floor.ts reads.

export const SCAN_MARK = 'atelier-scan';
export const CARD_MEASURE = 'atelier-scan-to-card';

/** Marks a scan now, or at `startTime` (the camera frame's, read before it was decoded). */
export const markScan = (startTime?: number) => {
  performance.clearMarks(SCAN_MARK);
  performance.mark(SCAN_MARK, startTime === undefined ? undefined : { startTime });
};

/** Called once the card is committed: measured at the next frame, when it is on screen. */
export const measureCard = () => {
  if (performance.getEntriesByName(SCAN_MARK, 'mark').length === 0) return;
  requestAnimationFrame(() => {
    performance.measure(CARD_MEASURE, SCAN_MARK);
    performance.clearMarks(SCAN_MARK);
  });
};
