import type { PendingFlowsJson } from '@conque/domain/einvoicing/flow-status';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/testing/auth-session';
import { server } from '@/testing/msw-server';
import { usePendingFlows } from '../api/pending-flows';
import { PendingFlowsNotice } from './pending-flows-notice';

// Decision 146: « Factures » says when documents have waited for the PA more than a day.

const NOW = Date.parse('2026-11-28T15:00:00.000Z');
const waiting = (since: string, total: number): PendingFlowsJson => ({
  total,
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'invoice',
      tracking_id: 'F-2026-00012',
      tries: 30,
      since,
      last_error: 'plateforme injoignable (ECONNREFUSED) : https://pa.example/flow-service/v1/flows',
      next_try_at: '2026-11-28T16:00:00.000Z',
    },
  ],
});

/** Says « chargé » once the list is in the cache: the notice has rendered with it by then. */
const Loaded = () => (usePendingFlows().data ? <p>chargé</p> : null);

const renderNotice = () =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PendingFlowsNotice now={NOW} />
        <Loaded />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => storeSession());

describe('PendingFlowsNotice', () => {
  it('says how many wait, since when and why, once the oldest has waited more than a day', async () => {
    server.use(
      http.get('/api/einvoicing/pending-flows', () =>
        HttpResponse.json(waiting('2026-11-27T09:00:00.000Z', 3)),
      ),
    );
    renderNotice();
    expect(
      await screen.findByText(
        '3 documents attendent la plateforme, le plus ancien depuis le 27 novembre 2026 à 10:00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Dernier échec : plateforme injoignable \(ECONNREFUSED\)/)).toHaveTextContent(
      'Ils partiront d’eux-mêmes dès qu’elle répondra.',
    );
    expect(screen.getByRole('link', { name: 'Voir les envois en attente' })).toHaveAttribute(
      'href',
      '/dashboard/preparator/einvoicing',
    );
  });

  it('says nothing for a wait of less than a day, nor when nothing waits', async () => {
    let answer = waiting('2026-11-28T09:00:00.000Z', 1);
    server.use(http.get('/api/einvoicing/pending-flows', () => HttpResponse.json(answer)));
    const { unmount } = renderNotice();
    await screen.findByText('chargé');
    expect(screen.queryByText(/attend la plateforme/)).toBeNull();
    unmount();
    answer = { total: 0, items: [] };
    renderNotice();
    await screen.findByText('chargé');
    expect(screen.queryByText(/attend/)).toBeNull();
  });
});
