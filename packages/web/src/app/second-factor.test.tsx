import { MESSAGES } from '@conque/domain/shared/messages';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '@/api/profile';
import { DashboardLayout } from '@/app/routes/dashboard/dashboard-layout';
import { TwoFactorRoute } from '@/app/routes/public/two-factor';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { setSessionEndNavigation } from '@/lib/session-end';
import { AUTH_STORAGE_KEY, sessionBody } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';

// Between the password and the dashboard, the second factor's step: its code when
// the person has a verified factor, its enrolment when the API says one is required.

const FACTOR = { id: 'f-1', factor_type: 'totp', status: 'verified', created_at: '', updated_at: '' };

/** An access token as the server signs it: auth-js and the app read its claims, never its signature. */
const token = (aal: 'aal1' | 'aal2') =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ sub: 'u-1', aal, amr: [] }), 'signature']
    .map((part, index) => (index < 2 ? btoa(part).replace(/=+$/, '') : part))
    .join('.');

const session = (aal: 'aal1' | 'aal2', factors: object[] = []) => {
  const body = sessionBody({ id: 'u-1' });
  return { ...body, access_token: token(aal), user: { ...body.user, factors } };
};

const PROFILE: Profile = {
  id: 'u-1',
  email: 'test@exemple.fr',
  first_name: 'Claire',
  last_name: 'Dubois',
  role: 'preparator',
  establishment_id: null,
  is_owner: false,
  created_at: '2026-01-01T00:00:00Z',
  establishment: null,
  prescriber_number: null,
};

const OrdersPage = () => {
  const orders = useQuery({ queryKey: ['orders', 'list', {}], queryFn: () => api<unknown>('/orders') });
  return <p>{orders.isSuccess ? 'Tableau de bord' : 'Chargement…'}</p>;
};

let requests: RecordedRequest[];
let unregister: () => void = () => {};

const renderApp = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ index: true, element: <OrdersPage /> }],
      },
      { path: '/two-factor', element: <TwoFactorRoute /> },
      { path: '/login', element: <p>Connexion</p> },
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

/** GoTrue's answers to a verification: a wrong code first if `wrong`, then the aal2 session. */
const verification = (wrong: string | undefined) =>
  http.post('/auth/v1/factors/:id/verify', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    if (code === wrong)
      return HttpResponse.json(
        { code: 'mfa_verification_failed', message: MESSAGES.mfaInvalidCode },
        { status: 422, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
      );
    return HttpResponse.json(session('aal2', [FACTOR]));
  });

beforeEach(() => {
  requests = recordRequests();
  server.use(
    http.get('/api/orders/draft-count', () => HttpResponse.json({ count: 0 })),
    http.get('/api/organisation', () =>
      HttpResponse.json({ name: 'Conque', address: '12 rue de la Conque', phone: '04', help_phone: '04' }),
    ),
    http.get('/api/comment-notifications', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/einvoicing/alerts', () => HttpResponse.json({ items: [], total: 0 })),
    http.get('/api/orders', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 10 })),
    http.post('/auth/v1/factors/:id/challenge', () =>
      HttpResponse.json({ id: 'c-1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }),
    ),
  );
});

afterEach(() => {
  unregister();
  unregister = () => {};
  queryClient.clear();
});

describe('the second factor’s step', () => {
  it('asks the code of a verified factor before any page, then opens the dashboard', async () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session('aal1', [FACTOR])));
    server.use(
      http.get('/api/profile', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${token('aal2')}`
          ? HttpResponse.json(PROFILE)
          : HttpResponse.json(
              { error: { code: 'mfa_verification_required', message: MESSAGES.mfaVerificationRequired } },
              { status: 403 },
            ),
      ),
      verification('111111'),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/two-factor');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), '12');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code contient 6 chiffres.')).toBeVisible();
    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '111111');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(MESSAGES.mfaInvalidCode)).toBeVisible();

    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Tableau de bord')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    const verifies = requests.filter((request) => request.path === '/auth/v1/factors/f-1/verify');
    expect(verifies.map((request) => request.body)).toEqual([
      { challenge_id: 'c-1', code: '111111' },
      { challenge_id: 'c-1', code: '123456' },
    ]);
  });

  it('takes a recovery code in place of the code', async () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session('aal1', [FACTOR])));
    server.use(
      http.get('/api/profile', () => HttpResponse.json(PROFILE)),
      verification(undefined),
    );
    renderApp('/two-factor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(screen.getByLabelText('Code de secours'), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Tableau de bord')).toBeVisible();
  });

  it('enrols first whoever the API says must have one, and shows the recovery codes once', async () => {
    let enrolled = false;
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session('aal1')));
    server.use(
      http.get('/api/profile', () =>
        enrolled
          ? HttpResponse.json(PROFILE)
          : HttpResponse.json(
              { error: { code: 'mfa_enrolment_required', message: MESSAGES.mfaEnrolmentRequired } },
              { status: 403 },
            ),
      ),
      http.get('/auth/v1/user', () => HttpResponse.json(session('aal1').user)),
      http.post('/auth/v1/factors', () =>
        HttpResponse.json({
          id: 'f-1',
          type: 'totp',
          friendly_name: '',
          totp: {
            qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: '',
          },
        }),
      ),
      verification(undefined),
      http.post('/api/profile/mfa/recovery-codes', () => {
        enrolled = true;
        return HttpResponse.json({ codes: ['abcd-efgh-jkmn-pqrs', 'stuv-wxyz-2345-6789'] });
      }),
    );
    const router = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Activez la double authentification' })).toBeVisible();
    expect(screen.getByText(MESSAGES.mfaEnrolmentRequired)).toBeVisible();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Configurer mon application' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(screen.getByLabelText('Ou saisissez cette clé dans l’application')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer la double authentification' }));
    const codes = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(codes).toHaveTextContent('abcd-efgh-jkmn-pqrs');
    expect(router.state.location.pathname).toBe('/two-factor');
    await user.click(screen.getByRole('button', { name: 'J’ai conservé mes codes' }));
    expect(await screen.findByText('Tableau de bord')).toBeVisible();
  });
});
