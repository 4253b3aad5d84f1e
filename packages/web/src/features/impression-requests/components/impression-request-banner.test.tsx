import type { OrderView } from '@conque/domain/orders/api-types';
import type { ImpressionRequestsResponse } from '@conque/domain/orders/impression-requests';
import type { Role } from '@conque/domain/permissions/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { AppToaster } from '@/lib/toast';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { ImpressionRequestBanner } from './impression-request-banner';

// Each side's part of an open request for a new impression.

const ESTABLISHMENT = 'e-1';
const ORDER = {
  id: 'o-1',
  order_number: '2026-00042',
  establishment_id: ESTABLISHMENT,
  created_by: 'u-9',
  status: 'awaiting_impression',
  stl_files: [],
  details: null,
} as unknown as OrderView;

const FILE = {
  name: 'gauche-v2.stl',
  path: 'o-1/gauche-v2_1.stl',
  size: 2048,
  type: 'model/stl' as const,
  uploadedAt: '2026-11-26T09:00:00Z',
  ear: 'left' as const,
};

const answer = (files: (typeof FILE)[] = []): ImpressionRequestsResponse => ({
  open: {
    id: 'r-1',
    ears: ['left', 'right'],
    reason: 'deformed',
    details: ["Le scan n'est pas fermé (9 arêtes ouvertes) : vérifiez qu'il est complet."],
    comment: 'Le conduit est écrasé.',
    replaces: [{ name: 'gauche.stl', path: 'o-1/gauche.stl' }],
    requested_at: '2026-11-26T08:00:00Z',
    requested_by_name: 'Claire Dubois',
    previous_status: 'in_progress',
    files,
  },
  previous: [],
});

let requests: RecordedRequest[];
beforeEach(() => {
  storeSession();
  requests = recordRequests();
});

const renderAs = (role: Role, response: ImpressionRequestsResponse) => {
  server.use(
    http.get('/api/profile', () =>
      HttpResponse.json({
        id: 'u-1',
        email: 'a@exemple.fr',
        first_name: 'Léa',
        last_name: 'Girard',
        role,
        establishment_id: role === 'preparator' ? null : ESTABLISHMENT,
        is_owner: false,
        created_at: '2026-01-01T00:00:00Z',
        establishment: null,
      }),
    ),
    http.get('/api/orders/o-1/impression-requests', () => HttpResponse.json(response)),
  );
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter>
          <ImpressionRequestBanner order={ORDER} />
          <AppToaster />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
};

describe('ImpressionRequestBanner', () => {
  it('asks the establishment for each ear, and sends back only once each has its file', async () => {
    renderAs('user', answer([FILE]));
    const banner = await screen.findByRole('region', { name: 'Nouvelle empreinte demandée' });
    expect(banner).toHaveTextContent('Le laboratoire demande une nouvelle empreinte');
    expect(banner).toHaveTextContent('Empreinte déformée · Oreilles gauche et droite');
    expect(banner).toHaveTextContent('« Le conduit est écrasé. »');
    expect(banner).toHaveTextContent('Remplace : gauche.stl');
    expect(within(banner).getByLabelText('Ajouter un fichier STL (oreille gauche)')).toBeInTheDocument();
    expect(within(banner).getByLabelText('Ajouter un fichier STL (oreille droite)')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Renvoyer au laboratoire' })).toBeDisabled();
    expect(banner).toHaveTextContent("Il manque l'empreinte de l'oreille droite.");
    expect(within(banner).queryByRole('button', { name: 'Retirer la demande' })).toBeNull();
  });

  it('refuses a file that is not an STL before sending it, in French', async () => {
    renderAs('manager', answer());
    const input = await screen.findByLabelText('Ajouter un fichier STL (oreille gauche)');
    await userEvent.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le fichier photo.jpg n'est pas un fichier STL valide",
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a viewer the request and what came, without acting', async () => {
    renderAs('viewer', answer([FILE]));
    const banner = await screen.findByRole('region', { name: 'Nouvelle empreinte demandée' });
    expect(banner).toHaveTextContent('gauche-v2.stl');
    expect(banner).toHaveTextContent(
      "Un manager ou un utilisateur de l'établissement peut joindre l'empreinte.",
    );
    expect(within(banner).queryByRole('button', { name: 'Renvoyer au laboratoire' })).toBeNull();
    expect(within(banner).queryByLabelText(/Ajouter un fichier STL/)).toBeNull();
  });

  it('lets the lab withdraw its request', async () => {
    server.use(
      http.delete('/api/orders/o-1/impression-request', () => HttpResponse.json({ status: 'in_progress' })),
    );
    renderAs('preparator', answer());
    const banner = await screen.findByRole('region', { name: 'Nouvelle empreinte demandée' });
    expect(banner).toHaveTextContent("En attente de l'empreinte de l'établissement");
    expect(banner).toHaveTextContent("Aucun fichier reçu pour l'instant.");
    await userEvent.click(within(banner).getByRole('button', { name: 'Retirer la demande' }));
    expect(await screen.findByText('Demande retirée')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
