import { useEffect, useState } from 'react';

/**
 * Toasts (spec 001 §9), with sonner fetched the first time one is shown rather than before the
 * dashboard's first list (9 KB gzipped that most visits never use). Sonner keeps
 * its toasts in a module and shows them to a Toaster mounted afterwards, so a toast asked before
 * the Toaster is in is not lost: `AppToaster` mounts it as soon as sonner has arrived.
 */
type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];
type Options = Parameters<Sonner['toast']>[1];

let sonner: Promise<Sonner> | undefined;
const whenLoaded = new Set<(module: Sonner) => void>();

const loadSonner = () => {
  sonner ??= import('sonner').then((module) => {
    for (const listener of whenLoaded) listener(module);
    return module;
  });
  return sonner;
};

const show =
  (kind: 'message' | 'success' | 'error' | 'warning') =>
  (message: Message, options?: Options): void => {
    void loadSonner().then(({ toast: sonnerToast }) => {
      if (kind === 'message') sonnerToast(message, options);
      else sonnerToast[kind](message, options);
    });
  };

export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
});

/** Spec 001 §9: toasts last 4 s, 3 visible at a time, 356 px wide (sonner's own width). */
export const AppToaster = () => {
  const [module, setModule] = useState<Sonner | undefined>(undefined);
  useEffect(() => {
    whenLoaded.add(setModule);
    // Already fetched (a toast shown before this Toaster was mounted): mount at once.
    if (sonner) void sonner.then(setModule);
    return () => {
      whenLoaded.delete(setModule);
    };
  }, []);
  if (!module) return null;
  return <module.Toaster duration={4000} visibleToasts={3} richColors closeButton position="top-right" />;
};
