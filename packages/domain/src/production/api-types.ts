import type { OrderStatus } from '../orders/statuses';
import type { VersionedSettingsView } from '../shared/versioned-settings';
import type { ProductionSettings } from './production-settings';
import type { ProductionView } from './production-state';

// Answers of the production endpoints (decision 141), typed once for the server and the web.

/** POST /api/orders/:id/production-step and /quality-control: the order's status and steps after. */
export type ProductionStepResult = { status: OrderStatus; production: ProductionView };

/**
 * Their 409 when `from_step` is no longer the order's step: the French message says where the order
 * is now and who moved it; `production` is the order's steps as they are.
 */
export type ProductionConflictBody = {
  error: { code: 'production_step_changed'; message: string; field: 'from_step' };
  production: ProductionView;
};

/** GET /api/production-settings: the steps and checklist in force and every version. */
export type ProductionSettingsView = VersionedSettingsView<'settings', ProductionSettings>;

/** « Causes de reprise »: the quality control's failed points over the period, most frequent first. */
export type ReworkCause = { label: string; failures: number };
