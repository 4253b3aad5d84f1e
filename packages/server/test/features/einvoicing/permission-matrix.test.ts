import { afterAll, beforeAll, describe, expect } from 'vitest';
import { einvoicingSettings } from '../../../src/db/schema/index';
import { sealEinvoicingSecret } from '../../../src/features/einvoicing/einvoicing-secret';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixEndpoint,
  type Who,
} from '../../support/permission-matrix';
import { type ProxiedTestPa, startProxiedTestPa } from '../../support/prism-proxy';
import { createTestApp, type TestApp } from '../../support/test-app';
import { bearerSettings, PA_TOKEN } from './einvoicing-test-kit';

// Decision 140: the lab's connection to its PA is the préparateurs' alone. Each call × every caller,
// the caller in its own establishment beside another one (callerScene); the connection under test
// is the test PA behind Prism, so an allowed « Tester la connexion » really reaches it.

let t: TestApp;
let pa: ProxiedTestPa;
beforeAll(async () => {
  [t, pa] = await Promise.all([createTestApp(), startProxiedTestPa({ token: PA_TOKEN })]);
  await t.db.insert(einvoicingSettings).values({
    flowUrl: pa.flowUrl,
    directoryUrl: pa.directoryUrl,
    authMethod: 'bearer',
    // Sealed as the page seals it.
    token: sealEinvoicingSecret(t.config, 'token', PA_TOKEN),
  });
});
afterAll(async () => {
  await pa.close();
  await t.close();
});

const makeScene = (who: Who) => callerScene(t, who);
type Scene = Awaited<ReturnType<typeof makeScene>>;

const ENDPOINTS = {
  'GET /api/einvoicing/settings': {
    call: () => ({ path: '/api/einvoicing/settings' }),
    check: (_s, json) => expect(json).toMatchObject({ source: 'page', token_set: true }),
  },
  'PUT /api/einvoicing/settings': {
    call: () => ({ method: 'PUT', path: '/api/einvoicing/settings', body: bearerSettings(pa) }),
    check: (_s, json) => expect(json).toMatchObject({ source: 'page', enabled: false }),
  },
  'POST /api/einvoicing/test-connection': {
    call: () => ({ method: 'POST', path: '/api/einvoicing/test-connection' }),
    check: (_s, json) => expect(json).toMatchObject({ ok: true }),
  },
} satisfies Record<string, MatrixEndpoint<Scene>>;

// Columns: anonymous, bad token, preparator, manager, manager without establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'GET /api/einvoicing/settings': [401, 401, 200, 403, 403, 403, 403],
  'PUT /api/einvoicing/settings': [401, 401, 200, 403, 403, 403, 403],
  'POST /api/einvoicing/test-connection': [401, 401, 200, 403, 403, 403, 403],
};

describe('e-invoicing permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    // updated_at moves on every allowed PUT; a refused call changes nothing at all.
    snapshot: async () => t.db.select().from(einvoicingSettings),
    errors: errorBodies(),
  });
});
