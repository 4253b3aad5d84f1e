import { LockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { presenceFactor, signOutHere, verifyPresence } from '../api/verify-presence';
import { ATELIER_MESSAGES } from '../atelier-messages';

/**
 * Decision 142: the locked screen hides the order and asks the code of the signed-in person's
 * second factor. A person without one is signed out: the lock then is the sign-in.
 */
export const LockScreen = ({ onUnlock, onSignedOut }: { onUnlock: () => void; onSignedOut: () => void }) => {
  const [factorId, setFactorId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void presenceFactor().then((factor) => {
      if (factor) setFactorId(factor.id);
      else void signOutHere().then(onSignedOut);
    });
  }, [onSignedOut]);

  return (
    <main className="mx-auto grid min-h-dvh max-w-lg content-center gap-6 p-6">
      <LockIcon aria-hidden className="size-16 justify-self-center text-muted-foreground" />
      <h1 className="text-center text-3xl font-bold">{ATELIER_MESSAGES.locked}</h1>
      <p className="text-center text-xl">{ATELIER_MESSAGES.lockedHint}</p>
      <form
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const code = String(new FormData(event.currentTarget).get('code') ?? '');
          if (!factorId) return;
          if (!navigator.onLine) return setError(ATELIER_MESSAGES.unlockOffline);
          setBusy(true);
          const refusal = await verifyPresence(factorId, code);
          setBusy(false);
          if (refusal) setError(refusal);
          else onUnlock();
        }}
      >
        <label htmlFor="atelier-code" className="text-xl font-medium">
          {ATELIER_MESSAGES.code}
        </label>
        <input
          id="atelier-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          // biome-ignore lint/a11y/noAutofocus: the locked screen's one field, what the person came to type.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'atelier-code-error' : undefined}
          className="min-h-14 rounded-lg border-2 border-input bg-background px-4 text-center text-3xl tracking-widest"
        />
        {error ? (
          <p id="atelier-code-error" role="alert" className="text-lg text-destructive">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy || !factorId}
          className="min-h-16 rounded-xl bg-primary text-2xl font-semibold text-primary-foreground disabled:opacity-50"
        >
          {ATELIER_MESSAGES.unlock}
        </button>
      </form>
      <button
        type="button"
        className="min-h-12 rounded-xl border-2 text-xl"
        onClick={() => void signOutHere().then(onSignedOut)}
      >
        {ATELIER_MESSAGES.signOut}
      </button>
    </main>
  );
};
