import { useEffect, useState } from 'react';
import { COUNT_UP_DURATION_MS, prefersReducedMotion, runCountUp } from '../count-up';

/** The figure to show, counting from 0 to `target` once `started` turns true (../count-up.ts). */
export const useCountUp = (target: number, started: boolean, duration = COUNT_UP_DURATION_MS) => {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    if (!started) return;
    return runCountUp(target, setValue, duration);
  }, [started, target, duration]);

  return value;
};
