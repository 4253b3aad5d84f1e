import type { OrderView } from '@conque/domain/orders/api-types';
import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { DEFAULT_PRODUCTION } from '@conque/domain/production/production-settings';
import { productionView } from '@conque/domain/production/production-state';

// Test data only: a validated order as GET /api/orders/:id answers it; each test changes one thing.
const details = { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } } as const;

export const ESTABLISHMENT_ID = '11111111-1111-4111-8111-111111111111';
export const CREATOR_ID = '22222222-2222-4222-8222-222222222222';

export const sampleOrder = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: '33333333-3333-4333-8333-333333333333',
  order_number: '2026-00042',
  establishment_id: ESTABLISHMENT_ID,
  created_by: CREATOR_ID,
  status: 'registered',
  created_at: '2026-07-21T08:15:00Z',
  updated_at: '2026-07-21T08:20:00Z',
  validated_at: '2026-07-21T08:20:00Z',
  shipped_at: null,
  patient_first_name: 'Jeanne',
  patient_last_name: 'Moreau',
  patient_gender: 'female',
  patient_hearing_loss: 'moderate',
  details: { ...details, prices: computeOrderPrices(details, 'standard') },
  shipping_method: 'standard',
  shipping_address: {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Cabinet principal',
    street_address: '12 rue des Lilas',
    postal_code: '69003',
    city: 'Lyon',
  },
  transfer_method: 'physical',
  comment: '',
  stl_files: [],
  impressions_deleted_at: null,
  tracking_url: null,
  shared_shipping_group: null,
  pdf_url: 'order_pdfs/33333333/bon.pdf',
  promised_ship_on: '2026-07-23',
  promised_ship_reason: null,
  prescriber_name: '',
  prescriber_number: null,
  lot_number: '',
  unmet_requirements: '',
  establishment_snapshot: {
    name: 'Audition Lumière',
    siret: '55203253400646',
    billing_street_address: '1 rue de la Paix',
    billing_postal_code: '75002',
    billing_city: 'Paris',
  },
  establishment_name: 'Audition Lumière',
  created_by_profile: { first_name: 'Élodie', last_name: 'Garnier', email: 'elodie@exemple.fr' },
  invoice: null,
  remake: null,
  remakes: [],
  production: productionView(DEFAULT_PRODUCTION, {
    status: 'registered',
    step: null,
    done: false,
    revision: 0,
  }),
  ...overrides,
});
