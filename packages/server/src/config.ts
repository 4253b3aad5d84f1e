import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type AccountingAccounts, DEFAULT_ACCOUNTS } from '@conque/domain/accounting/sales-entries';
import { EINVOICING_URL_MAX, PA_URL_MESSAGES, paUrlProblem } from '@conque/domain/einvoicing/settings-schema';
import { DEFAULT_MFA_REQUIRED_ROLES } from '@conque/domain/permissions/mfa';
import { isRole, ROLES, type Role } from '@conque/domain/permissions/roles';
import { frenchVatNumber, isValidFrenchVatNumber } from '@conque/domain/shared/french-vat-number';
import { isValidSiret, sirenOf } from '@conque/domain/shared/siret';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './logging/logger';

// docs/design.md §1: S3-compatible storage when S3_BUCKET is set; the local directory otherwise. One bucket,
// a key prefix per logical bucket (stl_files/, order_pdfs/, invoice_pdfs/).
const s3Env = {
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'doit être un nom de compartiment S3 (minuscules, chiffres, . et -)',
    )
    .optional(),
  S3_ENDPOINT: z.url('doit être une URL, par exemple https://s3.fr-par.scw.cloud').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
};

const S3_ONLY = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// The lab's approved platform (decision 140): set here, the connection is on and the page only shows it.
// Its addresses follow the page's one rule (paUrlProblem): a wrong one stops the server.
const paUrl = z
  .string()
  .max(EINVOICING_URL_MAX, `doit compter ${EINVOICING_URL_MAX} caractères au plus`)
  .superRefine((value, context) => {
    const problem = paUrlProblem(value);
    if (problem)
      context.addIssue({
        code: 'custom',
        message:
          problem === 'address'
            ? 'doit être une adresse https:// (http:// seulement vers 127.0.0.1 ou localhost)'
            : `doit être une adresse valide : ${PA_URL_MESSAGES[problem]}`,
      });
  })
  .transform((value) => value.replace(/\/+$/, ''));
const einvoicingEnv = {
  EINVOICING_FLOW_URL: paUrl.optional(),
  EINVOICING_DIRECTORY_URL: paUrl.optional(),
  EINVOICING_TOKEN: z.string().min(1).optional(),
  EINVOICING_OAUTH_TOKEN_URL: paUrl.optional(),
  EINVOICING_CLIENT_ID: z.string().min(1).optional(),
  EINVOICING_CLIENT_SECRET: z.string().min(1).optional(),
};
const EINVOICING_OAUTH = [
  'EINVOICING_OAUTH_TOKEN_URL',
  'EINVOICING_CLIENT_ID',
  'EINVOICING_CLIENT_SECRET',
] as const;

// The key that encrypts the TOTP secrets at rest (AES-256-GCM): 32 bytes in base64.
const encryptionKey = z
  .string()
  .refine(
    (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'doit être 32 octets en base64, par exemple la sortie de : openssl rand -base64 32',
  );

// Which roles must use a second factor: role values separated by commas, or `none` (an operator
// phasing it in). Préparateurs by default.
const requiredRoles = z
  .string()
  .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((role) => role.trim())))
  .refine(
    (roles) => roles.every(isRole),
    `doit lister des rôles séparés par des virgules (${ROLES.join(', ')}) ou valoir none`,
  )
  .transform((roles) => roles as Role[]);

// docs/design.md §5.1: the organisation's identity lives here, overridable by environment.
// The plan comptable général: an account number starts with three digits (FEC, article A47 A-1).
const accountNumber = z
  .string()
  .regex(
    /^\d{3}[0-9A-Z]{0,17}$/,
    'doit être un numéro de compte du plan comptable (trois chiffres au moins)',
  );

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Conque <no-reply@conque.local>'),
    CONTACT_INBOX: z.string().min(3).default('contact@conque.local'),
    JWT_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
    ORG_NAME: z.string().min(1).default('Conque'),
    ORG_ADDRESS: z.string().min(1).default('12 rue de la Conque, 69003 Lyon'),
    ORG_PHONE: z.string().min(1).default('04 72 00 00 00'),
    // The manufacturing sites the statement for custom-made devices names (decision 144), separated
    // by « ; »; unset, the lab makes its ear tips at ORG_ADDRESS.
    ORG_MANUFACTURING_SITES: z.string().trim().optional(),
    HELP_PHONE: z.string().min(1).default('04 72 00 00 01'),
    // The seller's SIRET on every invoice (docs/design.md §5.11), its key checked; the default, a
    // made-up number with a right key, keeps the embedded mode working.
    ORG_SIRET: z
      .string()
      .regex(/^\d{14}$/, 'doit contenir 14 chiffres')
      .refine(
        (siret) => !/^\d{14}$/.test(siret) || isValidSiret(siret),
        'clé de contrôle incorrecte (SIRET invalide)',
      )
      .default('90000000000019'),
    // The lab's own e-invoicing address (Factur-X BT-34, scheme 0225), as its approved platform
    // registered it in the directory; by default its SIREN, the directory's address of a company
    // with a single line (decision 145).
    ORG_EINVOICING_ADDRESS: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9._-]{9,125}$/,
        'doit être le SIREN, éventuellement suivi d’un suffixe (lettres, chiffres, « . », « _ », « - »)',
      )
      .optional(),
    // The seller's intra-community VAT number (Factur-X BT-31); by default the one the SIREN gives.
    ORG_VAT_NUMBER: z
      .string()
      .regex(/^FR\d{11}$/, 'doit être FR suivi de la clé (2 chiffres) et du SIREN, par exemple FR44732829320')
      .refine((vat) => !/^FR\d{11}$/.test(vat) || isValidFrenchVatNumber(vat), 'clé de contrôle incorrecte')
      .optional(),
    // 'true' is one proxy; a number is how many proxies stand between the clients and this server.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'doit valoir true, false ou un nombre de proxys')
      .default('false'),
    HOST: z.string().min(1).optional(),
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    LOG_LEVEL: z.enum(LOG_LEVELS, `doit valoir ${LOG_LEVELS.join(', ')}`).default('info'),
    // Impressions (patient health data) are kept this many months after the order
    // was shipped, then deleted by the daily pruning; the order and its invoice stay.
    IMPRESSION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(36),
    // Under the 30 s an orchestrator usually waits after SIGTERM before it kills (Kubernetes, ECS).
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    // How long a process's claim on a job lasts, renewed while it runs: the jobs of a process that
    // died come back to the others this long after (jobs/claim-due-jobs.ts).
    JOB_LEASE_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(60_000),
    // The accounts of the accountant's sales entries (FEC, journal des ventes).
    ACCOUNTING_JOURNAL: z
      .string()
      .regex(/^[A-Z0-9]{1,8}$/, 'doit être un code de journal (lettres et chiffres, 8 au plus)')
      .default(DEFAULT_ACCOUNTS.journalCode),
    ACCOUNTING_CUSTOMER_ACCOUNT: accountNumber.default(DEFAULT_ACCOUNTS.customer),
    ACCOUNTING_SALES_ACCOUNT: accountNumber.default(DEFAULT_ACCOUNTS.sales),
    ACCOUNTING_VAT_PRODUCTS_ACCOUNT: accountNumber.default(DEFAULT_ACCOUNTS.vat.products),
    ACCOUNTING_VAT_SHIPPING_ACCOUNT: accountNumber.default(DEFAULT_ACCOUNTS.vat.shipping),
    MFA_REQUIRED_ROLES: requiredRoles.optional(),
    MFA_ENCRYPTION_KEY: encryptionKey.optional(),
    // Webhooks go to public HTTPS addresses only; this test-only setting lets them
    // go over http to the loopback (127.0.0.0/8, ::1), and nowhere else private. Refused in production.
    WEBHOOKS_ALLOW_INSECURE_LOOPBACK: z.enum(['true', 'false'], 'doit valoir true ou false').default('false'),
    NODE_ENV: z.string().optional(),
    ...s3Env,
    ...einvoicingEnv,
  })
  .superRefine((env, context) => {
    if (env.WEBHOOKS_ALLOW_INSECURE_LOOPBACK === 'true' && env.NODE_ENV === 'production')
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOKS_ALLOW_INSECURE_LOOPBACK'],
        message: 'réservé aux tests : refusé avec NODE_ENV=production',
      });
    // On PostgreSQL the processes share the factors but not a data directory, which is often
    // thrown away with its container: a key made there would be lost, and every factor with it.
    if (env.DATABASE_URL && !env.MFA_ENCRYPTION_KEY)
      context.addIssue({
        code: 'custom',
        path: ['MFA_ENCRYPTION_KEY'],
        message:
          'requis avec DATABASE_URL (par exemple : openssl rand -base64 32), le même pour tous les processus',
      });
    // A company's VAT number holds its SIREN: another SIREN means one of the two is someone else's.
    if (env.ORG_VAT_NUMBER && isValidFrenchVatNumber(env.ORG_VAT_NUMBER)) {
      if (env.ORG_VAT_NUMBER.slice(4) !== sirenOf(env.ORG_SIRET))
        context.addIssue({
          code: 'custom',
          path: ['ORG_VAT_NUMBER'],
          message: `ne correspond pas au SIREN de ORG_SIRET (${sirenOf(env.ORG_SIRET)})`,
        });
    }
    // The directory's addresses of a company begin with its SIREN (decision 145).
    if (env.ORG_EINVOICING_ADDRESS && !env.ORG_EINVOICING_ADDRESS.startsWith(sirenOf(env.ORG_SIRET)))
      context.addIssue({
        code: 'custom',
        path: ['ORG_EINVOICING_ADDRESS'],
        message: `ne commence pas par le SIREN de ORG_SIRET (${sirenOf(env.ORG_SIRET)})`,
      });
    // A half-made PA connection would leave the lab believing its invoices go out: refused instead.
    const einvoicingSet = Object.keys(einvoicingEnv).some(
      (name) => env[name as keyof typeof env] !== undefined,
    );
    if (einvoicingSet) {
      for (const name of ['EINVOICING_FLOW_URL', 'EINVOICING_DIRECTORY_URL'] as const)
        if (env[name] === undefined)
          context.addIssue({ code: 'custom', path: [name], message: 'requis avec les autres EINVOICING_*' });
      const oauthSet = EINVOICING_OAUTH.filter((name) => env[name] !== undefined);
      if (env.EINVOICING_TOKEN !== undefined && oauthSet.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['EINVOICING_TOKEN'],
          message: 'un jeton ou des identifiants OAuth 2, pas les deux',
        });
      else if (env.EINVOICING_TOKEN === undefined && oauthSet.length < EINVOICING_OAUTH.length)
        for (const name of EINVOICING_OAUTH.filter((candidate) => env[candidate] === undefined))
          context.addIssue({
            code: 'custom',
            path: [name],
            message:
              'requis sans EINVOICING_TOKEN (OAuth 2 : adresse du serveur de jetons, identifiant et secret)',
          });
    }
    // A half-made S3 configuration would silently store files on the local disk: refused instead.
    for (const name of S3_ONLY) {
      if (env[name] !== undefined && !env.S3_BUCKET)
        context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `requis quand ${name} est défini` });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble',
      });
    }
  });

export type Config = {
  port: number;
  dataDir: string;
  publicUrl: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactInbox: string;
  jwtSecret: string;
  /** How many reverse proxies append to X-Forwarded-For in front of this server (0: none, trust nothing). */
  trustProxy: number;
  /**
   * Where the server listens. Without SMTP_URL the dev mailbox shows every reset link, so the server
   * listens on the loopback only unless HOST says otherwise; with SMTP_URL, on every interface.
   */
  host: string | undefined;
  /** S3-compatible object storage; absent: files under DATA_DIR/files. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    /** Absent: the SDK's own chain (environment, instance role). */
    credentials?: { accessKeyId: string; secretAccessKey: string };
    forcePathStyle: boolean;
  };
  /** Multiplies every rate limit (http/rate-limit.ts); an end-to-end run raises it, never production. */
  rateLimitFactor?: number;
  /** The logger's level (logging/logger.ts). */
  logLevel: LogLevel;
  /** How long a stop (SIGTERM, SIGINT) may take before the process gives up and exits 1 (main.ts). */
  shutdownTimeoutMs: number;
  /** JOB_LEASE_MS: a claimed job's lease (jobs/claim-due-jobs.ts). */
  jobLeaseMs: number;
  /** IMPRESSION_RETENTION_MONTHS: impressions are deleted this long after shipping. */
  impressionRetentionMonths: number;
  /** The second factor (TOTP). */
  mfa: {
    /** MFA_REQUIRED_ROLES: the roles that must use one (domain/permissions/mfa.ts). */
    requiredRoles: readonly Role[];
    /** MFA_ENCRYPTION_KEY, or the key kept in DATA_DIR/mfa-key: encrypts the TOTP secrets (32 bytes). */
    encryptionKey: Buffer;
  };
  /** WEBHOOKS_ALLOW_INSECURE_LOOPBACK (tests only: http to the loopback allowed). */
  webhooks: { allowInsecureLoopback: boolean };
  /** EINVOICING_*: the lab's approved platform from the environment, which then takes precedence (decision 140). */
  einvoicing?: PaConnectionConfig;
  /** Per-rule overrides by rule name, so a test can trigger a limit in a few calls. */
  rateLimits?: Record<string, { limit: number; windowSeconds?: number }>;
  /** The accounts of the sales entries (ACCOUNTING_*). */
  accounting: AccountingAccounts;
  organisation: {
    name: string;
    address: string;
    phone: string;
    helpPhone: string;
    email: string;
    siret: string;
    /** FR + key + SIREN: ORG_VAT_NUMBER, or the one ORG_SIRET's SIREN gives. */
    vatNumber: string;
    /** The lab's e-invoicing address (BT-34): ORG_EINVOICING_ADDRESS, or its SIREN. */
    electronicAddress: string;
    /** Where the ear tips are made (ORG_MANUFACTURING_SITES), at least one address. */
    manufacturingSites: string[];
  };
};

/** A connection to an approved platform: the services' base addresses and how to authenticate. */
export type PaConnectionConfig = {
  flowUrl: string;
  directoryUrl: string;
  auth:
    | { method: 'bearer'; token: string }
    | { method: 'oauth2'; tokenUrl: string; clientId: string; clientSecret: string };
};

export class ConfigError extends Error {}

/** ORG_MANUFACTURING_SITES split at « ; », blanks dropped; none given, the organisation's address. */
const manufacturingSitesOf = (sites: string | undefined, address: string): string[] => {
  const listed = (sites ?? '')
    .split(';')
    .map((site) => site.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : [address];
};

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const mfaKey = Buffer.from(e.MFA_ENCRYPTION_KEY ?? readOrCreateMfaKey(dataDir), 'base64');
  if (mfaKey.length !== 32)
    throw new ConfigError(
      `Configuration invalide :\n  ${join(dataDir, MFA_KEY_FILE)} : clé illisible (32 octets en base64 attendus)`,
    );
  return {
    port: e.PORT,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' ? 0 : Number(e.TRUST_PROXY),
    host: e.HOST ?? (e.SMTP_URL ? undefined : '127.0.0.1'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobLeaseMs: e.JOB_LEASE_MS,
    accounting: {
      ...DEFAULT_ACCOUNTS,
      journalCode: e.ACCOUNTING_JOURNAL,
      customer: e.ACCOUNTING_CUSTOMER_ACCOUNT,
      sales: e.ACCOUNTING_SALES_ACCOUNT,
      vat: { products: e.ACCOUNTING_VAT_PRODUCTS_ACCOUNT, shipping: e.ACCOUNTING_VAT_SHIPPING_ACCOUNT },
    },
    impressionRetentionMonths: e.IMPRESSION_RETENTION_MONTHS,
    webhooks: { allowInsecureLoopback: e.WEBHOOKS_ALLOW_INSECURE_LOOPBACK === 'true' },
    einvoicing:
      e.EINVOICING_FLOW_URL && e.EINVOICING_DIRECTORY_URL
        ? {
            flowUrl: e.EINVOICING_FLOW_URL,
            directoryUrl: e.EINVOICING_DIRECTORY_URL,
            auth: e.EINVOICING_TOKEN
              ? { method: 'bearer', token: e.EINVOICING_TOKEN }
              : {
                  method: 'oauth2',
                  tokenUrl: e.EINVOICING_OAUTH_TOKEN_URL ?? '',
                  clientId: e.EINVOICING_CLIENT_ID ?? '',
                  clientSecret: e.EINVOICING_CLIENT_SECRET ?? '',
                },
          }
        : undefined,
    mfa: {
      requiredRoles: e.MFA_REQUIRED_ROLES ?? DEFAULT_MFA_REQUIRED_ROLES,
      encryptionKey: mfaKey,
    },
    organisation: {
      name: e.ORG_NAME,
      address: e.ORG_ADDRESS,
      phone: e.ORG_PHONE,
      helpPhone: e.HELP_PHONE,
      email: e.CONTACT_INBOX,
      siret: e.ORG_SIRET,
      vatNumber: e.ORG_VAT_NUMBER ?? frenchVatNumber(sirenOf(e.ORG_SIRET)),
      electronicAddress: e.ORG_EINVOICING_ADDRESS ?? sirenOf(e.ORG_SIRET),
      manufacturingSites: manufacturingSitesOf(e.ORG_MANUFACTURING_SITES, e.ORG_ADDRESS),
    },
  };
};

/** Made once and kept in DATA_DIR (mode 0600), so that what it signs or encrypts survives a restart. */
const readOrCreate = (dataDir: string, name: string, make: () => string): string => {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
};

const readOrCreateSecret = (dataDir: string): string =>
  readOrCreate(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));

/** The embedded default's TOTP key (README): backed up and restored with the data (cli/backup.ts). */
export const MFA_KEY_FILE = 'mfa-key';
const readOrCreateMfaKey = (dataDir: string): string =>
  readOrCreate(dataDir, MFA_KEY_FILE, () => randomBytes(32).toString('base64'));
