import type { OrganisationView } from '@conque/domain/organisation/api-types';
import { Hono } from 'hono';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/context';

/** Only the public fields: the configuration also holds the SIRET, the inbox and secrets. */
export const organisationView = ({ organisation, impressionRetentionMonths }: Config): OrganisationView => ({
  name: organisation.name,
  address: organisation.address,
  phone: organisation.phone,
  help_phone: organisation.helpPhone,
  impression_retention_months: impressionRetentionMonths,
});

export const organisationRoutes = new Hono<AppEnv>();

// Public, like the contact page that shows it: the web reads the identity here rather than keeping a
// copy that could differ from the PDFs'.
organisationRoutes.get('/', (c) => c.json(organisationView(c.var.deps.config)));
