import type { SignInView } from '@conque/domain/accounts/sign-in-history';
import type { SessionView } from '@conque/domain/accounts/user-agent';
import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import type { Role } from '@conque/domain/permissions/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { AppToaster } from '@/lib/toast';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { ProfileView } from './profile-view';

const ALL_ON: EmailPreferencesView = {
  order_validated: true,
  order_shipped: true,
  order_ready_pickup: true,
  order_comment: true,
  impression_requested: true,
  order_date_changed: true,
  weekly_summary: false,
};

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

// jsdom has no ResizeObserver, which Radix's checkbox uses inside a <form> (its hidden input).
beforeAll(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterAll(() => vi.unstubAllGlobals());

let stored: EmailPreferencesView;
let requests: RecordedRequest[];

let sessions: SessionView[];
let signIns: SignInView[];

const renderProfile = (role: Role) => {
  server.use(
    http.get('/api/profile', () => HttpResponse.json(profileOf(role))),
    http.get('/api/profile/sessions', () => HttpResponse.json(sessions)),
    http.get('/api/profile/sign-in-history', () => HttpResponse.json(signIns)),
    http.post('/api/profile/sessions/end-others', () => {
      sessions = sessions.filter((session) => session.current);
      return HttpResponse.json({ ended: 1 });
    }),
  );
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter>
          <ProfileView />
          <AppToaster />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  sessions = [];
  signIns = [];
  stored = { ...ALL_ON, order_comment: false };
  storeSession();
  requests = recordRequests();
  server.use(
    http.get('/api/profile/email-preferences', () => HttpResponse.json(stored)),
    http.put('/api/profile/email-preferences', async ({ request }) => {
      stored = (await request.json()) as EmailPreferencesView;
      return HttpResponse.json(stored);
    }),
  );
});

describe('ProfileView: Notifications par e-mail', () => {
  it('shows each kind as a labelled checkbox, as stored', async () => {
    renderProfile('user');
    const form = await screen.findByRole('form', { name: 'Notifications par e-mail' });
    expect(form).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Résumé hebdomadaire' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Commande validée' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commande expédiée' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commande prête à être récupérée' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commentaire du laboratoire' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commande expédiée' })).toHaveAccessibleDescription(
      'Le lien de suivi du colis, lorsque le laboratoire en a indiqué un.',
    );
  });

  it('saves every kind at once and says so with a toast', async () => {
    renderProfile('manager');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Commande expédiée' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commentaire du laboratoire' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Préférences de notification enregistrées')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'PUT',
      path: '/api/profile/email-preferences',
      body: { ...ALL_ON, order_shipped: false, order_comment: true },
    });
    expect(screen.getByRole('checkbox', { name: 'Commande expédiée' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Commentaire du laboratoire' })).toBeChecked();
  });

  it('keeps the choice and shows an error toast when the server refuses', async () => {
    server.use(
      http.put('/api/profile/email-preferences', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'panne' } }, { status: 500 }),
      ),
    );
    renderProfile('user');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Commande validée' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Impossible d'enregistrer les préférences de notification"),
    ).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Commande validée' })).not.toBeChecked();
  });

  it('offers the weekly summary, off, to a manager, who turns it on', async () => {
    renderProfile('manager');
    const summary = await screen.findByRole('checkbox', { name: 'Résumé hebdomadaire' });
    expect(summary).not.toBeChecked();
    await userEvent.click(summary);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Préférences de notification enregistrées')).toBeInTheDocument();
    expect(stored.weekly_summary).toBe(true);
  });

  it('offers a préparateur the weekly summary alone', async () => {
    renderProfile('preparator');
    expect(await screen.findByRole('checkbox', { name: 'Résumé hebdomadaire' })).not.toBeChecked();
    expect(screen.getByText('Choisissez les e-mails que vous recevez.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it.each(['viewer'] as const)(
    'has no such section for a %s, who creates no orders and so gets none of these mails',
    async (role) => {
      renderProfile(role);
      expect(await screen.findByText('lea@exemple.fr')).toBeInTheDocument();
      await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/profile'));
      expect(screen.queryByText('Notifications par e-mail')).toBeNull();
      expect(requests.map((r) => r.path)).not.toContain('/api/profile/email-preferences');
    },
  );
});

describe('ProfileView: Appareils connectés', () => {
  it('lists the devices with « Cet appareil », and ends the others at once', async () => {
    sessions = [
      {
        id: 's1',
        device: 'Chrome sur Windows',
        ip: '203.0.113.7',
        created_at: '2026-11-20T08:00:00Z',
        last_used_at: '2026-11-24T09:30:00Z',
        current: true,
      },
      {
        id: 's2',
        device: 'Safari sur iPhone',
        ip: '198.51.100.2',
        created_at: '2026-11-01T18:00:00Z',
        last_used_at: '2026-11-02T07:00:00Z',
        current: false,
      },
    ];
    renderProfile('user');
    const list = await screen.findByRole('list', { name: 'Appareils connectés' });
    expect(list).toHaveTextContent('Chrome sur WindowsCet appareil');
    expect(list).toHaveTextContent(
      '203.0.113.7 · Connecté le 20 novembre 2026 à 09:00 · Dernière activité le 24 novembre 2026 à 10:30',
    );
    expect(
      screen.getByRole('button', { name: 'Se déconnecter de cet appareil : Safari sur iPhone' }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Se déconnecter de tous les autres appareils' }),
    );
    expect(await screen.findByText('Vos autres appareils ont été déconnectés')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari sur iPhone')).not.toBeInTheDocument());
  });
});

describe('ProfileView: Historique des connexions', () => {
  it('lists each sign-in and failed attempt with its date in Paris, device, address and second factor', async () => {
    signIns = [
      {
        id: 'a2',
        at: '2026-11-24T09:30:00Z',
        ip: '203.0.113.7',
        device: 'Chrome sur Windows',
        succeeded: true,
        second_factor: true,
      },
      {
        id: 'a1',
        at: '2026-07-01T06:05:00Z',
        ip: '198.51.100.2',
        device: 'Safari sur iPhone',
        succeeded: false,
        second_factor: false,
      },
    ];
    renderProfile('user');
    const list = await screen.findByRole('list', { name: 'Historique des connexions' });
    const [success, failure] = Array.from(list.querySelectorAll('li'));
    expect(success).toHaveTextContent(
      'Connexion réussie24 novembre 2026 à 10:30Chrome sur Windows · 203.0.113.7 · Double authentification : oui',
    );
    expect(failure).toHaveTextContent(
      'Échec de connexion1 juillet 2026 à 08:05Safari sur iPhone · 198.51.100.2 · Double authentification : non',
    );
  });

  it('says when there is nothing yet', async () => {
    renderProfile('viewer');
    expect(await screen.findByText('Aucune connexion enregistrée.')).toBeInTheDocument();
  });
});
