import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import type { ImpressionFileEntry } from '@conque/domain/orders/impression-requests';
import { type RawUpload, uploadRawFile } from '@/lib/upload-raw-file';

/** POST /api/orders/:id/impression-request/files?ear=: the raw file, as the wizard's uploads. */
export const uploadImpressionFile = (
  orderId: string,
  ear: EarSide,
  file: File,
  onProgress: (percent: number) => void,
): RawUpload<ImpressionFileEntry> =>
  uploadRawFile<ImpressionFileEntry>(
    `/orders/${encodeURIComponent(orderId)}/impression-request/files?ear=${ear}`,
    file,
    onProgress,
  );
