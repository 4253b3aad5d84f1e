import type { OrderView } from '@conque/domain/orders/api-types';
import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESH_CHECK_REFETCH_MS } from '@/api/mesh-check-refetch';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { useStlUploads } from '../hooks/use-stl-uploads';
import { StlUploadZone } from './stl-upload-zone';

// A file the wizard has just sent says « Vérification en cours » until the server's
// job has measured it, then shows the check; the wizard reads the order again meanwhile.

const ID = '33333333-3333-4333-8333-333333333333';
const ENTRY: StlFileEntry = {
  name: 'oreille-gauche.stl',
  path: `${ID}/oreille-gauche_1772445600000.stl`,
  size: 684,
  type: 'model/stl',
  uploadedAt: '2026-07-21T08:15:00Z',
};
const CLOSED: MeshCheck = { triangles: 12, size: [20, 20, 20], openEdges: 0, degenerate: 0 };

/** The order as GET /api/orders/:id answers it; only its files matter here. */
const orderWith = (stl_files: StlFileEntry[]) => ({ id: ID, stl_files }) as Partial<OrderView>;

const Wizard = ({ stored = [] }: { stored?: StlFileEntry[] }) => {
  const uploads = useStlUploads(stored, ID, async () => ID);
  return (
    <StlUploadZone
      orderId={ID}
      items={uploads.items}
      onAdd={(files) => void uploads.addFiles(files)}
      onRemove={(item) => void uploads.remove(item, ID)}
    />
  );
};

const renderWizard = (stored?: StlFileEntry[]) =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Wizard stored={stored} />
    </QueryClientProvider>,
  );

let answers: Partial<OrderView>[];
let requests: RecordedRequest[];
const orderReads = () => requests.filter((request) => request.path === `/api/orders/${ID}`);

beforeEach(() => {
  storeSession();
  requests = recordRequests();
  server.use(
    http.post(`/api/orders/${ID}/stl-files`, () =>
      HttpResponse.json({ ...ENTRY, checkStatus: 'pending' }, { status: 201 }),
    ),
    // Each read answers the next state; the last one stays.
    http.get(`/api/orders/${ID}`, () => HttpResponse.json(answers.length > 1 ? answers.shift() : answers[0])),
  );
});

describe('StlUploadZone with useStlUploads: the scan check after an upload', () => {
  it('says « Vérification en cours » once sent, then shows the check the job wrote', async () => {
    // The first read may come before the job has run, the next after.
    answers = [orderWith([{ ...ENTRY, checkStatus: 'pending' }]), orderWith([{ ...ENTRY, check: CLOSED }])];
    renderWizard();
    await userEvent.upload(
      screen.getByLabelText('Ajouter des fichiers STL'),
      new File([new Uint8Array(684)], 'oreille-gauche.stl'),
    );
    const item = within(screen.getByRole('list', { name: 'Fichiers STL' })).getByRole('listitem');
    expect(await within(item).findByText('Envoyé')).toBeVisible();
    expect(item).toHaveTextContent('Vérification en cours');

    expect(
      await within(item).findByText(
        'Vérification du scan : 12 triangles, 20 × 20 × 20 mm, fermé',
        {},
        { timeout: MESH_CHECK_REFETCH_MS + 3_000 },
      ),
    ).toBeVisible();
    expect(item).not.toHaveTextContent('Vérification en cours');
    const reads = orderReads().length;
    await new Promise((done) => setTimeout(done, MESH_CHECK_REFETCH_MS + 200));
    expect(orderReads()).toHaveLength(reads);
  }, 15_000);

  it('says when the check could not run, for a draft opened while its file was waiting', async () => {
    answers = [orderWith([{ ...ENTRY, checkStatus: 'failed' }])];
    renderWizard([{ ...ENTRY, checkStatus: 'pending' }]);
    const item = within(screen.getByRole('list', { name: 'Fichiers STL' })).getByRole('listitem');
    expect(item).toHaveTextContent('Vérification en cours');
    expect(
      await within(item).findByText(
        "Le scan n'a pas pu être vérifié. Le fichier est bien enregistré : contrôlez-le avec l'aperçu 3D.",
        {},
        { timeout: MESH_CHECK_REFETCH_MS + 3_000 },
      ),
    ).toBeVisible();
  }, 15_000);

  it('reads nothing for files already checked', async () => {
    answers = [];
    renderWizard([{ ...ENTRY, check: CLOSED }]);
    expect(screen.getByText('Vérification du scan : 12 triangles, 20 × 20 × 20 mm, fermé')).toBeVisible();
    await new Promise((done) => setTimeout(done, 300));
    expect(orderReads()).toEqual([]);
  });
});
