import type { ProductionStepResult } from '@conque/domain/production/api-types';
import { api } from '@/lib/api-client';

// POST /api/orders/:id/production-step and /quality-control (decision 141), each with the
// Idempotency-Key its action was kept under: sent again, it is answered as the first time.

export const sendProductionStep = (
  orderId: string,
  key: string,
  body: { from_step: string; to_step?: string },
) =>
  api<ProductionStepResult>(`/orders/${encodeURIComponent(orderId)}/production-step`, {
    body,
    headers: { 'Idempotency-Key': key },
  });

export const sendQualityControl = (
  orderId: string,
  key: string,
  body: { from_step: string; results: Record<string, boolean>; return_to_step?: string; reason?: string },
) =>
  api<ProductionStepResult>(`/orders/${encodeURIComponent(orderId)}/quality-control`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
