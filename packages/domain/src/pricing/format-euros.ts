// French money display: 123450 cents → "1 234,50 €". Intl separates thousands with U+202F (narrow
// no-break space) and puts U+00A0 before €; PDF standard fonts cannot draw U+202F (docs/design.md §7),
// hence the second helper.
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const formatEuros = (cents: number): string => EUROS.format(cents / 100);

/** The same text with U+00A0 instead of U+202F, for the PDF documents. */
export const formatEurosForPdf = (cents: number): string => formatEuros(cents).replace(/\u202f/g, '\u00a0');
