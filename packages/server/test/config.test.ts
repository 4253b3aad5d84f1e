import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { holdDataDir } from '../src/db/data-dir-lock';

const dataDir = () => mkdtempSync(join(tmpdir(), 'conque-config-'));

describe('configuration', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    // The signing secret is made once and kept.
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
    // So is the key of the TOTP secrets, and préparateurs must use a second factor.
    expect(config.mfa.encryptionKey).toHaveLength(32);
    expect(Buffer.from(readFileSync(join(dir, 'mfa-key'), 'utf8'), 'base64')).toEqual(
      config.mfa.encryptionKey,
    );
    expect(loadConfig({ DATA_DIR: dir }).mfa.encryptionKey).toEqual(config.mfa.encryptionKey);
    expect(config.mfa.requiredRoles).toEqual(['preparator']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'pas-une-url'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'court'],
    ['TRUST_PROXY', 'peut-être'],
    ['ORG_SIRET', '123 456 789'],
    ['LOG_LEVEL', 'verbeux'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
    ['JOB_LEASE_MS', '1000'],
    ['ORG_SIRET', '12345678900017'],
    ['ORG_VAT_NUMBER', 'FR 44 732829320'],
    ['ORG_VAT_NUMBER', 'FR45732829320'],
    ['MFA_REQUIRED_ROLES', 'preparator,chef'],
    ['MFA_ENCRYPTION_KEY', 'court'],
    ['MFA_ENCRYPTION_KEY', Buffer.alloc(16).toString('base64')],
  ])('stops on a wrong %s, naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it('reads which roles must use a second factor, none included', () => {
    const roles = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED_ROLES: value }).mfa.requiredRoles;
    expect(roles('preparator, manager')).toEqual(['preparator', 'manager']);
    expect(roles('none')).toEqual([]);
  });

  it('wants MFA_ENCRYPTION_KEY with DATABASE_URL, and takes it as given', () => {
    const postgres = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://localhost/conque' };
    expect(() => loadConfig(postgres)).toThrow('MFA_ENCRYPTION_KEY: requis avec DATABASE_URL');
    const key = Buffer.alloc(32, 3);
    expect(loadConfig({ ...postgres, MFA_ENCRYPTION_KEY: key.toString('base64') }).mfa.encryptionKey).toEqual(
      key,
    );
    expect(existsSync(join(postgres.DATA_DIR, 'mfa-key'))).toBe(false);
  });

  it("reads the organisation's SIRET, 14 digits with their key, with a default", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).organisation.siret).toBe('90000000000019');
    expect(loadConfig({ DATA_DIR: dataDir(), ORG_SIRET: '55203253400646' }).organisation.siret).toBe(
      '55203253400646',
    );
  });

  it('logs at info and gives a stop 20 s unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      logLevel: 'info',
      shutdownTimeoutMs: 20_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '5000' })).toMatchObject(
      { logLevel: 'warn', shutdownTimeoutMs: 5000 },
    );
  });

  it('refuses a SIRET whose key is wrong, in French, naming ORG_SIRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ORG_SIRET: '55203253400647' })).toThrow(
      'Configuration invalide :\n  ORG_SIRET: clé de contrôle incorrecte (SIRET invalide)',
    );
  });

  it("takes the seller's VAT number from ORG_VAT_NUMBER, else from the SIREN of ORG_SIRET", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).organisation.vatNumber).toBe('FR65900000000');
    expect(loadConfig({ DATA_DIR: dataDir(), ORG_SIRET: '73282932000074' }).organisation.vatNumber).toBe(
      'FR44732829320',
    );
    const both = { DATA_DIR: dataDir(), ORG_SIRET: '73282932000074', ORG_VAT_NUMBER: 'FR44732829320' };
    expect(loadConfig(both).organisation.vatNumber).toBe('FR44732829320');
  });

  it("refuses a VAT number of another SIREN than ORG_SIRET's", () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ORG_SIRET: '55203253400646', ORG_VAT_NUMBER: 'FR44732829320' }),
    ).toThrow('ORG_VAT_NUMBER: ne correspond pas au SIREN de ORG_SIRET (552032534)');
  });

  it("takes the lab's e-invoicing address from ORG_EINVOICING_ADDRESS, else its SIREN; refuses another SIREN's", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).organisation.electronicAddress).toBe('900000000');
    const set = { DATA_DIR: dataDir(), ORG_EINVOICING_ADDRESS: '900000000_FACTURES' };
    expect(loadConfig(set).organisation.electronicAddress).toBe('900000000_FACTURES');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ORG_EINVOICING_ADDRESS: '732829320' })).toThrow(
      'ORG_EINVOICING_ADDRESS: ne commence pas par le SIREN de ORG_SIRET (900000000)',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ORG_EINVOICING_ADDRESS: '900000000 factures' })).toThrow(
      'ORG_EINVOICING_ADDRESS: doit être le SIREN',
    );
  });

  it('allows webhooks over http to the loopback only when told, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webhooks).toEqual({ allowInsecureLoopback: false });
    expect(loadConfig({ DATA_DIR: dataDir(), WEBHOOKS_ALLOW_INSECURE_LOOPBACK: 'true' }).webhooks).toEqual({
      allowInsecureLoopback: true,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), WEBHOOKS_ALLOW_INSECURE_LOOPBACK: 'true', NODE_ENV: 'production' }),
    ).toThrow('WEBHOOKS_ALLOW_INSECURE_LOOPBACK: réservé aux tests : refusé avec NODE_ENV=production');
  });

  it('takes PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://conque.fr/' }).publicUrl).toBe(
      'https://conque.fr',
    );
  });

  it('listens on the loopback only while the dev mailbox is on, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:25' }).host).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:25', HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it.each([
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i proxies', (value, hops) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('makes the data directory on a first start with JWT_SECRET set', () => {
    const dir = join(dataDir(), 'nouveau', 'data');
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) });
    const release = holdDataDir(config.dataDir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('S3 storage configuration', () => {
  it('keeps the local directory without S3_BUCKET, and reads the S3 settings with it', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'conque-fichiers',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'fr-par',
        S3_ACCESS_KEY_ID: 'cle',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'conque-fichiers',
      endpoint: 'http://127.0.0.1:9000',
      region: 'fr-par',
      credentials: { accessKeyId: 'cle', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'conque' }).s3).toEqual({
      bucket: 'conque',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ['S3_BUCKET', { S3_BUCKET: 'Mon_Bucket' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'conque', S3_ENDPOINT: 'pas une url' }],
    ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'conque', S3_FORCE_PATH_STYLE: 'oui' }],
    ['S3_BUCKET', { S3_ENDPOINT: 'http://127.0.0.1:9000' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'conque', S3_ACCESS_KEY_ID: 'cle' }],
    ['S3_ACCESS_KEY_ID', { S3_BUCKET: 'conque', S3_SECRET_ACCESS_KEY: 'secret' }],
  ])('stops naming %s', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});

describe('the approved platform from the environment (decision 140)', () => {
  const PA = {
    EINVOICING_FLOW_URL: 'https://flux.pa.exemple.fr/',
    EINVOICING_DIRECTORY_URL: 'https://annuaire.pa.exemple.fr',
  };

  it('is absent unless set, then on with a bearer token or OAuth 2 client credentials', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).einvoicing).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...PA, EINVOICING_TOKEN: 'jeton' }).einvoicing).toEqual({
      flowUrl: 'https://flux.pa.exemple.fr',
      directoryUrl: 'https://annuaire.pa.exemple.fr',
      auth: { method: 'bearer', token: 'jeton' },
    });
    const oauth = {
      EINVOICING_OAUTH_TOKEN_URL: 'https://auth.pa.exemple.fr/token',
      EINVOICING_CLIENT_ID: 'labo',
      EINVOICING_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...PA, ...oauth }).einvoicing?.auth).toEqual({
      method: 'oauth2',
      tokenUrl: 'https://auth.pa.exemple.fr/token',
      clientId: 'labo',
      clientSecret: 'secret',
    });
  });

  it.each([
    [{ EINVOICING_TOKEN: 'jeton' }, 'EINVOICING_FLOW_URL: requis avec les autres EINVOICING_*'],
    [{ ...PA }, 'EINVOICING_OAUTH_TOKEN_URL: requis sans EINVOICING_TOKEN'],
    [
      { ...PA, EINVOICING_TOKEN: 'jeton', EINVOICING_CLIENT_ID: 'labo' },
      'EINVOICING_TOKEN: un jeton ou des identifiants OAuth 2, pas les deux',
    ],
    [
      { ...PA, EINVOICING_FLOW_URL: 'http://pa.exemple.fr', EINVOICING_TOKEN: 'jeton' },
      'EINVOICING_FLOW_URL: doit être une adresse https://',
    ],
    // The page's one rule for an address (domain/einvoicing/settings-schema.ts): a port from 1 to
    // 65535, a valid host, 2 000 characters at most.
    [
      { ...PA, EINVOICING_FLOW_URL: 'https://a.fr:99999', EINVOICING_TOKEN: 'jeton' },
      'EINVOICING_FLOW_URL: doit être une adresse valide : port invalide (de 1 à 65535)',
    ],
    [
      { ...PA, EINVOICING_FLOW_URL: 'http://127.0.0.1:0', EINVOICING_TOKEN: 'jeton' },
      'EINVOICING_FLOW_URL: doit être une adresse valide : port invalide (de 1 à 65535)',
    ],
    [
      { ...PA, EINVOICING_DIRECTORY_URL: 'https://256.256.256.256', EINVOICING_TOKEN: 'jeton' },
      "EINVOICING_DIRECTORY_URL: doit être une adresse valide : nom d'hôte invalide",
    ],
    [
      { ...PA, EINVOICING_DIRECTORY_URL: 'https://-x-.', EINVOICING_TOKEN: 'jeton' },
      "EINVOICING_DIRECTORY_URL: doit être une adresse valide : nom d'hôte invalide",
    ],
    [
      {
        ...PA,
        EINVOICING_OAUTH_TOKEN_URL: `https://auth.pa.exemple.fr/${'a'.repeat(2000)}`,
        EINVOICING_CLIENT_ID: 'labo',
        EINVOICING_CLIENT_SECRET: 'secret',
      },
      'EINVOICING_OAUTH_TOKEN_URL: doit compter 2000 caractères au plus',
    ],
  ])('stops on a partial or wrong set %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
