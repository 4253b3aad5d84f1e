import { parseOrderNumber } from './order-number';
import { ORDER_SHORT_LINK_PREFIX } from './order-short-link';

// Decision 142: what « Atelier » reads from a scan. The order sheet's QR code holds its short link
// (decision 139, `https://conque.example/o/2026-00042`); a handheld scanner types that link, or the
// bare number a clinic's label may carry, and Enter. Both name one order by its number.

/**
 * The order number a scan names, or null when it names none. The short link is accepted from any
 * origin: a sheet printed before a change of address still opens its order, which the reader's own
 * session then resolves (a number the reader may not see reads « Commande introuvable »).
 */
export const orderNumberOfScan = (scanned: string): string | null => {
  const text = scanned.trim();
  if (parseOrderNumber(text)) return text;
  // The path after the scheme and host, if any (a scanner set to drop the scheme types
  // `conque.example/o/2026-00042`), without query or fragment.
  const afterHost = text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const path = afterHost.slice(Math.max(0, afterHost.indexOf('/'))).replace(/[?#].*$/, '');
  // A scanner with Caps Lock on types `HTTP://CONQUE.EXAMPLE/O/2026-00042`: the path's « /o/ » too.
  if (path.slice(0, ORDER_SHORT_LINK_PREFIX.length).toLowerCase() !== ORDER_SHORT_LINK_PREFIX) return null;
  let number: string;
  try {
    number = decodeURIComponent(path.slice(ORDER_SHORT_LINK_PREFIX.length).replace(/\/$/, ''));
  } catch {
    return null;
  }
  return parseOrderNumber(number) ? number : null;
};
