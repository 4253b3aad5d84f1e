import { call, ok, parse } from './calls';
import { pick } from './pick';
import { preparators, type Session } from './sessions';
import type { ActionName } from './workload';
import { inProgress, outcome, validated, type Written, written } from './written';

// The lab's actions of workload.ts: its list, each validated order started then shipped, and the
// month's invoices.

let invoiceRun = '';
/** The answer of the month's invoice generation (its first 200 characters), for the report. */
export const lastInvoiceRun = () => invoiceRun;

const changeStatus = async (
  preparator: Session,
  orderId: string,
  order: Written,
  body: { status: string; trackingNumber?: string; groupWith?: string },
  then?: string[],
) => {
  const answer = await call('POST /api/orders/:id/status', `/api/orders/${orderId}/status`, {
    token: preparator.access,
    json: body,
  });
  const result = outcome(answer);
  if (result === 'unanswered') {
    order.possible.add(body.status);
  }
  if (result !== 'acknowledged') return;
  order.status = body.status;
  order.possible = new Set([body.status]);
  then?.push(orderId);
};

export const PREPARATOR_ACTIONS = {
  'lab-list': async () => {
    const preparator = pick(preparators);
    if (!preparator) return;
    await Promise.all([
      call('GET /api/orders?status', '/api/orders?status=registered', { token: preparator.access }),
      call('GET /api/orders/due-counts', '/api/orders/due-counts', { token: preparator.access }),
    ]);
  },
  'start-order': async () => {
    const preparator = pick(preparators);
    const orderId = validated.shift();
    const order = orderId ? written.get(orderId) : undefined;
    if (!preparator || !orderId || !order) return;
    await changeStatus(preparator, orderId, order, { status: 'in_progress' }, inProgress);
  },
  'ship-order': async () => {
    const preparator = pick(preparators);
    const orderId = inProgress.shift();
    const order = orderId ? written.get(orderId) : undefined;
    if (!preparator || !orderId || !order) return;
    await call('GET /api/orders/:id', `/api/orders/${orderId}`, { token: preparator.access });
    let groupWith: string | undefined;
    if (Math.random() < 0.25) {
      const candidates = await call(
        'GET /api/orders/:id/grouping-candidates',
        `/api/orders/${orderId}/grouping-candidates`,
        {
          token: preparator.access,
        },
      );
      if (ok(candidates)) groupWith = parse<{ items: { id: string }[] }>(candidates).items[0]?.id;
    }
    const trackingNumber = `6A${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    await changeStatus(preparator, orderId, order, {
      status: 'shipped',
      trackingNumber,
      ...(groupWith ? { groupWith } : {}),
    });
  },
  'monthly-invoices': async () => {
    const preparator = pick(preparators);
    if (!preparator) return;
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);
    const answer = await call('POST /api/generate-monthly-invoices', '/api/generate-monthly-invoices', {
      token: preparator.access,
      json: { month },
    });
    invoiceRun = answer.body.slice(0, 200);
    outcome(answer);
    await call('GET /api/invoices', '/api/invoices', { token: preparator.access });
  },
} satisfies Partial<Record<ActionName, () => Promise<void>>>;
