import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

export const COMMENTS_ANCHOR = 'commentaires';

/**
 * Spec 001 §2: /dashboard/orders/{id}#commentaires scrolls to the comments. The browser's own jump
 * happens before the page has loaded, so it is done again once the thread is on screen.
 */
export const useScrollToComments = (ref: RefObject<HTMLElement | null>, ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${COMMENTS_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash, ref]);
};
