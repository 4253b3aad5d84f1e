import { useSyncExternalStore } from 'react';

// What the live stream is doing, for the indicator, the fallbacks (the invoices'
// PDF polling, decision 88) and the preparator dashboard's new orders. Kept outside React: the
// connection (live-connection.ts) is no component.

/** `live`: events arrive; `paused`: the tab is hidden; `down`: no stream (a network error, a stop). */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'paused' | 'down';

let status: LiveStatus = 'off';
const newOrderIds = new Set<string>();
let newOrdersVersion = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Also written on the document (`<html data-live="live">`): what a browser test, or a person in the
 * developer tools, reads to know that the page's stream is open and events reach it.
 */
const show = () => {
  if (typeof document !== 'undefined') document.documentElement.dataset.live = status;
};

export const liveStatus = () => status;
export const setLiveStatus = (next: LiveStatus) => {
  if (next === status) return;
  status = next;
  show();
  changed();
};

/** An order validated while the preparator's dashboard was open: marked « Nouvelle » there. */
export const markNewOrder = (id: string) => {
  newOrderIds.add(id);
  newOrdersVersion += 1;
  changed();
};
export const isNewOrder = (id: string) => newOrderIds.has(id);

/** Forgotten at sign-out (lib/session.tsx clears the rest of the cache then). */
export const resetLiveState = () => {
  newOrderIds.clear();
  newOrdersVersion += 1;
  status = 'off';
  show();
  changed();
};

/** A fallback poll: every `ms` while the stream is not live, never while events arrive. */
export const pollUnlessLive = (ms: number): number | false => (status === 'live' ? false : ms);

export const useLiveStatus = () => useSyncExternalStore(subscribe, liveStatus, liveStatus);

/** Re-renders when an order is marked new; read `isNewOrder(id)` in the render. */
export const useNewOrders = () => useSyncExternalStore(subscribe, () => newOrdersVersion);
