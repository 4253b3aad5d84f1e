// The Tarifs form types euros the French way ("38", "38,5", "38,50", "1 234,00"); the API takes cents.

/** "38,50" → 3850; null when it is not an amount of at most two decimals. */
export const centsOf = (text: string): number | null => {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
};

/** 3850 → "38,50", as the field shows it. */
export const eurosText = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');
