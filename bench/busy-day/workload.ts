// A busy day at a lab ten times the demo's busiest: the mix and rates of bench/busy-day.ts, one line
// per action a screen performs, with the calls that screen really sends (the web app's api modules).
//
// How the rates are derived (peak hour, per minute, before --rate scales them):
//   2 000 establishments, 3.5 people each on average (bench/order-list/bench-accounts.ts): 7 000 accounts.
//   1.5 orders per establishment per working day: 3 000 orders a day, over 8 hours 6.25 a minute, and
//   twice that in the peak hour: 12.5 orders a minute. 60 % of them send STL files (one impression
//   each, sometimes two), the rest physical impressions or Octocloud.
//   Every order is opened ~10 times in the lists (the clinic's and the lab's) and ~5 times alone; the
//   lab moves each order twice (in progress, then shipped, one shipment in four grouped).
//   Each person signs in once a day (at the peak, a third of them within the hour) and the web app
//   refreshes an access token every hour (an hour's lifetime) for everyone signed in.
//   The month's invoices are generated once (the préparateur's button on the invoices page).

export type Who = 'user' | 'preparator';

export type ActionName =
  | 'sign-in'
  | 'refresh'
  | 'open-list'
  | 'open-order'
  | 'new-order'
  | 'comment'
  | 'download-pdf'
  | 'lab-list'
  | 'start-order'
  | 'ship-order'
  | 'monthly-invoices';

export type Action = {
  name: ActionName;
  who: Who;
  /** Arrivals a minute at the peak (Poisson), before the --rate factor; `once` for a single run. */
  perMinute: number | 'once';
  calls: string;
};

export const ORDERS_PER_MINUTE = 12.5;

export const WORKLOAD: readonly Action[] = [
  // 7 000 accounts, a third signing in within the peak hour: ~39 a minute; argon2id, slow by design.
  {
    name: 'sign-in',
    who: 'user',
    perMinute: 40,
    calls: 'POST /auth/v1/token?grant_type=password, GET /api/profile',
  },
  // ~3 000 people signed in at the peak, a refresh an hour each.
  { name: 'refresh', who: 'user', perMinute: 50, calls: 'POST /auth/v1/token?grant_type=refresh_token' },
  // The dashboard and « Commandes »: 10 list views an order (pages, filters, a search one time in five).
  {
    name: 'open-list',
    who: 'user',
    perMinute: 10 * ORDERS_PER_MINUTE,
    calls: 'GET /api/orders[?status|search|page], GET /api/orders/draft-count',
  },
  // The order's page: 5 openings an order (the clinic checks progress, reads the lab's comments).
  {
    name: 'open-order',
    who: 'user',
    perMinute: 5 * ORDERS_PER_MINUTE,
    calls: 'GET /api/orders/:id, GET /api/orders/:id/comments, GET /api/orders/:id/history',
  },
  // The order wizard from « Nouvelle commande » to « Valider la commande ».
  {
    name: 'new-order',
    who: 'user',
    perMinute: ORDERS_PER_MINUTE,
    calls:
      'GET /api/delivery-addresses, POST /api/rpc/create_draft_order, POST /api/update-order ×2 (draft saves), ' +
      'POST /api/calculate-order-prices ×2, POST /api/orders/:id/stl-files (60 %, 36 KB STL), ' +
      'POST /api/update-order {status: registered, expectedTotalTTC}',
  },
  // One comment for every two orders, from either side.
  // One in two from the lab, the other from the clinic that made the order.
  { name: 'comment', who: 'user', perMinute: ORDERS_PER_MINUTE / 2, calls: 'POST /api/orders/:id/comments' },
  // The order form, printed for the patient's file: one order in two.
  {
    name: 'download-pdf',
    who: 'user',
    perMinute: ORDERS_PER_MINUTE / 2,
    calls: 'POST /api/orders/:id/pdf-url, GET <signed link> (the PDF itself, from S3)',
  },
  // The préparateurs' list of what to make, refreshed as they work: 4 a minute for each of 5.
  {
    name: 'lab-list',
    who: 'preparator',
    perMinute: 20,
    calls: 'GET /api/orders?status=registered, GET /api/orders/due-counts',
  },
  {
    name: 'start-order',
    who: 'preparator',
    perMinute: ORDERS_PER_MINUTE,
    calls: 'POST /api/orders/:id/status {in_progress}',
  },
  // Shipped with its tracking number; one in four grouped with an order shipped to the same place.
  {
    name: 'ship-order',
    who: 'preparator',
    perMinute: ORDERS_PER_MINUTE,
    calls:
      'GET /api/orders/:id, (1 in 4) GET /api/orders/:id/grouping-candidates, POST /api/orders/:id/status {shipped, trackingNumber, groupWith?}',
  },
  {
    name: 'monthly-invoices',
    who: 'preparator',
    perMinute: 'once',
    calls: 'POST /api/generate-monthly-invoices {month: last month}, GET /api/invoices',
  },
];

/** A third of the accounts: the people whose sessions the run starts with (signed in before it). */
export const SESSIONS_AT_START = 60;
/** At most this many actions in flight: past it an arrival is counted as dropped, not queued. */
export const MAX_IN_FLIGHT = 256;
/** Generated orders (bench/order-list/generate-orders.ts) since January 2025: the lists' history. */
export const HISTORY_ORDERS = 30_000;
