import type { DirectoryListJson, OwnDirectoryJson } from '@conque/domain/einvoicing/directory-types';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { einvoicingDirectoryEntries, jobs } from '../../../src/db/schema/index';
import { ensureFreshDirectoryLine } from '../../../src/features/einvoicing/ensure-fresh-directory-line';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixEndpoint,
  type Who,
} from '../../support/permission-matrix';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, listInDirectory, saveConnectionOn } from './directory-test-kit';
import { PA_TOKEN } from './einvoicing-test-kit';

// Decision 145: the lab (préparateurs) sees every establishment's e-invoicing address and may have
// the directory read again; a clinic's manager sees its own establishment's only; users and viewers
// see nothing of it. Each call × every caller, in its own establishment beside another one, the
// addresses read from the test PA behind Prism.

let t: TestApp;
let pa: ProxiedTestPa;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  await saveConnectionOn(t, pa);
});
afterAll(async () => {
  expect(await pa.violations()).toEqual([]);
  await pa.close();
  await t.close();
});

const makeScene = async (who: Who) => {
  const scene = await callerScene(t, who);
  for (const [establishment, address] of [
    [scene.own, `OWN_${scene.own.siret}`],
    [scene.other, `OTHER_${scene.other.siret}`],
  ] as const) {
    listInDirectory(pa, establishment.siret, address);
    await ensureFreshDirectoryLine(
      depsAt(t, () => new Date()),
      establishment.id,
    );
  }
  return scene;
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const ENDPOINTS = {
  'GET /api/einvoicing/directory': {
    call: () => ({ path: '/api/einvoicing/directory' }),
    check: (s, json) => {
      const rows = (json as DirectoryListJson).establishments;
      expect(rows.find((row) => row.establishment_id === s.own.id)?.line?.addressing_identifier).toBe(
        `OWN_${s.own.siret}`,
      );
      expect(rows.find((row) => row.establishment_id === s.other.id)?.line?.addressing_identifier).toBe(
        `OTHER_${s.other.siret}`,
      );
    },
  },
  'POST /api/einvoicing/directory/refresh': {
    call: () => ({ method: 'POST', path: '/api/einvoicing/directory/refresh' }),
    check: (_s, json) => expect((json as { queued: number }).queued).toBeGreaterThanOrEqual(2),
  },
  'GET /api/establishment/einvoicing-address': {
    call: () => ({ path: '/api/establishment/einvoicing-address' }),
    check: (s, json) =>
      expect(json as OwnDirectoryJson).toMatchObject({
        enabled: true,
        establishment: { establishment_id: s.own.id, line: { addressing_identifier: `OWN_${s.own.siret}` } },
      }),
  },
} satisfies Record<string, MatrixEndpoint<Scene>>;

// Columns: anonymous, bad token, preparator, manager, manager without establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'GET /api/einvoicing/directory': [401, 401, 200, 403, 403, 403, 403],
  'POST /api/einvoicing/directory/refresh': [401, 401, 200, 403, 403, 403, 403],
  'GET /api/establishment/einvoicing-address': [401, 401, 403, 200, 400, 403, 403],
};

describe('e-invoicing addresses permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    // A refused call reads nothing and queues nothing.
    snapshot: async () => ({
      entries: await t.db.select().from(einvoicingDirectoryEntries),
      jobs: await t.db.select({ id: jobs.id }).from(jobs),
    }),
    errors: errorBodies(),
  });
});
