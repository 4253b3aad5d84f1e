/**
 * Text as XML character data or an attribute's value: the five characters XML reserves. The one
 * escaper of the XML Conque writes (the Factur-X CII, the CDAR lifecycle statuses).
 */
export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
