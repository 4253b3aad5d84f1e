import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { type RawUpload, uploadRawFile } from '@/lib/upload-raw-file';

export type StlUpload = RawUpload<StlFileEntry>;

/** POST /api/orders/:orderId/stl-files with the raw file as the body (lib/upload-raw-file.ts). */
export const uploadStlFile = (
  orderId: string,
  file: File,
  onProgress: (percent: number) => void,
): StlUpload =>
  uploadRawFile<StlFileEntry>(`/orders/${encodeURIComponent(orderId)}/stl-files`, file, onProgress);
