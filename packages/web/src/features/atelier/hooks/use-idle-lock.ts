import { useEffect, useState } from 'react';
import { DEVICE_DATA_PREFIX } from '@/lib/device-data';

// Decision 142: after 15 minutes without a touch, the screen locks to the person's second factor.
// The last touch and the lock are kept on the device, so that reloading the page does not lift it.

export const IDLE_LOCK_MS = 15 * 60 * 1000;
const LAST_TOUCH_KEY = `${DEVICE_DATA_PREFIX}last-touch`;
const LOCKED_KEY = `${DEVICE_DATA_PREFIX}locked`;
const CHECK_EVERY_MS = 10_000;

const lastTouch = () => Number(localStorage.getItem(LAST_TOUCH_KEY) ?? Date.now());
const isLocked = () => localStorage.getItem(LOCKED_KEY) !== null || Date.now() - lastTouch() >= IDLE_LOCK_MS;

export const useIdleLock = () => {
  const [locked, setLocked] = useState(isLocked);

  useEffect(() => {
    if (locked) {
      localStorage.setItem(LOCKED_KEY, '1');
      return;
    }
    localStorage.setItem(LAST_TOUCH_KEY, String(Date.now()));
    let written = Date.now();
    const touch = () => {
      // Written at most every few seconds: a scanner types a dozen keys at once.
      if (Date.now() - written < 2_000) return;
      written = Date.now();
      localStorage.setItem(LAST_TOUCH_KEY, String(written));
    };
    const check = setInterval(() => {
      if (Date.now() - lastTouch() >= IDLE_LOCK_MS) setLocked(true);
    }, CHECK_EVERY_MS);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      clearInterval(check);
      for (const name of events) window.removeEventListener(name, touch, { capture: true });
    };
  }, [locked]);

  const unlock = () => {
    localStorage.removeItem(LOCKED_KEY);
    localStorage.setItem(LAST_TOUCH_KEY, String(Date.now()));
    setLocked(false);
  };
  return { locked, unlock };
};
