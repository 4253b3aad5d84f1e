import type { CreateDraftOrderInput, OrderUpdates } from '@conque/domain/orders/order-schemas';
import type { WizardValues } from './wizard-values';

// Spec 001 §7. stl_files are never sent on an update: the upload and delete calls keep the order's
// list on the server, so a save racing an upload cannot drop a file that has just been stored.

export const toCreateDraftBody = (values: WizardValues): CreateDraftOrderInput => ({
  status: 'draft',
  ...values,
  stl_files: [],
});

export const toOrderUpdates = (values: WizardValues): OrderUpdates => ({ ...values });
