import type { Role } from '@conque/domain/permissions/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { useProfile } from '@/lib/profile-query';
import type { OrderComment } from '../api/get-order-comments';
import { OrderComments } from './order-comments';

vi.mock('@/lib/api-client', async () => {
  // The real ApiError, without the real client behind it.
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return { ApiError, api: vi.fn() };
});
vi.mock('@/lib/profile-query', () => ({ useProfile: vi.fn() }));

const ORDER_ID = '00000000-0000-4000-8000-00000000000a';

const comment = (overrides: Partial<OrderComment> & { role?: Role }): OrderComment => ({
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

let thread: OrderComment[] = [];
const calls = () => vi.mocked(api).mock.calls.map(([path, options]) => `${options?.method ?? 'GET'} ${path}`);

const renderComments = (role: Role, canComment = true) => {
  vi.mocked(useProfile).mockReturnValue({ data: { role } } as ReturnType<typeof useProfile>);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderComments orderId={ORDER_ID} canComment={canComment} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  thread = [
    comment({ content: 'Le conduit est-il assez long ?' }),
    comment({ content: 'Oui.', role: 'preparator', created_at: '2026-07-01T08:30:00.000Z' }),
  ];
  vi.mocked(api).mockImplementation(async (_path, options) => {
    if (options?.method === 'POST') {
      const added = comment({ content: (options.body as { content: string }).content });
      thread = [...thread, added];
      return added;
    }
    if (options?.method === 'DELETE') return { success: true, deleted: 1 };
    return { items: thread, total: thread.length };
  });
});
afterEach(() => vi.clearAllMocks());

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
    expect(vi.mocked(api)).toHaveBeenCalledWith(`/orders/${ORDER_ID}/comments`, {
      method: 'POST',
      body: { content: 'Teinte incolore svp' },
    });
    expect(box).toHaveValue('');
    expect(await screen.findByText('Teinte incolore svp')).toBeInTheDocument();
  });

  it('keeps the text and shows the spec’s error when the server refuses', async () => {
    vi.mocked(api).mockImplementation(async (_, options) => {
      if (options?.method === 'POST') throw new ApiError(403, 'forbidden', 'refusé');
      return { items: [], total: 0 };
    });
    renderComments('manager');
    await userEvent.type(screen.getByLabelText('Nouveau commentaire'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le commentaire' }));
    expect(await screen.findByText("Impossible d'ajouter le commentaire")).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByLabelText('Nouveau commentaire')).toHaveValue('Bonjour');
  });

  it('clears the order’s notification when a preparator opens the comments, and only then', async () => {
    renderComments('preparator');
    await waitFor(() => expect(calls()).toContain(`DELETE /orders/${ORDER_ID}/comment-notifications`));
    vi.clearAllMocks();
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
