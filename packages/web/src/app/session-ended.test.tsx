import { MESSAGES } from '@conque/domain/shared/messages';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/api/profile';
import { DashboardLayout } from '@/app/routes/dashboard/dashboard-layout';
import { LoginRoute } from '@/app/routes/public/login';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queryClient, retryUnlessRefused } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { setSessionEndNavigation } from '@/lib/session-end';
import { AUTH_STORAGE_KEY, storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';

// A session the server ended (signed out elsewhere, refresh token reused, account deleted).

const ORDERS_KEY = ['orders', 'list', {}];

const PROFILE: Profile = {
  id: 'u-1',
  email: 'test@exemple.fr',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'manager',
  establishment_id: 'e-1',
  is_owner: true,
  created_at: '2026-01-01T00:00:00Z',
  establishment: null,
  prescriber_number: null,
};

/** A dashboard page as every page is: one query through the API client, in the real dashboard layout. */
const OrdersPage = () => {
  const orders = useQuery({ queryKey: ORDERS_KEY, queryFn: () => api<unknown>('/orders') });
  return <p>{orders.isError ? 'Échec' : 'Commandes…'}</p>;
};

let requests: RecordedRequest[];
// Set by renderApp; the tests that render nothing leave nothing to unregister.
let unregister: () => void = () => {};
const calls = (path: string) => requests.filter((request) => request.path === path);

const renderApp = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ path: 'orders', element: <OrdersPage /> }],
      },
      { path: '/login', element: <LoginRoute /> },
    ],
    { initialEntries: [path] },
  );
  unregister = setSessionEndNavigation((to) => router.navigate(to, { replace: true }));
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
};

beforeEach(() => {
  storeSession({ id: 'u-1' });
  requests = recordRequests();
  server.use(
    // The dashboard around the page, loaded before the session ends.
    http.get('/api/profile', () => HttpResponse.json(PROFILE)),
    http.get('/api/orders/draft-count', () => HttpResponse.json({ count: 0 })),
    // The establishment side's bell.
    http.get('/api/notifications', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/organisation', () =>
      HttpResponse.json({ name: 'Conque', address: '12 rue de la Conque', phone: '04', help_phone: '04' }),
    ),
    // What the server answers for a deleted session: on /api a 401, on /auth/v1/logout a 403.
    http.get('/api/orders', () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: MESSAGES.notSignedIn } }, { status: 401 }),
    ),
    http.post('/auth/v1/logout', () =>
      HttpResponse.json({ code: 'session_not_found', message: 'Session introuvable.' }, { status: 403 }),
    ),
  );
});

afterEach(() => {
  unregister();
  unregister = () => {};
  queryClient.clear();
});

describe('a 401 from /api', () => {
  it('signs out on this device, clears the cache and shows /login with the reason, asking once', async () => {
    const router = renderApp('/dashboard/orders');

    expect(await screen.findByText(MESSAGES.loginSessionEnded)).toBeVisible();
    expect(MESSAGES.loginSessionEnded).toBe('Votre session a pris fin. Reconnectez-vous pour continuer.');
    expect(router.state.location).toMatchObject({ pathname: '/login', search: '?message=session-ended' });
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();

    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['profile', 'u-1'])).toBeUndefined();
    expect(queryClient.getQueryData(ORDERS_KEY)).toBeUndefined();
    // Local only: auth-js posts scope=local, which the server refuses (session gone), and no other.
    expect(calls('/auth/v1/logout?scope=local')).toHaveLength(1);
    expect(requests.filter((request) => request.path.startsWith('/auth/v1/logout'))).toHaveLength(1);
    // The default retry would have asked again after a second: it does not.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls('/api/orders')).toHaveLength(1);
  });

  it('is not retried, and ends nothing, when it is a 403: the user is signed in but not allowed', async () => {
    server.use(
      http.get('/api/orders', () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Action non autorisée.' } },
          { status: 403 },
        ),
      ),
    );
    const router = renderApp('/dashboard/orders');
    expect(await screen.findByText('Échec')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls('/api/orders')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(requests.filter((request) => request.path.startsWith('/auth/v1/logout'))).toEqual([]);
  });
});

describe('retryUnlessRefused', () => {
  const error = (status: number) => Object.assign(new Error('x'), { status });
  it.each([
    [0, 'network failure', true],
    [500, 'server error', true],
    [503, 'unavailable', true],
    [400, 'bad input', false],
    [401, 'session ended', false],
    [403, 'not allowed', false],
    [404, 'not found', false],
    [429, 'rate limited', false],
  ])('%i (%s): asked again once: %s', (status, _label, again) => {
    const failure = new ApiError(status, 'code', 'message');
    expect(retryUnlessRefused(1)(0, failure)).toBe(again);
    expect(retryUnlessRefused(1)(1, failure)).toBe(false);
    // Only the API client's own errors carry a status that counts.
    expect(retryUnlessRefused(1)(0, error(status))).toBe(true);
  });
});
