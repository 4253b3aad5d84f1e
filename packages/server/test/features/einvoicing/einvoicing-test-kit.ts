import type { EinvoicingSettingsInput } from '@conque/domain/einvoicing/settings-schema';
import type { ProxiedTestPa } from '../../support/prism-proxy';
import type { TestApp } from '../../support/test-app';

// What the e-invoicing tests share: the page's form for a PA, and saving it.

export const PA_TOKEN = 'pa-jeton-de-test-7f3a9c';

export const bearerSettings = (
  pa: Pick<ProxiedTestPa, 'flowUrl' | 'directoryUrl'>,
  overrides: Partial<EinvoicingSettingsInput> = {},
): EinvoicingSettingsInput => ({
  enabled: false,
  flow_url: pa.flowUrl,
  directory_url: pa.directoryUrl,
  auth_method: 'bearer',
  token: PA_TOKEN,
  ...overrides,
});

export const saveSettings = (t: TestApp, token: string, body: unknown) =>
  t.request('/api/einvoicing/settings', { method: 'PUT', token, body });

export const testConnection = (t: TestApp, token: string) =>
  t.request('/api/einvoicing/test-connection', { method: 'POST', token });
