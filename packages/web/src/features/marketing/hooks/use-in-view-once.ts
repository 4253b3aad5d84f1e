import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True from the first time the element is visible, and for good: the observer disconnects then,
 * so scrolling away and back does not replay what depends on it.
 */
export const useInViewOnce = <T extends Element>(threshold = 0.3): [RefObject<T | null>, boolean] => {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    // Without IntersectionObserver (very old browsers), treat the element as visible.
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold]);

  return [ref, inView];
};
