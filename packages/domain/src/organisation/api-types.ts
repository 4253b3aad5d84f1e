/**
 * GET /api/organisation: the organisation's public identity (docs/design.md §5.1), the one the order forms,
 * invoices and mails print (server config ORG_NAME, ORG_ADDRESS, ORG_PHONE, HELP_PHONE). Public: the
 * sign-in pages may show it. Nothing else of the configuration belongs here.
 */
export type OrganisationView = {
  name: string;
  /** One line, as configured and as the PDFs print it, e.g. '12 rue de la Conque, 69003 Lyon'. */
  address: string;
  phone: string;
  /** The help line shown in the dashboard header (spec 000 §2). */
  help_phone: string;
  /** How many months after shipping the impressions are kept (the privacy notice). */
  impression_retention_months: number;
};
