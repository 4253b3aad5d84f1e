import {
  DEFAULT_PRODUCTION,
  PRODUCTION_MESSAGES,
  type ProductionSettings,
  productionSettingsSchema,
} from '@conque/domain/production/production-settings';
import type { ProductionState } from '@conque/domain/production/production-state';
import type { Executor } from '../../db/client';
import { productionVersions } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';
import { versionedSettings } from '../versioned-settings/versioned-settings';

/** The lab's steps and checklist in versions, as the planning's (decisions 99 and 141). */
export const productionStore = versionedSettings({
  table: productionVersions,
  column: 'settings',
  schema: productionSettingsSchema,
  defaults: DEFAULT_PRODUCTION,
  view: (settings: ProductionSettings) => settings,
  messages: PRODUCTION_MESSAGES,
});

/** The steps and checklist in force at `at`; none, or one that no longer reads: the defaults. */
export const readProduction = (db: Executor, at: Date): Promise<ProductionSettings> =>
  productionStore.current(db, at);

/** Where an order is in the steps, from its row. */
export const productionStateOf = (
  row: Pick<OrderRow, 'status' | 'productionStep' | 'productionDone' | 'productionRevision'>,
): ProductionState => ({
  status: row.status,
  step: row.productionStep,
  done: row.productionDone,
  revision: row.productionRevision,
});
