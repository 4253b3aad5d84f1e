import { useCallback, useState } from 'react';

// Spec 000 §2 and §9: the sidebar's state survives reloads under this key, as "true" or "false".
export const SIDEBAR_STORAGE_KEY = 'sidebarExpanded';

const readStored = (): boolean => {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    // Storage can be refused (private browsing, blocked cookies): the menu then opens expanded.
    return true;
  }
};

const store = (expanded: boolean) => {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(expanded));
  } catch {
    // Not persisted, still toggled for this visit.
  }
};

/** The sidebar's expanded state, expanded by default and persisted in localStorage. */
export const useSidebarExpanded = () => {
  const [expanded, setExpanded] = useState(readStored);
  const toggle = useCallback(() => {
    const next = !expanded;
    store(next);
    setExpanded(next);
  }, [expanded]);
  return { expanded, toggle };
};
