import type { OrderView } from '@conque/domain/orders/api-types';
import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESH_CHECK_REFETCH_MS } from '@/api/mesh-check-refetch';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { CREATOR_ID, ESTABLISHMENT_ID, sampleOrder } from '../testing/order-detail-sample';
import { OrderDetailPage } from './order-detail-page';

// The order page says « Vérification en cours » for a file whose check is on its
// way, asks for the order again every 2 s, and shows the result once the job has written it.

const ID = '33333333-3333-4333-8333-333333333333';
const FILE: StlFileEntry = {
  name: 'oreille-droite.stl',
  path: `${ID}/oreille-droite_1772445600000.stl`,
  size: 684,
  type: 'model/stl',
  uploadedAt: '2026-07-21T08:15:00Z',
};
const OPEN: MeshCheck = { triangles: 10, size: [20, 20, 20], openEdges: 4, degenerate: 0 };

let answers: OrderView[];
let requests: RecordedRequest[];
const orderReads = () => requests.filter((request) => request.path === `/api/orders/${ID}`);

beforeEach(() => {
  storeSession({ id: CREATOR_ID });
  requests = recordRequests();
  server.use(
    http.get('/api/profile', () =>
      HttpResponse.json({
        id: CREATOR_ID,
        email: 'elodie@exemple.fr',
        first_name: 'Élodie',
        last_name: 'Garnier',
        role: 'user',
        establishment_id: ESTABLISHMENT_ID,
        is_owner: false,
        created_at: '2026-01-01T00:00:00Z',
        establishment: null,
      }),
    ),
    // Each read answers the next state; the last one stays.
    http.get(`/api/orders/${ID}`, () => HttpResponse.json(answers.length > 1 ? answers.shift() : answers[0])),
  );
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter>
          <OrderDetailPage orderId={ID} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );

const fileItem = async () =>
  within(await screen.findByRole('list', { name: 'Fichiers STL' })).getByRole('listitem');

describe('OrderDetailPage: the scan check of a file just uploaded', () => {
  it('says « Vérification en cours », then shows the result the job wrote, and stops asking', async () => {
    answers = [
      sampleOrder({ stl_files: [{ ...FILE, checkStatus: 'pending' }] }),
      sampleOrder({ stl_files: [{ ...FILE, check: OPEN }] }),
    ];
    renderPage();
    const item = await fileItem();
    expect(item).toHaveTextContent('Vérification en cours');
    expect(within(item).queryByText(/Vérification du scan/)).toBeNull();

    expect(
      await within(item).findByText(
        "Le scan n'est pas fermé (4 arêtes ouvertes) : vérifiez qu'il est complet.",
        {},
        { timeout: MESH_CHECK_REFETCH_MS + 3_000 },
      ),
    ).toBeVisible();
    expect(item).toHaveTextContent('Vérification du scan : 10 triangles, 20 × 20 × 20 mm');
    expect(item).not.toHaveTextContent('Vérification en cours');
    // Checked: no more reads.
    const reads = orderReads().length;
    expect(reads).toBe(2);
    await new Promise((done) => setTimeout(done, MESH_CHECK_REFETCH_MS + 200));
    expect(orderReads()).toHaveLength(reads);
  }, 15_000);

  it('never asks again for an order whose files are all checked', async () => {
    answers = [sampleOrder({ stl_files: [{ ...FILE, check: OPEN }] })];
    renderPage();
    expect(await fileItem()).toHaveTextContent('Vérification du scan : 10 triangles');
    await new Promise((done) => setTimeout(done, MESH_CHECK_REFETCH_MS + 200));
    expect(orderReads()).toHaveLength(1);
  }, 15_000);
});
