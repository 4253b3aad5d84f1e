import type { DeleteStlFileResult } from '@conque/domain/orders/api-types';
import { api } from '@/lib/api-client';

/** DELETE /api/orders/:orderId/stl-files?path=… (spec 001 §7 "bucket stl_files (remove)"). */
export const deleteStlFile = (orderId: string, path: string) =>
  api<DeleteStlFileResult>(
    `/orders/${encodeURIComponent(orderId)}/stl-files?path=${encodeURIComponent(path)}`,
    { method: 'DELETE' },
  );
