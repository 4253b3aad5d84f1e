import { sirenOf } from '@conque/domain/shared/siret';
import { einvoicingSettings } from '../../../src/db/schema/index';
import { sealEinvoicingSecret } from '../../../src/features/einvoicing/einvoicing-secret';
import type { Deps } from '../../../src/kernel/deps';
import type { ProxiedTestPa } from '../../support/prism-proxy';
import type { TestApp } from '../../support/test-app';
import { PA_TOKEN } from './einvoicing-test-kit';

// What the directory tests share (decision 145): the connection saved on, a company in the test
// PA's directory, and Deps on a clock of the test's own.

export const saveConnectionOn = async (t: TestApp, pa: ProxiedTestPa, enabled = true) => {
  await t.db.delete(einvoicingSettings);
  await t.db.insert(einvoicingSettings).values({
    enabled,
    flowUrl: pa.flowUrl,
    directoryUrl: pa.directoryUrl,
    authMethod: 'bearer',
    token: sealEinvoicingSecret(t.config, 'token', PA_TOKEN),
  });
};

/** The establishment's company in the directory, its facility with a line unless `address` is null. */
export const listInDirectory = (
  pa: ProxiedTestPa,
  siret: string,
  address: string | null,
  name = 'Clinique',
) => {
  pa.pa.companies.push({
    siren: sirenOf(siret),
    businessName: name,
    facilities: [{ siret, name, ...(address ? { addressingIdentifier: address } : {}) }],
  });
};

export const depsAt = (t: TestApp, now: () => Date): Deps => ({
  db: t.db,
  config: t.config,
  storage: t.storage,
  now,
});
