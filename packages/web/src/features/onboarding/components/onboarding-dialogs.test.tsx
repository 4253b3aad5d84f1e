import { MESSAGES } from '@conque/domain/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@/api/profile';
import { sessionBody, storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { getOnboardingStep } from '../onboarding-step';
import { OnboardingDialogs } from './onboarding-dialogs';

const base: Profile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'lea@exemple.fr',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'manager',
  establishment_id: null,
  is_owner: false,
  created_at: '2026-01-01T00:00:00Z',
  establishment: null,
  prescriber_number: null,
};

/** Renders the modals, and waits for the one due to show: each is a chunk of its own (decision 78). */
const renderDialogs = async (profile: Partial<Profile>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const shown = { ...base, ...profile };
  render(
    <QueryClientProvider client={queryClient}>
      <OnboardingDialogs profile={shown} />
    </QueryClientProvider>,
  );
  if (getOnboardingStep(shown) !== null) await screen.findByRole('dialog');
  return { invalidate };
};

let requests: RecordedRequest[];
const apiCalls = () => requests.filter((request) => request.path.startsWith('/api/'));
const refreshes = () =>
  requests.filter((request) => request.path === '/auth/v1/token?grant_type=refresh_token');

/** The product API answers `status` with `body` to every call of this test. */
const answerApi = (status: number, body: unknown) =>
  server.use(http.all('/api/*', () => HttpResponse.json(body as never, { status })));
const apiError = (status: number, code: string, message: string, extra: object = {}) =>
  answerApi(status, { error: { code, message, ...extra } });

// The dialogs' modules transformed once before the tests: the first lazy load then takes no longer
// than findByRole waits, on a loaded machine too.
beforeAll(async () => {
  await Promise.all([import('./profile-completion-dialog'), import('./establishment-setup-dialog')]);
});

beforeEach(() => {
  storeSession({ id: base.id, email: base.email });
  requests = recordRequests();
  server.use(
    http.post('/auth/v1/token', () => HttpResponse.json(sessionBody({ id: base.id, email: base.email }))),
  );
});

describe('which onboarding modal shows', () => {
  it('asks for the names when one is missing, before the establishment', async () => {
    await renderDialogs({ last_name: null });
    expect(screen.getByRole('dialog', { name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.queryByRole('dialog', { name: 'Configuration de votre établissement' })).toBeNull();
  });

  it('asks a named manager without an establishment to set one up', async () => {
    await renderDialogs({});
    expect(screen.getByRole('dialog', { name: 'Configuration de votre établissement' })).toBeInTheDocument();
    for (const label of ["Nom de l'établissement", 'SIRET', 'Adresse', 'Code postal', 'Ville'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it.each([
    ['a manager with an establishment', { establishment_id: 'e-1' }],
    ['a user without an establishment', { role: 'user' }],
    ['a preparator', { role: 'preparator' }],
  ] as const)('shows nothing to %s', async (_, profile) => {
    await renderDialogs(profile);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed with Escape and has no close button', async () => {
    await renderDialogs({ first_name: null, last_name: null });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  });
});

describe('profile completion', () => {
  it('requires both names', async () => {
    await renderDialogs({ first_name: null, last_name: null });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(apiCalls()).toEqual([]);
  });

  it('saves the names, refreshes the session and reloads the profile', async () => {
    answerApi(200, {});
    const { invalidate } = await renderDialogs({ first_name: null, last_name: null });
    await userEvent.type(screen.getByLabelText('Prénom'), ' Léa ');
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', base.id] }));
    expect(apiCalls()).toEqual([
      { method: 'PATCH', path: '/api/profile', body: { first_name: 'Léa', last_name: 'Martin' } },
    ]);
    expect(refreshes()).toHaveLength(1);
  });

  it('reports a failed update', async () => {
    apiError(500, 'internal', 'boom');
    await renderDialogs({ first_name: null });
    await userEvent.type(screen.getByLabelText('Prénom'), 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MESSAGES.profileUpdateFailure)).toBeInTheDocument();
  });
});

describe('establishment setup', () => {
  const fill = async (siret = '55203253400646', postalCode = '69003') => {
    await userEvent.type(screen.getByLabelText("Nom de l'établissement"), 'Audition Lumière');
    await userEvent.type(screen.getByLabelText('SIRET'), siret);
    await userEvent.type(screen.getByLabelText('Adresse'), '3 rue Garibaldi');
    await userEvent.type(screen.getByLabelText('Code postal'), postalCode);
    await userEvent.type(screen.getByLabelText('Ville'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  };

  it('checks the SIRET and postal code formats', async () => {
    await renderDialogs({});
    await fill('1234', '690');
    expect(await screen.findByText(MESSAGES.siretFormat)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.postalCodeFormat)).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('checks the SIRET key once it has 14 digits, before any call', async () => {
    await renderDialogs({});
    await fill('552 032 534 00647');
    expect(await screen.findByText(MESSAGES.siretInvalid)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.siretFormat)).toBeNull();
    expect(apiCalls()).toEqual([]);
  });

  it('sends the RPC with the p_ names, spaces of the SIRET dropped', async () => {
    answerApi(200, { id: 'e-1', name: 'Audition Lumière' });
    const { invalidate } = await renderDialogs({});
    await fill('552 032 534 00646');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', base.id] }));
    expect(apiCalls()).toContainEqual({
      method: 'POST',
      path: '/api/rpc/create_establishment',
      body: {
        p_name: 'Audition Lumière',
        p_siret: '55203253400646',
        p_billing_street_address: '3 rue Garibaldi',
        p_billing_postal_code: '69003',
        p_billing_city: 'Lyon',
        p_user_id: base.id,
      },
    });
    expect(refreshes()).toHaveLength(1);
  });

  it.each([
    [
      'the server’s duplicate message',
      () =>
        apiError(409, '23505', `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`, {
          existing_name: 'Audition Soleil',
        }),
      `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`,
    ],
    [
      'a duplicate message rebuilt from existing_name',
      () => apiError(409, '23505', 'duplicate key', { existing_name: 'Audition Soleil' }),
      `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`,
    ],
    ['another failure', () => apiError(500, 'internal', 'boom'), MESSAGES.establishmentCreateFailed],
  ])('shows %s', async (_, answer, message) => {
    answer();
    await renderDialogs({});
    await fill();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('reports a 2xx answer without an id', async () => {
    answerApi(200, null);
    await renderDialogs({});
    await fill();
    expect(await screen.findByText(MESSAGES.establishmentNoResult)).toBeInTheDocument();
  });
});
