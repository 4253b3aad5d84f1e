import type { EinvoicingAuthMethod } from '@conque/domain/einvoicing/settings-schema';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// The lab's connection to its approved platform, as the « Facturation électronique » page saved it
// (decision 140): one row at most. The EINVOICING_* environment variables, when set, take precedence
// over it. Off by default: Conque then invoices as it always did.
export const einvoicingSettings = pgTable(
  'einvoicing_settings',
  {
    id: text('id').primaryKey().default('lab'),
    enabled: boolean('enabled').notNull().default(false),
    flowUrl: text('flow_url').notNull(),
    directoryUrl: text('directory_url').notNull(),
    authMethod: text('auth_method').$type<EinvoicingAuthMethod>().notNull(),
    // Sealed with the MFA key (auth/mfa/secret-box.ts), each bound to its purpose; never answered.
    token: text('token'),
    oauthTokenUrl: text('oauth_token_url'),
    oauthClientId: text('oauth_client_id'),
    oauthClientSecret: text('oauth_client_secret'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('einvoicing_settings_single_row', sql`${t.id} = 'lab'`),
    check('einvoicing_settings_auth_method_check', sql`${t.authMethod} in ('bearer', 'oauth2')`),
  ],
);
