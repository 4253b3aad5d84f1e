// The French intra-community VAT number of a company follows from its SIREN: FR, a two-digit key,
// then the SIREN, the key being (12 + 3 × (SIREN mod 97)) mod 97 (the number the tax office gives
// every company registered in France; invoices between companies must carry both parties').

const FRENCH_VAT_PATTERN = /^FR(\d{2})(\d{9})$/;

const keyOf = (siren: string): number => (12 + 3 * (Number(siren) % 97)) % 97;

/** "FR44732829320" for SIREN 732829320. */
export const frenchVatNumber = (siren: string): string => {
  if (!/^\d{9}$/.test(siren)) throw new RangeError(`9 digits expected, got "${siren}"`);
  return `FR${String(keyOf(siren)).padStart(2, '0')}${siren}`;
};

/** FR + a numeric key + a SIREN, the key matching the SIREN. */
export const isValidFrenchVatNumber = (vatNumber: string): boolean => {
  const match = FRENCH_VAT_PATTERN.exec(vatNumber);
  return match !== null && Number(match[1]) === keyOf(match[2] ?? '');
};
