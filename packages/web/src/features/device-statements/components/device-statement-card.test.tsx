import type { OrderView } from '@conque/domain/orders/api-types';
import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { DEFAULT_PRODUCTION } from '@conque/domain/production/production-settings';
import { productionView } from '@conque/domain/production/production-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { DeviceStatementCard } from './device-statement-card';

// Decision 144: the order page's « Déclaration de conformité »: one button per ear the order makes
// once it has shipped, for whoever sees it; before, the préparateur's lot and unmet requirements.

const ORDER_ID = '33333333-3333-4333-8333-333333333333';

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: ORDER_ID,
  order_number: '2026-00042',
  establishment_id: '11111111-1111-4111-8111-111111111111',
  created_by: '22222222-2222-4222-8222-222222222222',
  status: 'registered',
  production: productionView(DEFAULT_PRODUCTION, {
    status: 'registered',
    step: null,
    done: false,
    revision: 0,
  }),
  created_at: '2026-07-21T08:15:00Z',
  updated_at: '2026-07-21T08:20:00Z',
  validated_at: '2026-07-21T08:20:00Z',
  shipped_at: null,
  patient_first_name: 'Jeanne',
  patient_last_name: 'Moreau',
  patient_gender: 'female',
  patient_hearing_loss: 'moderate',
  details: { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } },
  shipping_method: 'pickup',
  shipping_address: null,
  transfer_method: 'physical',
  comment: '',
  stl_files: [],
  impressions_deleted_at: null,
  tracking_url: null,
  shared_shipping_group: null,
  pdf_url: null,
  promised_ship_on: null,
  promised_ship_reason: null,
  prescriber_name: 'Sophie Bernard',
  prescriber_number: '10101234567',
  lot_number: '',
  unmet_requirements: '',
  establishment_snapshot: null,
  establishment_name: 'Audition Lumière',
  created_by_profile: null,
  invoice: null,
  remake: null,
  remakes: [],
  ...overrides,
});

const renderCard = (element: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {element}
    </QueryClientProvider>,
  );

describe('DeviceStatementCard', () => {
  it('offers a shipped order’s statement to a viewer, for the ear it makes, with its prescriber', () => {
    renderCard(
      <DeviceStatementCard
        order={order({ status: 'shipped', shipped_at: '2026-07-24T10:00:00Z' })}
        readerRole="viewer"
      />,
    );
    expect(screen.getByRole('button', { name: 'Déclaration de conformité — oreille gauche' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /oreille droite/ })).toBeNull();
    expect(screen.getByText('Sophie Bernard (RPPS 10101234567)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Numéro de lot')).toBeNull();
  });

  it('shows nothing to the clinic before shipment', () => {
    const { container } = renderCard(<DeviceStatementCard order={order()} readerRole="user" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing to the préparateur on a cancelled order, which will never be declared', () => {
    const { container } = renderCard(
      <DeviceStatementCard order={{ ...order(), status: 'cancelled' }} readerRole="preparator" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the préparateur record the lot before shipment, checked as the server checks it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`/api/orders/${ORDER_ID}/statement-fields`, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderCard(<DeviceStatementCard order={order()} readerRole="preparator" />);
    const lot = screen.getByLabelText('Numéro de lot');
    await userEvent.type(lot, 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les informations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('60 caractères au maximum');
    expect(sent).toEqual([]);

    await userEvent.clear(lot);
    await userEvent.type(lot, 'L-2026-42');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les informations' }));
    await expect.poll(() => sent).toEqual([{ lot_number: 'L-2026-42', unmet_requirements: '' }]);
  });
});
