import { parisDay } from '@conque/domain/shared/paris-time';
import type { VersionedSettingsView } from '@conque/domain/shared/versioned-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createQueryClient } from '@/lib/query-client';
import {
  useCreateSettingsVersion,
  useVersionedSettings,
  type VersionedSettingsEndpoint,
} from '@/lib/versioned-settings';
import { storeSession } from '@/testing/auth-session';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { VersionForm } from './version-form';
import { VersionedSettingsPage } from './versioned-settings-page';

// The one mechanism of the settings the lab edits in versions, with a setting of its own (a
// number of minutes), the way a third one would use it: the page reads the value in force, the
// form posts a new version from a day and shows the server's refusal, then starts again from the
// new value in force.

type View = VersionedSettingsView<'settings', { minutes: number }>;

const ENDPOINT: VersionedSettingsEndpoint = {
  path: '/test-settings',
  keys: { all: ['test-settings'], versions: ['test-settings', 'versions'] },
  loadFailed: 'Impossible de charger les réglages',
};

const version = (id: string, minutes: number) => ({
  id,
  effective_from: '2026-01-05',
  settings: { minutes },
  created_by_name: 'Claire Dubois',
  created_at: '2026-01-02T09:00:00Z',
  current: true,
});

const Form = ({ current }: { current: { minutes: number } }) => {
  const [minutes, setMinutes] = useState(String(current.minutes));
  const create = useCreateSettingsVersion<{ effective_from: string; settings: { minutes: number } }>(
    ENDPOINT,
  );
  return (
    <VersionForm
      label="Nouveaux réglages"
      hint="Les commandes déjà validées gardent les leurs."
      submitLabel="Enregistrer les réglages"
      pending={create.isPending}
      error={create.error}
      onSubmit={(effectiveFrom) =>
        create.mutate({ effective_from: effectiveFrom, settings: { minutes: Number(minutes) } })
      }
    >
      <FormField label="Minutes">
        {(field) => <Input {...field} value={minutes} onChange={(event) => setMinutes(event.target.value)} />}
      </FormField>
    </VersionForm>
  );
};

const Page = () => {
  const query = useVersionedSettings<View>(ENDPOINT);
  return (
    <VersionedSettingsPage
      title="Réglages"
      description="Des réglages en versions."
      query={query}
      loadingLabel="Chargement des réglages…"
      loadFailed={ENDPOINT.loadFailed}
      form={{ title: 'Nouveaux réglages', content: (view) => <Form current={view.current} /> }}
      history={{
        title: 'Historique des réglages',
        content: (view) => <p>{view.versions.length} version(s)</p>,
      }}
    />
  );
};

let requests: RecordedRequest[];
let answer: View;

beforeEach(() => {
  storeSession();
  requests = recordRequests();
  answer = { current: { minutes: 5 }, versions: [version('v1', 5)] };
  server.use(http.get('/api/test-settings', () => HttpResponse.json(answer)));
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Page />
    </QueryClientProvider>,
  );

describe('VersionedSettingsPage and VersionForm', () => {
  it('posts a new version from the chosen day, shows a refusal, then starts again from the value in force', async () => {
    const user = userEvent.setup();
    renderPage();
    const minutes = await screen.findByLabelText('Minutes');
    expect(minutes).toHaveValue('5');
    expect(screen.getByText('1 version(s)')).toBeInTheDocument();

    server.use(
      http.post('/api/test-settings', () =>
        HttpResponse.json(
          {
            error: { code: 'bad_request', message: "Date d'effet : La date d'effet ne peut pas être passée" },
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(minutes);
    await user.type(minutes, '7');
    await user.clear(screen.getByLabelText("Date d'effet"));
    await user.type(screen.getByLabelText("Date d'effet"), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(
      await screen.findByText("Date d'effet : La date d'effet ne peut pas être passée"),
    ).toBeInTheDocument();

    server.use(
      http.post('/api/test-settings', () => {
        answer = { current: { minutes: 7 }, versions: [version('v2', 7), version('v1', 5)] };
        return HttpResponse.json({ id: 'v2' }, { status: 201 });
      }),
    );
    await user.clear(screen.getByLabelText("Date d'effet"));
    await user.type(screen.getByLabelText("Date d'effet"), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await screen.findByText('2 version(s)')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { effective_from: '2020-01-01', settings: { minutes: 7 } },
      { effective_from: '2099-01-01', settings: { minutes: 7 } },
    ]);
    // The form is the new version's: its value in force, today's day again, no refusal left.
    expect(screen.getByLabelText('Minutes')).toHaveValue('7');
    expect(screen.getByLabelText("Date d'effet")).toHaveValue(parisDay(new Date()));
    expect(screen.queryByText(/La date d'effet ne peut pas être passée/)).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be read', async () => {
    server.use(http.get('/api/test-settings', () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Impossible de charger les réglages')).toBeInTheDocument();
  });
});
