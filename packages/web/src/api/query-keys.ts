/**
 * Every query key of the app, built here and nowhere else, so that an invalidation names exactly
 * what a query is cached under. The tree matters: whatever an order save can change lives under
 * `orders.all` (lists, drafts, the drafts badge, a detail, its history and comments), so the
 * wizard's and the status dialogs' single `invalidateQueries({ queryKey: queryKeys.orders.all })`
 * refreshes all of it.
 */
export const queryKeys = {
  profile: {
    all: ['profile'] as const,
    of: (userId: string | undefined) => ['profile', userId] as const,
  },
  emailPreferences: (userId: string | undefined) => ['email-preferences', userId] as const,
  sessions: ['profile', 'sessions'] as const,
  signInHistory: ['profile', 'sign-in-history'] as const,
  // The person's API keys.
  apiKeys: ['api-keys'] as const,
  // The person's second factor (its status and recovery codes left).
  mfaStatus: (userId: string | undefined) => ['profile', 'mfa', userId] as const,
  orders: {
    all: ['orders'] as const,
    list: (query: object) => ['orders', 'list', query] as const,
    drafts: (query: object) => ['orders', 'drafts', query] as const,
    draftCount: (userId: string | undefined) => ['orders', 'draft-count', userId] as const,
    detail: (orderId: string) => ['orders', 'detail', orderId] as const,
    history: (orderId: string) => ['orders', 'history', orderId] as const,
    accessLog: (orderId: string) => ['orders', 'access-log', orderId] as const,
    comments: (orderId: string) => ['orders', orderId, 'comments'] as const,
    groupingCandidates: (orderId: string) => ['orders', 'grouping-candidates', orderId] as const,
    // The open request for a new impression and the lab's previous versions.
    impressionRequests: (orderId: string) => ['orders', 'impression-requests', orderId] as const,
    // Under `orders`, so that an order's live event (a date moved, a status) refreshes them.
    dueCounts: ['orders', 'due-counts'] as const,
    // The « Planning » view's days (decision 143): their orders due move with every order.
    planningDays: ['orders', 'planning-days'] as const,
    // Decision 139: the order a short link names.
    byNumber: (orderNumber: string) => ['orders', 'by-number', orderNumber] as const,
  },
  /** The lab's planning, and the day a new order would be promised (a function of time). */
  planning: {
    all: ['planning'] as const,
    versions: ['planning', 'versions'] as const,
    quote: (query: object) => ['planning', 'quote', query] as const,
  },
  /** The lab's steps and quality-control checklist, in versions (decision 141). */
  productionSettings: {
    all: ['production-settings'] as const,
    versions: ['production-settings', 'versions'] as const,
  },
  /**
   * Not under `orders`: a price is a function of its request and the server's price list, never
   * changed by a save. `all` after a refused validation: a remake's warranty
   * depends on its original's other remakes.
   */
  orderPrices: {
    all: ['order-prices'] as const,
    of: (request: object) => ['order-prices', request] as const,
  },
  deliveryAddresses: ['delivery-addresses'] as const,
  /** The endpoints the person manages, and each one's delivery log. */
  webhooks: {
    all: ['webhooks'] as const,
    endpoints: ['webhooks', 'endpoints'] as const,
    attempts: (endpointId: string) => ['webhooks', 'attempts', endpointId] as const,
  },
  commentNotifications: ['comment-notifications'] as const,
  // Decision 147: the préparateurs' lifecycle alerts (« Rejetée », « Refusée », « En litige »).
  einvoicingAlerts: ['einvoicing', 'alerts'] as const,
  /** A person's own bell on the establishment side. */
  orderNotifications: ['order-notifications'] as const,
  invoices: {
    all: ['invoices'] as const,
    list: (query: object) => ['invoices', 'list', query] as const,
    orders: (invoiceId: string) => ['invoices', 'orders', invoiceId] as const,
    // Decision 147: a document's lifecycle, under `invoices` so that its live event refetches it.
    lifecycle: (documentId: string) => ['invoices', 'lifecycle', documentId] as const,
    // Under `invoices`: a credit note changes its invoice's row, and the run changes both.
    creditNotes: (query: object) => ['invoices', 'credit-notes', query] as const,
  },
  users: {
    all: ['users'] as const,
    list: (query: object) => ['users', query] as const,
  },
  collaborators: {
    members: ['collaborators', 'members'] as const,
    invitations: ['collaborators', 'invitations'] as const,
  },
  resetSession: (code: string | null) => ['reset-session', code] as const,
  organisation: ['organisation'] as const,
  remakes: {
    rates: (months: number) => ['remakes', 'rates', months] as const,
  },
  // The lab's approved platform (decision 140).
  einvoicing: {
    settings: ['einvoicing', 'settings'] as const,
    webhookKey: ['einvoicing', 'webhook-key'] as const,
    anomalies: ['einvoicing', 'anomalies'] as const,
    // Decision 146: the flows waiting for the PA after a failed try.
    pendingFlows: ['einvoicing', 'pending-flows'] as const,
    // Decision 145: every establishment's e-invoicing address (the lab), and its own (a manager).
    directory: ['einvoicing', 'directory'] as const,
    ownAddress: ['einvoicing', 'own-address'] as const,
  },
  priceList: {
    all: ['price-list'] as const,
    current: ['price-list', 'current'] as const,
    versions: ['price-list', 'versions'] as const,
  },
};
