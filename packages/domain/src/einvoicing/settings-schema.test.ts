import { describe, expect, it } from 'vitest';
import {
  EINVOICING_URL_MAX,
  einvoicingSettingsSchema,
  isAcceptedPaUrl,
  paUrlProblem,
} from './settings-schema';

describe('isAcceptedPaUrl (decision 140)', () => {
  it.each([
    ['https://api.flow.pa.exemple.fr/flow-service', true],
    ['https://pa.exemple.fr:8443', true],
    ['https://pa.exemple.fr:1', true],
    ['https://pa.exemple.fr:65535', true],
    ['https://xn--plateforme-agre-fmb.fr', true],
    ['https://pa-interne', true],
    ['https://192.0.2.10:8443/flow-service', true],
    ['https://[2001:db8::1]:8443', true],
    ['https://[::ffff:192.0.2.1]', true],
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010/flow-service', true],
    ['http://[::1]:4010', true],
    ['http://pa.exemple.fr', false],
    ['http://10.0.0.5', false],
    ['ftp://pa.exemple.fr', false],
    ['https://jean:secret@pa.exemple.fr', false],
    ['https://pa.exemple.fr/?x=1', false],
    ['https://pa.exemple.fr/#x', false],
    ['https://', false],
    ['pa.exemple.fr', false],
    // A port from 1 to 65535 only.
    ['http://127.0.0.1:99999', false],
    ['http://127.0.0.1:65536', false],
    ['http://127.0.0.1:0', false],
    ['https://pa.exemple.fr:', false],
    ['https://pa.exemple.fr:80a', false],
    // A valid IP address or DNS name only.
    ['https://256.256.256.256', false],
    ['https://1.2.3', false],
    ['https://01.2.3.4', false],
    ['https://pa.exemple.0x1f', false],
    ['https://-x-.', false],
    ['https://-pa.exemple.fr', false],
    ['https://pa-.exemple.fr', false],
    ['https://pa..exemple.fr', false],
    ['https://pa.exemple.fr.', false],
    ['https://pa_1.exemple.fr', false],
    [`https://${'a'.repeat(64)}.fr`, false],
    ['https://[2001:db8::1::2]', false],
    ['https://[2001:db8:1:2:3:4:5:6:7]', false],
    ['https://[::ffff:999.0.0.1]', false],
    ['https://[fe80::1%25eth0]', false],
  ])('%s → %s', (url, accepted) => {
    expect(isAcceptedPaUrl(url)).toBe(accepted);
  });

  it('says what is wrong: the port, the host, or the address as a whole', () => {
    expect(paUrlProblem('http://127.0.0.1:99999')).toBe('port');
    expect(paUrlProblem('http://127.0.0.1:0')).toBe('port');
    expect(paUrlProblem('https://256.256.256.256')).toBe('host');
    expect(paUrlProblem('https://-x-.')).toBe('host');
    expect(paUrlProblem('http://pa.exemple.fr')).toBe('address');
    expect(paUrlProblem('https://pa.exemple.fr')).toBeUndefined();
  });
});

describe('einvoicingSettingsSchema: the three addresses (decision 140)', () => {
  const base = {
    enabled: false,
    flow_url: 'https://flux.pa.exemple.fr',
    directory_url: 'https://annuaire.pa.exemple.fr',
    auth_method: 'bearer',
    token: 'jeton',
  };
  const oauth = {
    ...base,
    auth_method: 'oauth2',
    token: undefined,
    oauth_token_url: 'https://auth.pa.exemple.fr/token',
    oauth_client_id: 'labo',
    oauth_client_secret: 'secret',
  };
  const firstIssue = (input: unknown) => {
    const result = einvoicingSettingsSchema.safeParse(input);
    if (result.success) return undefined;
    const [issue] = result.error.issues;
    return { path: issue?.path.join('.'), message: issue?.message };
  };
  const tooLong = `https://pa.exemple.fr/${'a'.repeat(EINVOICING_URL_MAX)}`;

  it.each([
    ['flow_url', 'http://127.0.0.1:99999', 'port invalide (de 1 à 65535)'],
    ['flow_url', 'http://127.0.0.1:0', 'port invalide (de 1 à 65535)'],
    ['flow_url', 'https://256.256.256.256', "nom d'hôte invalide (nom de domaine ou adresse IP attendu)"],
    ['flow_url', 'https://-x-.', "nom d'hôte invalide (nom de domaine ou adresse IP attendu)"],
    ['directory_url', 'https://a.fr:99999', 'port invalide (de 1 à 65535)'],
    ['directory_url', tooLong, `${EINVOICING_URL_MAX} caractères au plus`],
    ['oauth_token_url', 'http://127.0.0.1:0/token', 'port invalide (de 1 à 65535)'],
    [
      'oauth_token_url',
      'https://256.256.256.256/token',
      "nom d'hôte invalide (nom de domaine ou adresse IP attendu)",
    ],
    ['oauth_token_url', 'http://auth.pa.exemple.fr/token', 'adresse invalide (https://… attendue)'],
    ['oauth_token_url', tooLong, `${EINVOICING_URL_MAX} caractères au plus`],
  ])('refuses %s = %s', (field, value, message) => {
    expect(firstIssue({ ...oauth, [field]: value })).toEqual({ path: field, message });
  });

  it('caps the token endpoint at the same length with a bearer token too, where it is not used', () => {
    expect(firstIssue({ ...base, oauth_token_url: tooLong })).toEqual({
      path: 'oauth_token_url',
      message: `${EINVOICING_URL_MAX} caractères au plus`,
    });
    expect(firstIssue({ ...base, oauth_token_url: '' })).toBeUndefined();
  });

  it('takes valid addresses, trailing slashes dropped', () => {
    const parsed = einvoicingSettingsSchema.parse({ ...oauth, flow_url: 'https://flux.pa.exemple.fr:8443/' });
    expect(parsed.flow_url).toBe('https://flux.pa.exemple.fr:8443');
    expect(parsed.oauth_token_url).toBe('https://auth.pa.exemple.fr/token');
  });
});
