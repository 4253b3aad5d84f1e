/** The card's one large action: a step, the quality control, the start of production. */
export const BIG_BUTTON =
  'min-h-20 w-full rounded-xl bg-primary px-6 text-2xl font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring disabled:opacity-60';
