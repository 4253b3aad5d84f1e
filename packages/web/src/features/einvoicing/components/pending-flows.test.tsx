import type { PendingFlowsJson } from '@conque/domain/einvoicing/flow-status';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toast';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { PendingFlows } from './pending-flows';

// Decision 146: « Envois en attente » on the e-invoicing page.

const ID = '00000000-0000-4000-8000-0000000000a1';
const waiting: PendingFlowsJson = {
  total: 2,
  items: [
    {
      id: ID,
      kind: 'invoice',
      tracking_id: 'F-2026-00012',
      tries: 14,
      since: '2026-11-26T13:00:00.000Z',
      last_error: 'plateforme injoignable (ECONNREFUSED) : https://pa.example/flow-service/v1/flows',
      next_try_at: '2026-11-28T15:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      kind: 'credit_note',
      tracking_id: 'A-2026-00003',
      tries: 720,
      since: '2026-10-28T13:00:00.000Z',
      last_error: 'dépôt refusé pour l’instant : 401 UNAUTHORIZED — Jeton expiré',
      next_try_at: null,
    },
  ],
};

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PendingFlows />
      <AppToaster />
    </QueryClientProvider>,
  );

let requests: RecordedRequest[];
beforeEach(() => {
  storeSession();
  requests = recordRequests();
});

describe('PendingFlows', () => {
  it('says what waits, why, and when Conque tries again; « Réessayer maintenant » asks for a try at once', async () => {
    let answer = waiting;
    server.use(
      http.get('/api/einvoicing/pending-flows', () => HttpResponse.json(answer)),
      http.post(`/api/einvoicing/pending-flows/${ID}/retry`, () => {
        answer = { total: 1, items: waiting.items.slice(1) };
        return HttpResponse.json({ id: ID, next_try_at: '2026-11-28T14:50:00.000Z' });
      }),
    );
    renderList();
    const list = await screen.findByRole('list', { name: 'Envois en attente' });
    expect(screen.getByText(/2 documents attendent la plateforme/)).toBeInTheDocument();
    const [invoice, creditNote] = within(list).getAllByRole('listitem');
    expect(invoice).toHaveTextContent('Facture F-2026-00012');
    expect(invoice).toHaveTextContent('En attente depuis le 26 novembre 2026 à 14:00 · 14 essais');
    expect(invoice).toHaveTextContent('Dernier échec : plateforme injoignable (ECONNREFUSED)');
    expect(invoice).toHaveTextContent('Nouvel essai automatique le 28 novembre 2026 à 16:00.');
    expect(creditNote).toHaveTextContent('Avoir A-2026-00003');
    expect(creditNote).toHaveTextContent(
      'Les essais automatiques ont cessé : réessayez une fois la plateforme rétablie.',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Réessayer maintenant : Facture F-2026-00012' }),
    );
    expect(await screen.findByText('Facture F-2026-00012 : nouvel essai demandé')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /api/einvoicing/pending-flows/${ID}/retry`,
    );
    expect(await screen.findByText(/1 document attend la plateforme/)).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    server.use(http.get('/api/einvoicing/pending-flows', () => HttpResponse.json({ total: 0, items: [] })));
    renderList();
    expect(await screen.findByText('Aucun envoi en attente.')).toBeInTheDocument();
  });
});
