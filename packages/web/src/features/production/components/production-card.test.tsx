import type { OrderView } from '@conque/domain/orders/api-types';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { ProductionConflictBody } from '@conque/domain/production/api-types';
import { DEFAULT_PRODUCTION } from '@conque/domain/production/production-settings';
import { productionView } from '@conque/domain/production/production-state';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/testing/auth-session';
import { server } from '@/testing/msw-server';
import { ProductionCard } from './production-card';

// Decision 141: the préparateur's card of the order page sends the step it shows with a fresh
// Idempotency-Key, shows the server's 409 (who moved the order), and asks for the return step and
// the reason only when a point of the checklist is left unticked.

// What the card reads of GET /api/orders/:id (the rest of the order is the order page's).
const orderOf = (status: OrderStatus, step: string | null) =>
  ({
    id: '33333333-3333-4333-8333-333333333333',
    status,
    production: productionView(DEFAULT_PRODUCTION, { status, step, done: false, revision: 3 }),
  }) as OrderView;
const orderAt = (step: string) => orderOf('in_progress', step);

let sent: { body: unknown; key: string | null }[];
beforeEach(() => {
  storeSession({ id: 'preparator' });
  sent = [];
});

const renderCard = (order: ReturnType<typeof orderAt>) =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ProductionCard order={order} />
    </QueryClientProvider>,
  );

const recordPost = (path: string, answer: () => Response) =>
  server.use(
    http.post(path, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return answer();
    }),
  );

describe('the « Étapes de fabrication » card', () => {
  it('advances from the step it shows, each click with a key of its own; a 409 says who moved it', async () => {
    const order = orderAt('impression');
    const conflict: ProductionConflictBody = {
      error: {
        code: 'production_step_changed',
        message:
          "La commande a changé entre-temps : elle est maintenant à l'étape « Finition » (modifiée par Claire Dubois le 28/11/2026 à 12:03). Rien n'a été modifié.",
        field: 'from_step',
      },
      production: order.production,
    };
    recordPost(`/api/orders/${order.id}/production-step`, () => HttpResponse.json(conflict, { status: 409 }));
    renderCard(order);
    expect(screen.getByText('Étape en cours : Impression')).toBeVisible();
    const button = screen.getByRole('button', { name: "Passer à l'étape « Finition »" });
    await userEvent.click(button);
    expect(await screen.findByText(/modifiée par Claire Dubois/)).toBeVisible();
    await userEvent.click(button);
    await screen.findByText(/modifiée par Claire Dubois/);
    expect(sent.map((call) => call.body)).toEqual([{ from_step: 'impression' }, { from_step: 'impression' }]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('at the quality control: a point unticked asks where to and why; all ticked validates', async () => {
    const order = orderAt('controle_qualite');
    recordPost(`/api/orders/${order.id}/quality-control`, () =>
      HttpResponse.json({ status: 'in_progress', production: order.production }),
    );
    renderCard(order);
    expect(screen.queryByRole('button', { name: /Passer à l'étape/ })).toBeNull();
    for (const point of [
      "Adaptation à l'empreinte",
      'Tube',
      'Finition de surface',
      'Marquage gauche / droite',
    ])
      await userEvent.click(screen.getByLabelText(point));
    await userEvent.selectOptions(screen.getByLabelText('Étape de retour'), 'Impression');
    await userEvent.type(screen.getByLabelText('Motif de la reprise'), 'Évent bouché');
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer en reprise' }));
    await userEvent.click(screen.getByLabelText('Évent'));
    expect(screen.queryByLabelText('Étape de retour')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Valider le contrôle qualité' }));
    const all = { adaptation: true, event: true, tube: true, finition: true, marquage: true };
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.map((call) => call.body)).toEqual([
      {
        from_step: 'controle_qualite',
        results: { ...all, event: false },
        return_to_step: 'impression',
        reason: 'Évent bouché',
      },
      { from_step: 'controle_qualite', results: all },
    ]);
  });

  it('is not shown outside « En cours »', () => {
    const { container } = renderCard(orderOf('registered', null));
    expect(container).toBeEmptyDOMElement();
  });
});
