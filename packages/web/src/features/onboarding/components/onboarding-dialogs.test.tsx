import { MESSAGES } from '@conque/domain/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';
import type { Profile } from '@/lib/profile-query';
import { OnboardingDialogs } from './onboarding-dialogs';

vi.mock('@/lib/api-client', async () => {
  // The real ApiError, without the real client behind it.
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
      readonly body?: unknown,
    ) {
      super(message);
    }
  }
  return { ApiError, api: vi.fn() };
});
vi.mock('@/lib/auth-client', () => ({ authClient: { refreshSession: vi.fn() } }));

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
};

const renderDialogs = (profile: Partial<Profile>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <OnboardingDialogs profile={{ ...base, ...profile }} />
    </QueryClientProvider>,
  );
  return { invalidate };
};

beforeEach(() => vi.mocked(authClient.refreshSession).mockResolvedValue({ error: null } as never));
afterEach(() => vi.clearAllMocks());

describe('which onboarding modal shows', () => {
  it('asks for the names when one is missing, before the establishment', () => {
    renderDialogs({ last_name: null });
    expect(screen.getByRole('dialog', { name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Léa');
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(screen.queryByRole('dialog', { name: 'Configuration de votre établissement' })).toBeNull();
  });

  it('asks a named manager without an establishment to set one up', () => {
    renderDialogs({});
    expect(screen.getByRole('dialog', { name: 'Configuration de votre établissement' })).toBeInTheDocument();
    for (const label of ["Nom de l'établissement", 'SIRET', 'Adresse', 'Code postal', 'Ville'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it.each([
    ['a manager with an establishment', { establishment_id: 'e-1' }],
    ['a user without an establishment', { role: 'user' }],
    ['a preparator', { role: 'preparator' }],
  ] as const)('shows nothing to %s', (_, profile) => {
    renderDialogs(profile);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed with Escape and has no close button', async () => {
    renderDialogs({ first_name: null, last_name: null });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  });
});

describe('profile completion', () => {
  it('requires both names', async () => {
    renderDialogs({ first_name: null, last_name: null });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(api).not.toHaveBeenCalled();
  });

  it('saves the names, refreshes the session and reloads the profile', async () => {
    vi.mocked(api).mockResolvedValue({});
    const { invalidate } = renderDialogs({ first_name: null, last_name: null });
    await userEvent.type(screen.getByLabelText('Prénom'), ' Léa ');
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', base.id] }));
    expect(api).toHaveBeenCalledWith('/profile', {
      method: 'PATCH',
      body: { first_name: 'Léa', last_name: 'Martin' },
    });
    expect(authClient.refreshSession).toHaveBeenCalled();
  });

  it('reports a failed update', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(500, 'internal', 'boom'));
    renderDialogs({ first_name: null });
    await userEvent.type(screen.getByLabelText('Prénom'), 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(MESSAGES.profileUpdateFailure)).toBeInTheDocument();
  });
});

describe('establishment setup', () => {
  const fill = async (siret = '55210055400019', postalCode = '69003') => {
    await userEvent.type(screen.getByLabelText("Nom de l'établissement"), 'Audition Lumière');
    await userEvent.type(screen.getByLabelText('SIRET'), siret);
    await userEvent.type(screen.getByLabelText('Adresse'), '3 rue Garibaldi');
    await userEvent.type(screen.getByLabelText('Code postal'), postalCode);
    await userEvent.type(screen.getByLabelText('Ville'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  };

  it('checks the SIRET and postal code formats', async () => {
    renderDialogs({});
    await fill('1234', '690');
    expect(await screen.findByText(MESSAGES.siretFormat)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.postalCodeFormat)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the RPC with the p_ names, spaces of the SIRET dropped', async () => {
    vi.mocked(api).mockResolvedValue({ id: 'e-1', name: 'Audition Lumière' });
    const { invalidate } = renderDialogs({});
    await fill('552 100 554 00019');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile', base.id] }));
    expect(api).toHaveBeenCalledWith('/rpc/create_establishment', {
      method: 'POST',
      body: {
        p_name: 'Audition Lumière',
        p_siret: '55210055400019',
        p_billing_street_address: '3 rue Garibaldi',
        p_billing_postal_code: '69003',
        p_billing_city: 'Lyon',
        p_user_id: base.id,
      },
    });
    expect(authClient.refreshSession).toHaveBeenCalled();
  });

  it.each([
    [
      'the server’s duplicate message',
      new ApiError(409, '23505', `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`, {
        error: { code: '23505', existing_name: 'Audition Soleil' },
      }),
      `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`,
    ],
    [
      'a duplicate message rebuilt from existing_name',
      new ApiError(409, '23505', 'duplicate key', {
        error: { code: '23505', existing_name: 'Audition Soleil' },
      }),
      `${MESSAGES.siretDuplicate} (Audition Soleil). ${MESSAGES.contactManager}`,
    ],
    ['another failure', new ApiError(500, 'internal', 'boom'), MESSAGES.establishmentCreateFailed],
  ])('shows %s', async (_, error, message) => {
    vi.mocked(api).mockRejectedValue(error);
    renderDialogs({});
    await fill();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('reports a 2xx answer without an id', async () => {
    vi.mocked(api).mockResolvedValue(null);
    renderDialogs({});
    await fill();
    expect(await screen.findByText(MESSAGES.establishmentNoResult)).toBeInTheDocument();
  });
});
