// Decision 139: the order's short link, which the order sheet's QR code holds.
// Without zod, so that the web app's pages may read it at no cost.

/** The short link's path: `/o/2026-00042`. The web app resolves it with the reader's own session. */
export const ORDER_SHORT_LINK_PREFIX = '/o/';

export const orderShortPath = (orderNumber: string): string => `${ORDER_SHORT_LINK_PREFIX}${orderNumber}`;

/** `https://conque.example/o/2026-00042`: what the printed QR code says. */
export const orderShortLink = (publicUrl: string, orderNumber: string): string =>
  `${publicUrl.replace(/\/$/, '')}${orderShortPath(orderNumber)}`;
