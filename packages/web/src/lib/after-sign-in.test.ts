import { afterEach, describe, expect, it } from 'vitest';
import { rememberAfterSignIn, takeAfterSignIn } from './after-sign-in';

// Decision 139: a scanned short link opened signed out comes back after the sign-in, once, and only
// to a path of this app.
describe('after sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the remembered path once, then the fallback', () => {
    rememberAfterSignIn('/o/2026-00042');
    expect(takeAfterSignIn('/dashboard')).toBe('/o/2026-00042');
    expect(takeAfterSignIn('/dashboard')).toBe('/dashboard');
  });

  it.each(['https://evil.example/', '//evil.example/o/1', '/\\evil.example'])(
    'never leaves the app for %s',
    (path) => {
      rememberAfterSignIn(path);
      expect(takeAfterSignIn('/dashboard')).toBe('/dashboard');
    },
  );
});
