import type { DirectoryListJson, OwnDirectoryJson } from '@conque/domain/einvoicing/directory-types';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { einvoicingDirectoryEntries, jobs } from '../../../src/db/schema/index';
import { LOOK_UP_DIRECTORY_JOB } from '../../../src/features/einvoicing/directory-lookup-job';
import {
  DIRECTORY_MAX_AGE_MS,
  ensureFreshDirectoryLine,
} from '../../../src/features/einvoicing/ensure-fresh-directory-line';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser, uniqueSiret } from '../../support/factories';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, listInDirectory, saveConnectionOn } from './directory-test-kit';
import { PA_TOKEN } from './einvoicing-test-kit';

// Decision 145: each establishment's e-invoicing address read from the Directory Service of the
// lab's PA (annex B) through the test PA behind Prism, kept with the date it was read, read again
// when its SIRET changes and before sending when older than a week; a PA down is retried.

let t: TestApp;
let pa: ProxiedTestPa;
let preparator: string;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  preparator = (await signedInUser(t.db, t.config, { role: 'preparator' })).token;
  await saveConnectionOn(t, pa);
});
afterAll(async () => {
  await pa.close();
  await t.close();
});
afterEach(async () => {
  pa.pa.setDown(false);
  expect(await pa.violations()).toEqual([]);
});

const lookUpJobs = (establishmentId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, LOOK_UP_DIRECTORY_JOB), isNull(jobs.doneAt), eq(jobs.payload, { establishmentId })),
    );
const entryOf = async (establishmentId: string) =>
  (
    await t.db
      .select()
      .from(einvoicingDirectoryEntries)
      .where(eq(einvoicingDirectoryEntries.establishmentId, establishmentId))
  )[0];
// Runs the due look-ups only: the other kinds' jobs of this file are not its business.
const runLookUps = () =>
  runRegisteredJobs(
    depsAt(t, () => new Date()),
    { kinds: { only: [LOOK_UP_DIRECTORY_JOB] } },
  );

describe('the directory look-up', () => {
  it('reads an establishment’s line by its SIREN and SIRET and keeps it with the date', async () => {
    const establishment = await insertEstablishment(t.db);
    listInDirectory(pa, establishment.siret, `${establishment.siret}_FACTURES`);
    const before = pa.pa.requests.length;
    const read = await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    expect(read).toMatchObject({
      status: 'found',
      fresh: true,
      line: {
        addressing_identifier: `${establishment.siret}_FACTURES`,
        siren: establishment.siret.slice(0, 9),
        siret: establishment.siret,
        platform_type: 'WK',
        platform_status: 'Enabled',
      },
    });
    expect(pa.pa.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /directory-service/v1/directory-line/search 200',
    ]);
    const entry = await entryOf(establishment.id);
    expect(entry).toMatchObject({ status: 'found', siret: establishment.siret, lastError: null });
    expect(entry?.readAt).toBeInstanceOf(Date);
    // Read less than a week ago: not read again.
    await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    expect(pa.pa.requests.length).toBe(before + 1);
  });

  it('stores « none found » for a company with no line, and another establishment’s line is not its own', async () => {
    const establishment = await insertEstablishment(t.db);
    // The same SIREN, another facility with a line: it does not address this one.
    const sibling = `${establishment.siret.slice(0, 9)}99999`;
    listInDirectory(pa, establishment.siret, null);
    pa.pa.companies.at(-1)?.facilities.push({ siret: sibling, name: 'Autre', addressingIdentifier: 'AUTRE' });
    const read = await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    expect(read).toMatchObject({ status: 'none', line: null, fresh: true });
    expect(await entryOf(establishment.id)).toMatchObject({ status: 'none', lines: [] });
  });

  it('reads again before sending when the read is older than a week', async () => {
    const establishment = await insertEstablishment(t.db);
    listInDirectory(pa, establishment.siret, 'ANCIENNE');
    await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    const facility = pa.pa.companies.at(-1)?.facilities[0];
    if (facility) facility.addressingIdentifier = 'NOUVELLE';
    const sixDays = new Date(Date.now() + DIRECTORY_MAX_AGE_MS - 3600_000);
    expect(
      (
        await ensureFreshDirectoryLine(
          depsAt(t, () => sixDays),
          establishment.id,
        )
      ).line,
    ).toMatchObject({
      addressing_identifier: 'ANCIENNE',
    });
    const eightDays = new Date(Date.now() + DIRECTORY_MAX_AGE_MS + 24 * 3600_000);
    const read = await ensureFreshDirectoryLine(
      depsAt(t, () => eightDays),
      establishment.id,
    );
    expect(read).toMatchObject({ fresh: true, line: { addressing_identifier: 'NOUVELLE' } });
    expect((await entryOf(establishment.id))?.readAt?.getTime()).toBe(eightDays.getTime());
  });

  it('with the PA down, answers the last known line flagged, never throws, and the job is retried', async () => {
    const establishment = await insertEstablishment(t.db);
    listInDirectory(pa, establishment.siret, 'CONNUE');
    await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    pa.pa.setDown(true);
    const later = new Date(Date.now() + 2 * DIRECTORY_MAX_AGE_MS);
    const read = await ensureFreshDirectoryLine(
      depsAt(t, () => later),
      establishment.id,
    );
    expect(read).toMatchObject({ fresh: false, status: 'found', line: { addressing_identifier: 'CONNUE' } });
    const entry = await entryOf(establishment.id);
    expect(entry?.lastError).toBe(
      'Lecture impossible : l’annuaire de la plateforme a répondu 503 : « {"errorCode":"SERVICE_UNAVAILABLE","errorMessage":"Maintenance"} ». Elle sera refaite automatiquement ; si cela dure, vérifiez la connexion sur la page « Facturation électronique ».',
    );

    // Never read and the PA down: unknown, null, no throw; the queued job fails and is retried.
    const other = await insertEstablishment(t.db);
    listInDirectory(pa, other.siret, 'PLUS_TARD');
    expect(
      await ensureFreshDirectoryLine(
        depsAt(t, () => new Date()),
        other.id,
      ),
    ).toEqual({
      line: null,
      status: 'unknown',
      fresh: false,
      readAt: null,
    });
    await t.db.insert(jobs).values({ kind: LOOK_UP_DIRECTORY_JOB, payload: { establishmentId: other.id } });
    expect(await runLookUps()).toMatchObject({ retried: 1, failed: 0 });
    const [waiting] = await lookUpJobs(other.id);
    expect(waiting?.attempts).toBe(1);
    pa.pa.setDown(false);
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, LOOK_UP_DIRECTORY_JOB));
    expect(await runLookUps()).toMatchObject({ done: 1 });
    expect(await entryOf(other.id)).toMatchObject({ status: 'found', lastError: null });
  });
});

describe('a SIRET change', () => {
  it('queues a read in the same transaction, and the old read no longer counts', async () => {
    const establishment = await insertEstablishment(t.db);
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
      isOwner: true,
    });
    listInDirectory(pa, establishment.siret, 'AVANT');
    await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
    const form = {
      name: establishment.name,
      siret: establishment.siret,
      billing_street_address: '2 rue Neuve',
      billing_postal_code: '69003',
      billing_city: 'Lyon',
    };
    // The same SIRET: nothing to read again.
    const same = await t.request('/api/establishment', { method: 'PATCH', token: manager.token, body: form });
    expect(same.status).toBe(200);
    expect(await lookUpJobs(establishment.id)).toEqual([]);

    const siret = uniqueSiret();
    listInDirectory(pa, siret, 'APRES');
    const changed = await t.request('/api/establishment', {
      method: 'PATCH',
      token: manager.token,
      body: { ...form, siret },
    });
    expect(changed.status).toBe(200);
    expect(await lookUpJobs(establishment.id)).toHaveLength(1);
    // Until it is read, the lab sees it as not read (the old SIRET's line is not its address).
    const listed = async () =>
      (
        (await (
          await t.request('/api/einvoicing/directory', { token: preparator })
        ).json()) as DirectoryListJson
      ).establishments.find((row) => row.establishment_id === establishment.id);
    expect(await listed()).toMatchObject({ siret, status: 'unknown', line: null, read_at: null });
    expect(await runLookUps()).toMatchObject({ done: 1 });
    expect(await listed()).toMatchObject({
      siret,
      status: 'found',
      line: { addressing_identifier: 'APRES' },
    });
    // Its manager sees the same on « Mon établissement ».
    const own = (await (
      await t.request('/api/establishment/einvoicing-address', { token: manager.token })
    ).json()) as OwnDirectoryJson;
    expect(own).toMatchObject({
      enabled: true,
      establishment: {
        siret,
        status: 'found',
        line: { addressing_identifier: 'APRES', platform_type: 'WK' },
      },
    });
  });

  it('a new establishment gets its read queued in the transaction that creates it', async () => {
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: null });
    const siret = uniqueSiret();
    const created = await t.request('/api/rpc/create_establishment', {
      token: manager.token,
      body: {
        p_name: 'Audition Neuve',
        p_siret: siret,
        p_billing_street_address: '3 place Bellecour',
        p_billing_postal_code: '69002',
        p_billing_city: 'Lyon',
        p_user_id: manager.user.id,
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await lookUpJobs(id)).toHaveLength(1);
  });
});

describe('with e-invoicing off', () => {
  it('reads nothing and shows nothing', async () => {
    await saveConnectionOn(t, pa, false);
    try {
      const establishment = await insertEstablishment(t.db);
      listInDirectory(pa, establishment.siret, 'ETEINT');
      const before = pa.pa.requests.length;
      expect(
        await ensureFreshDirectoryLine(
          depsAt(t, () => new Date()),
          establishment.id,
        ),
      ).toMatchObject({
        line: null,
        status: 'unknown',
      });
      expect(pa.pa.requests.length).toBe(before);
      const list = await t.request('/api/einvoicing/directory', { token: preparator });
      expect(await list.json()).toEqual({ enabled: false, establishments: [] });
      const refresh = await t.request('/api/einvoicing/directory/refresh', {
        method: 'POST',
        token: preparator,
      });
      expect(refresh.status).toBe(409);
    } finally {
      await saveConnectionOn(t, pa);
    }
  });
});
