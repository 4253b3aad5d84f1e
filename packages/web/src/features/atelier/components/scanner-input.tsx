import { useEffect, useRef, useState } from 'react';
import { ATELIER_MESSAGES } from '../atelier-messages';

/**
 * The handheld scanner's field: it types the code and Enter, so the field keeps the focus. On a
 * tablet the focus would raise the on-screen keyboard over the card: `inputmode="none"` until the
 * préparateur taps the field to type a number by hand.
 */
export const ScannerInput = ({ onScan, paused }: { onScan: (code: string) => void; paused: boolean }) => {
  const field = useRef<HTMLInputElement>(null);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    if (paused) return;
    field.current?.focus({ preventScroll: true });
    // Back to the field whenever the focus falls to the page (a button pressed, a card drawn).
    const refocus = () => {
      setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null)
          field.current?.focus({ preventScroll: true });
      }, 0);
    };
    document.addEventListener('focusout', refocus);
    return () => document.removeEventListener('focusout', refocus);
  }, [paused]);

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const input = field.current;
        if (!input) return;
        if (input.value.trim() !== '') onScan(input.value);
        input.value = '';
        setTyping(false);
      }}
    >
      <label htmlFor="atelier-scan" className="text-lg font-medium">
        {ATELIER_MESSAGES.scanLabel}
      </label>
      <input
        ref={field}
        id="atelier-scan"
        name="scan"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        inputMode={typing ? 'text' : 'none'}
        onPointerDown={() => setTyping(true)}
        aria-describedby="atelier-scan-hint"
        className="min-h-14 w-full rounded-lg border-2 border-input bg-background px-4 text-2xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring"
      />
      <p id="atelier-scan-hint" className="text-base text-muted-foreground">
        {ATELIER_MESSAGES.scanHint}
      </p>
    </form>
  );
};
