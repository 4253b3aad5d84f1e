import { deviceStatementFileName } from '@conque/domain/orders/device-statement';
import { apiDownload } from '@/lib/api-client';

/** GET /api/orders/:id/declarations/:ear: one ear's « Déclaration de conformité », saved as a PDF. */
export const downloadDeviceStatement = (orderId: string, orderNumber: string, ear: 'left' | 'right') =>
  apiDownload(
    `/orders/${encodeURIComponent(orderId)}/declarations/${ear === 'left' ? 'gauche' : 'droite'}`,
    deviceStatementFileName(orderNumber, ear),
  );
