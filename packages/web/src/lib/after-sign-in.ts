// Decision 139: an address opened signed out (a scanned order sheet's short link) is where the
// sign-in, and the second factor after it, come back to. Kept for this tab only, and only a path of
// this app: never another site.
const KEY = 'conque.after-sign-in';

const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Remembers where to go once signed in. */
export const rememberAfterSignIn = (path: string) => {
  if (isOwnPath(path)) sessionStorage.setItem(KEY, path);
};

/** Where to go once signed in: the remembered path (forgotten now), else `fallback`. */
export const takeAfterSignIn = (fallback: string): string => {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && isOwnPath(path) ? path : fallback;
};
