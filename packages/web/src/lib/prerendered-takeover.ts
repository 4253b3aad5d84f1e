import { mayHoldStoredSession } from './stored-session';

// Decisions 73 and 111: /login and /register are drawn at build time. Their fields are usable at
// once; the app's script is fetched at the first interaction (form-page-script.ts) and takes the
// page over as it is, with what was typed in it. It draws the page again instead when the page it
// would draw differs: a query string (an invitation code, « session-ended »), another year than the
// build's (the footer's), or a browser that may hold a session.

/** A press on a button, or a form sent, before the app had taken the page over: the app does it again. */
export type ActionBeforeApp =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; target: HTMLFormElement };

declare global {
  interface Window {
    /** Filled by form-page-script.ts, emptied by the app once it has taken the page over. */
    conqueActionsBeforeApp?: ActionBeforeApp[];
  }
}

/** Whether the page is still the one drawn at build time, not yet the app's. */
export const beforeTakeover = () =>
  document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;

/** Whether the app takes the page drawn at build time over as it is, rather than draw it again. */
export const appTakesOver = (root: HTMLElement) =>
  root.hasAttribute('data-prerendered') &&
  !window.location.search &&
  root.dataset.builtYear === String(new Date().getFullYear()) &&
  !mayHoldStoredSession();

/** What was typed in a field of the page drawn at build time, read as the app takes it over. */
export const typedBeforeTakeover = (name: string): string | undefined =>
  // Nothing while the build draws the page.
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLInputElement>(`#root[data-prerendered] input[name="${name}"]`)?.value) ||
  undefined;

/**
 * Once the app has taken the page over (its handlers in place): what was pressed or sent before it
 * came is done again, in the same order, and the page no longer holds what was typed before it.
 */
export const endTakeover = () => {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  root.removeAttribute('data-prerendered');
  for (const action of window.conqueActionsBeforeApp?.splice(0) ?? []) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'click') action.target.click();
    else action.target.requestSubmit();
  }
};
