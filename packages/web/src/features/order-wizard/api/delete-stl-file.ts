import type { StlFile } from '@conque/domain/orders/stl-files';
import { api } from '@/lib/api-client';

/** DELETE /api/orders/:orderId/stl-files?path=… (spec 001 §7 "bucket stl_files (remove)"). */
export const deleteStlFile = (orderId: string, path: string) =>
  api<{ stl_files: StlFile[] }>(
    `/orders/${encodeURIComponent(orderId)}/stl-files?path=${encodeURIComponent(path)}`,
    { method: 'DELETE' },
  );
