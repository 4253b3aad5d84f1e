// Spec 000 §9: the landing counters' animation lasts 2000 ms. Shared by the app's hook
// (hooks/use-count-up.ts) and the static landing page's script (app/prerendered), so that both
// count alike.
export const COUNT_UP_DURATION_MS = 2000;
/** The share of the figures that must be in view for the counters to start. */
export const FIGURES_IN_VIEW_THRESHOLD = 0.3;

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Fast start, gentle landing on the final figure.
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 to `target` over exactly `duration` ms measured on the animation frames' own clock,
 * calling `show` at each frame; with reduced motion, once with the final value. Returns the cancel.
 */
export const runCountUp = (
  target: number,
  show: (value: number) => void,
  duration = COUNT_UP_DURATION_MS,
): (() => void) => {
  if (prefersReducedMotion()) {
    show(target);
    return () => {};
  }
  let frame = 0;
  let startedAt: number | null = null;
  const step = (now: number) => {
    startedAt ??= now;
    const progress = Math.min(1, (now - startedAt) / duration);
    // floor, not round: the final figure appears at 2000 ms, not a few frames before.
    show(progress === 1 ? target : Math.floor(target * easeOutCubic(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
};
