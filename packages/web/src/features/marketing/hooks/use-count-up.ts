import { useEffect, useState } from 'react';

// Spec 000 §9: the landing counters' animation lasts 2000 ms.
export const COUNT_UP_DURATION_MS = 2000;

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Fast start, gentle landing on the final figure.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` once `started` turns true, over exactly `duration` ms measured on the
 * animation frames' own clock. With reduced motion the final value shows at once.
 */
export const useCountUp = (target: number, started: boolean, duration = COUNT_UP_DURATION_MS) => {
  const [value, setValue] = useState(() => (prefersReducedMotion() ? target : 0));

  useEffect(() => {
    if (!started) return;
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / duration);
      // floor, not round: the final figure appears at 2000 ms, not a few frames before.
      setValue(progress === 1 ? target : Math.floor(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [started, target, duration]);

  return value;
};
