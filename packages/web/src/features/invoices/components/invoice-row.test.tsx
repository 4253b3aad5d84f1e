import type { InvoiceListItem } from '@conque/domain/invoices/invoice-schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from '@/lib/toast';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { invoiceListDefinition } from './invoice-row';

const INVOICE_ID = '00000000-0000-4000-8000-0000000000f1';

const invoice = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: INVOICE_ID,
  number: 'F-2026-00012',
  month: '2026-10',
  establishment_id: 'e-1',
  establishment_name: 'Audition Lumière',
  total_ht: 8400,
  total_tva: 578,
  total_ttc: 8978,
  paid_status: 'pending',
  paid_at: null,
  pdf_url: `invoice_pdfs/${INVOICE_ID}/facture_F-2026-00012.pdf`,
  issued_at: '2026-11-01T00:05:00.000Z',
  due_at: '2026-12-01T00:05:00.000Z',
  created_at: '2026-11-01T00:05:00.000Z',
  credited_ttc: 0,
  ...overrides,
});

const renderActions = (row: InvoiceListItem, scope: 'own' | 'all' = 'own') =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {invoiceListDefinition(scope).actions?.(row)}
      <AppToaster />
    </QueryClientProvider>,
  );

let requests: RecordedRequest[];
let tab: { opener: unknown; location: { href: string }; close: () => void };
let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  storeSession();
  requests = recordRequests();
  tab = { opener: {}, location: { href: '' }, close: vi.fn() };
  openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});
// Only this file's spy: vitest.setup.ts keeps its own on console.error.
afterEach(() => openSpy.mockRestore());

describe('invoice row actions (the Factur-X XML beside the PDF)', () => {
  it('offers « XML Factur-X » once the PDF exists, and downloads it through its signed link', async () => {
    const signed = `/files/invoice_pdfs/${INVOICE_ID}/factur-x_F-2026-00012.xml?expires=1&signature=s`;
    server.use(
      http.post(`/api/invoices/${INVOICE_ID}/xml-url`, () => HttpResponse.json({ signedUrl: signed })),
    );
    renderActions(invoice());
    expect(screen.getByRole('button', { name: 'PDF de la facture F-2026-00012' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'XML Factur-X de la facture F-2026-00012' }));
    await waitFor(() => expect(tab.location.href).toBe(new URL(signed, window.location.origin).href));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /api/invoices/${INVOICE_ID}/xml-url`,
    );
  });

  it('offers neither file while the PDF is being made', () => {
    renderActions(invoice({ pdf_url: null }), 'all');
    expect(screen.getByText('PDF en préparation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /XML Factur-X/ })).toBeNull();
  });

  it("says the server's French reason when there is no XML (an invoice issued before Factur-X)", async () => {
    server.use(
      http.post(`/api/invoices/${INVOICE_ID}/xml-url`, () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: "Le XML Factur-X de cette facture n'est pas disponible." } },
          { status: 404 },
        ),
      ),
    );
    renderActions(invoice());
    await userEvent.click(screen.getByRole('button', { name: 'XML Factur-X de la facture F-2026-00012' }));
    expect(
      await screen.findByText("Le XML Factur-X de cette facture n'est pas disponible."),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});

describe('invoice row and credit notes', () => {
  const status = (row: InvoiceListItem) => {
    const column = invoiceListDefinition('all').columns.find((entry) => entry.header === 'Statut');
    return render(column?.cell(row));
  };

  it('offers « Émettre un avoir » to the preparator while something is left to credit, never to the manager', () => {
    const { unmount } = renderActions(invoice({ credited_ttc: 1000 }), 'all');
    expect(
      screen.getByRole('button', { name: 'Émettre un avoir : facture F-2026-00012' }),
    ).toBeInTheDocument();
    unmount();
    const whole = renderActions(invoice({ credited_ttc: 8978 }), 'all');
    expect(screen.queryByRole('button', { name: /Émettre un avoir/ })).toBeNull();
    whole.unmount();
    renderActions(invoice(), 'own');
    expect(screen.queryByRole('button', { name: /Émettre un avoir/ })).toBeNull();
  });

  it('badges an invoice its credit notes cancelled in part or wholly', () => {
    const none = status(invoice());
    expect(screen.queryByText(/avoir/i)).toBeNull();
    none.unmount();
    const part = status(invoice({ credited_ttc: 1000 }));
    expect(screen.getByText('Avoir partiel')).toBeInTheDocument();
    part.unmount();
    status(invoice({ credited_ttc: 8978 }));
    expect(screen.getByText('Annulée par avoir')).toBeInTheDocument();
  });
});

describe('invoice status column (decision 146)', () => {
  const renderStatus = (row: InvoiceListItem) => {
    const status = invoiceListDefinition('all').columns.find((column) => column.header === 'Statut');
    return render(<div>{status?.cell(row)}</div>);
  };

  it('shows the PA’s refusal in French with what to do', () => {
    renderStatus(
      invoice({
        einvoicing: {
          state: 'error',
          label: 'Refusée par la plateforme',
          message:
            'La plateforme a refusé cette facture : « IRR_SYNTAX — TVA acheteur absente (BT-48) » : corrigez par un avoir puis une nouvelle facture.',
        },
      }),
    );
    expect(screen.getByText('Refusée par la plateforme')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'La plateforme a refusé cette facture : « IRR_SYNTAX — TVA acheteur absente (BT-48) » : corrigez par un avoir puis une nouvelle facture.',
    );
  });

  it('shows nothing of the PA when the invoice was not sent (switch off)', () => {
    renderStatus(invoice({ einvoicing: null }));
    expect(screen.queryByText(/plateforme/)).toBeNull();
    expect(screen.getByText('En attente')).toBeTruthy();
  });
});
