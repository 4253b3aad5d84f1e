import type { Role } from '@conque/domain/permissions/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { SIDEBAR_STORAGE_KEY } from '../hooks/use-sidebar-expanded';
import { DashboardShell } from './dashboard-shell';

const user = (role: Role, establishment_id: string | null = 'etab-1') => ({
  id: 'u-1',
  role,
  establishment_id,
});

const renderShell = (shellUser: ReturnType<typeof user>, path = '/dashboard/orders') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>Page de connexion</p>} />
          <Route
            path="*"
            element={
              <DashboardShell user={shellUser}>
                <p>Contenu</p>
              </DashboardShell>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

let requests: RecordedRequest[];
const apiCalls = () => requests.filter((request) => request.path.startsWith('/api/'));
const signOuts = () => requests.filter((request) => request.path.startsWith('/auth/v1/logout'));

beforeEach(() => {
  // Signed in: the API calls carry a token, and Déconnexion has a session to end.
  storeSession({ id: 'u-1' });
  requests = recordRequests();
  server.use(
    http.get('/api/orders/draft-count', () => HttpResponse.json({ count: 0 })),
    http.get('/api/comment-notifications', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/notifications', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/organisation', () =>
      HttpResponse.json({
        name: 'Conque',
        address: '1 rue X, 69003 Lyon',
        phone: '04 00',
        help_phone: '04 72 99 88 77',
      }),
    ),
    http.post('/auth/v1/logout', () => new HttpResponse(null, { status: 204 })),
  );
});

describe('DashboardShell sidebar (spec 000 §2 Sidebar)', () => {
  it('starts expanded, and collapsing persists "false" under sidebarExpanded', async () => {
    renderShell(user('manager'));
    await userEvent.click(screen.getByRole('button', { name: 'Réduire' }));
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(screen.getByRole('button', { name: 'Agrandir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Collapsed, every link keeps its name for assistive technologies and the end-to-end tests.
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument();
  });

  it('opens collapsed when "false" is stored, and expanding stores "true"', async () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    renderShell(user('manager'));
    await userEvent.click(screen.getByRole('button', { name: 'Agrandir le menu' }));
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a collapsed link’s label as a tooltip', async () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    renderShell(user('manager'));
    await userEvent.hover(screen.getByRole('link', { name: 'Mon Profil' }));
    expect(await screen.findByRole('tooltip', { name: 'Mon Profil' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current', () => {
    renderShell(user('manager'), '/dashboard/orders/drafts');
    expect(screen.getByRole('link', { name: 'Mes brouillons' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mes commandes' })).not.toHaveAttribute('aria-current');
  });

  it('shows the draft count beside Mes brouillons when above 0', async () => {
    server.use(http.get('/api/orders/draft-count', () => HttpResponse.json({ count: 3 })));
    renderShell(user('user'));
    expect(await screen.findByRole('link', { name: 'Mes brouillons 3' })).toBeInTheDocument();
    expect(apiCalls()).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/orders/draft-count' }),
    );
  });

  it('does not ask for a draft count without a drafts link', () => {
    renderShell(user('viewer'));
    expect(screen.queryByRole('link', { name: /Mes brouillons/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouvelle commande' })).not.toBeInTheDocument();
    expect(apiCalls()).not.toContainEqual(expect.objectContaining({ path: '/api/orders/draft-count' }));
  });
});

describe('DashboardShell header', () => {
  it.each([
    ['preparator', '/dashboard/preparator'],
    ['manager', '/dashboard'],
    ['viewer', '/dashboard'],
  ] as const)('links a %s home to %s', (role, href) => {
    renderShell(user(role));
    expect(screen.getByRole('link', { name: 'Conque' })).toHaveAttribute('href', href);
  });

  it('offers the help line the server configures (HELP_PHONE) as a phone link', async () => {
    renderShell(user('manager'));
    // Nothing in its place until the server has said it: never a number that could be wrong.
    expect(screen.queryByRole('link', { name: /Assistance/ })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Assistance : 04 72 99 88 77' })).toHaveAttribute(
      'href',
      'tel:0472998877',
    );
    // Public: asked without the session's token.
    expect(apiCalls()).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/organisation' }));
  });
});

describe('Déconnexion', () => {
  it('signs out and goes to /login', async () => {
    renderShell(user('manager'));
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(signOuts()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/auth/v1/logout?scope=global' }),
    ]);
  });

  it('only logs a failure, clears the local session and still goes to /login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The server cannot be reached: auth-js keeps the session, the fallback ends it on this device.
    server.use(http.post('/auth/v1/logout', () => HttpResponse.error(), { once: true }));
    renderShell(user('manager'));
    await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    await waitFor(() => expect(signOuts().at(-1)?.path).toBe('/auth/v1/logout?scope=local'));
    expect(window.localStorage.getItem('conque-auth')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
