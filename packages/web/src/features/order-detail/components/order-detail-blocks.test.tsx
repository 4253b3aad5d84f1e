import type { OrganisationView } from '@conque/domain/organisation/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { sampleOrder } from '../testing/order-detail-sample';
import { DeliveryCard } from './delivery-card';
import { FilesCard } from './files-card';
import { OrderHeader } from './order-header';
import { PartiesCard } from './parties-card';

const region = (name: string) => screen.getByRole('region', { name });
const BACK = { to: '/dashboard/orders', label: 'Mes commandes' };

// What the server's configuration says (ORG_NAME, ORG_ADDRESS), deliberately not the defaults.
const ORGANISATION: OrganisationView = {
  name: 'Laboratoire Dupont',
  address: '5 quai Saint-Antoine, 69002 Lyon',
  phone: '04 78 11 22 33',
  help_phone: '04 78 11 22 44',
  impression_retention_months: 36,
};

const renderWithQueries = (element: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {element}
    </QueryClientProvider>,
  );

describe('DeliveryCard (spec 001 §2, docs/design.md §5.10)', () => {
  it('links the tracking page in a new tab once the order has one', () => {
    const url = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901';
    renderWithQueries(<DeliveryCard order={sampleOrder({ status: 'shipped', tracking_url: url })} />);
    const link = within(region('Livraison')).getByRole('link', { name: 'Suivre le colis' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(region('Livraison')).toHaveTextContent('La Poste - 48h/72h');
    expect(region('Livraison')).toHaveTextContent('12 rue des Lilas');
  });

  it('says where a pickup order is collected, as the server configures it, and no address of the establishment', async () => {
    server.use(http.get('/api/organisation', () => HttpResponse.json(ORGANISATION)));
    renderWithQueries(
      <DeliveryCard order={sampleOrder({ shipping_method: 'pickup', shipping_address: null })} />,
    );
    expect(region('Livraison')).toHaveTextContent('Retrait sur place');
    expect(await screen.findByText('Laboratoire Dupont, 5 quai Saint-Antoine, 69002 Lyon')).toBeVisible();
    expect(region('Livraison')).toHaveTextContent(
      'Lieu de retrait :Laboratoire Dupont, 5 quai Saint-Antoine',
    );
    expect(region('Livraison')).not.toHaveTextContent('12 rue de la Conque');
    expect(screen.queryByRole('link', { name: 'Suivre le colis' })).toBeNull();
  });

  it('shows a placeholder, never another address, while the identity loads', async () => {
    server.use(
      http.get('/api/organisation', async () => {
        await delay('infinite');
        return HttpResponse.json(ORGANISATION);
      }),
    );
    renderWithQueries(
      <DeliveryCard order={sampleOrder({ shipping_method: 'pickup', shipping_address: null })} />,
    );
    expect(region('Livraison')).toHaveTextContent('Lieu de retrait :');
    expect(region('Livraison')).not.toHaveTextContent(/rue|Lyon|Conque/);
  });

  it('names the express carrier', () => {
    renderWithQueries(<DeliveryCard order={sampleOrder({ shipping_method: 'express' })} />);
    expect(region('Livraison')).toHaveTextContent('Ciblex - 24h/48h');
  });
});

describe('PartiesCard (spec 001 §2, preparators only)', () => {
  it('shows the snapshot taken at validation and the creator', () => {
    render(<PartiesCard order={sampleOrder({ establishment_name: 'Audition Lumière Lyon' })} />);
    const block = region('Établissement et créateur');
    expect(block).toHaveTextContent('Audition Lumière');
    expect(block).not.toHaveTextContent('Audition Lumière Lyon');
    expect(block).toHaveTextContent('55203253400646');
    expect(block).toHaveTextContent('75002 Paris');
    expect(block).toHaveTextContent('Élodie Garnier');
    expect(within(block).getByRole('link', { name: 'elodie@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:elodie@exemple.fr',
    );
  });

  it("falls back on the establishment's current name when there is no snapshot", () => {
    render(
      <PartiesCard
        order={sampleOrder({
          status: 'draft',
          establishment_snapshot: null,
          establishment_name: 'Audition Neuve',
        })}
      />,
    );
    expect(region('Établissement et créateur')).toHaveTextContent('Établissement :Audition Neuve');
    expect(region('Établissement et créateur')).not.toHaveTextContent('SIRET');
  });
});

describe('OrderHeader (spec 001 §2)', () => {
  const renderHeader = (order: ReturnType<typeof sampleOrder>, editAction: 'edit' | 'resume' | null) =>
    render(
      <MemoryRouter>
        <OrderHeader order={order} editAction={editAction} back={BACK} />
      </MemoryRouter>,
    );

  it('shows the invoice badge with its number once the order is invoiced', () => {
    renderHeader(sampleOrder({ status: 'shipped', invoice: { id: 'x', number: 'F-2026-00007' } }), null);
    expect(screen.getByText('Facturée · F-2026-00007')).toBeInTheDocument();
    expect(screen.getByText('Expédiée')).toBeInTheDocument();
    expect(screen.getByText('Créée le 21 juillet 2026 à 10:15')).toBeInTheDocument();
  });

  it('has no invoice badge and no PDF button before there is an invoice or a PDF', () => {
    renderHeader(sampleOrder({ pdf_url: null }), 'edit');
    expect(screen.queryByText(/^Facturée/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/dashboard/orders/33333333-3333-4333-8333-333333333333/edit',
    );
  });
});

describe('FilesCard (spec 001 §2)', () => {
  it('lists each STL file with its size, its date in Paris time and a download button', () => {
    render(
      <FilesCard
        order={sampleOrder({
          transfer_method: 'files',
          stl_files: [
            {
              name: 'gauche.stl',
              path: 'x/gauche_1.stl',
              size: 2_621_440,
              type: 'model/stl',
              uploadedAt: '2026-01-15T09:05:00Z',
            },
          ],
        })}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Fichiers STL' })).getByRole('listitem');
    expect(item).toHaveTextContent('gauche.stl');
    expect(item).toHaveTextContent('2,5 Mo · 15/01/2026 10:05');
    expect(within(item).getByRole('button', { name: 'Télécharger gauche.stl' })).toBeEnabled();
    expect(region('Empreintes')).toHaveTextContent('Envoi de fichiers STL');
  });

  it('says when a file-based transfer has no file yet', () => {
    render(<FilesCard order={sampleOrder({ status: 'draft', transfer_method: 'natus', stl_files: [] })} />);
    expect(region('Empreintes')).toHaveTextContent('Aucun fichier STL envoyé.');
  });

  it('says when the retention period deleted the impressions', () => {
    render(
      <FilesCard
        order={sampleOrder({
          transfer_method: 'files',
          stl_files: [],
          impressions_deleted_at: '2029-03-01T02:00:00Z',
        })}
      />,
    );
    expect(region('Empreintes')).toHaveTextContent(
      "Empreintes supprimées le 1 mars 2029 : leur durée de conservation après l'expédition est écoulée.",
    );
    expect(region('Empreintes')).not.toHaveTextContent('Aucun fichier STL envoyé.');
  });
});
