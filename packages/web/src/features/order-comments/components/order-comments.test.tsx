import type { OrderCommentView } from '@conque/domain/orders/api-types';
import type { Role } from '@conque/domain/permissions/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { AppToaster } from '@/lib/toast';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { OrderComments } from './order-comments';

const ORDER_ID = '00000000-0000-4000-8000-00000000000a';

const comment = (overrides: Partial<OrderCommentView> & { role?: Role }): OrderCommentView => ({
  id: `c-${Math.random()}`,
  order_id: ORDER_ID,
  content: 'Bonjour',
  created_by: 'u-1',
  created_at: '2026-03-12T13:05:00.000Z',
  ...overrides,
  profile: {
    id: 'u-1',
    email: 'lea@exemple.fr',
    first_name: 'Léa',
    last_name: 'Girard',
    role: overrides.role ?? 'user',
  },
});

let thread: OrderCommentView[] = [];
let requests: RecordedRequest[];
const calls = () => requests.map((request) => `${request.method} ${request.path}`);

const profileOf = (role: Role) => ({
  id: 'u-1',
  email: 'lea@exemple.fr',
  first_name: 'Léa',
  last_name: 'Girard',
  role,
  establishment_id: role === 'preparator' ? null : 'e-1',
  is_owner: false,
  created_at: '2026-01-01T00:00:00Z',
  establishment: null,
});

// Signed in as `role`: the session in storage, the profile from GET /api/profile.
const renderComments = (role: Role, canComment = true) => {
  server.use(http.get('/api/profile', () => HttpResponse.json(profileOf(role))));
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <OrderComments orderId={ORDER_ID} canComment={canComment} />
          <AppToaster />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  thread = [
    comment({ content: 'Le conduit est-il assez long ?' }),
    comment({ content: 'Oui.', role: 'preparator', created_at: '2026-07-01T08:30:00.000Z' }),
  ];
  storeSession();
  requests = recordRequests();
  server.use(
    http.get(`/api/orders/${ORDER_ID}/comments`, () =>
      HttpResponse.json({ items: thread, total: thread.length }),
    ),
    http.post(`/api/orders/${ORDER_ID}/comments`, async ({ request }) => {
      const added = comment({ content: ((await request.json()) as { content: string }).content });
      thread = [...thread, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete(`/api/orders/${ORDER_ID}/comment-notifications`, () =>
      HttpResponse.json({ success: true, deleted: 1 }),
    ),
  );
});

describe('OrderComments (spec 001 §2 comment thread)', () => {
  it('shows each comment with its author, role and date in Paris time', async () => {
    renderComments('user');
    const section = screen.getByRole('region', { name: 'Commentaires' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Léa Girard');
    expect(items[0]).toHaveTextContent('Utilisateur');
    expect(items[0]).toHaveTextContent('12 mars 2026 à 14:05');
    expect(items[1]).toHaveTextContent('Préparateur');
    // Summer time: UTC+2.
    expect(items[1]).toHaveTextContent('1 juillet 2026 à 10:30');
    expect(section).toHaveAttribute('id', 'commentaires');
  });

  it('sends the trimmed text, empties the box and says "Commentaire ajouté"; a blank box cannot be sent', async () => {
    renderComments('user');
    const box = screen.getByLabelText('Nouveau commentaire');
    const send = screen.getByRole('button', { name: 'Ajouter le commentaire' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, ' Teinte incolore svp  ');
    await userEvent.click(send);
    expect(await screen.findByText('Commentaire ajouté')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'POST',
      path: `/api/orders/${ORDER_ID}/comments`,
      body: { content: 'Teinte incolore svp' },
    });
    expect(box).toHaveValue('');
    expect(await screen.findByText('Teinte incolore svp')).toBeInTheDocument();
  });

  it('keeps the text and shows the spec’s error when the server refuses', async () => {
    thread = [];
    server.use(
      http.post(`/api/orders/${ORDER_ID}/comments`, () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'refusé' } }, { status: 403 }),
      ),
    );
    renderComments('manager');
    await userEvent.type(screen.getByLabelText('Nouveau commentaire'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le commentaire' }));
    expect(await screen.findByText("Impossible d'ajouter le commentaire")).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau commentaire')).toHaveValue('Bonjour');
  });

  it('clears the order’s notification when a preparator opens the comments, and only then', async () => {
    renderComments('preparator');
    await waitFor(() => expect(calls()).toContain(`DELETE /api/orders/${ORDER_ID}/comment-notifications`));
    requests.length = 0;
    renderComments('manager');
    await screen.findAllByText('Oui.');
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('offers no comment box to who may not comment', async () => {
    renderComments('viewer', false);
    expect(await screen.findByText('Le conduit est-il assez long ?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nouveau commentaire')).toBeNull();
  });
});
