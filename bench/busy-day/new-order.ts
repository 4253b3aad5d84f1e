import { classic } from '../../packages/domain/src/orders/test-fixtures';
import { demoImpression } from '../../packages/server/src/cli/demo-impression';
import { call, ok, parse } from './calls';
import { pick } from './pick';
import { sessions } from './sessions';
import { outcome, registered, validated, validatedAt, type Written, written } from './written';

// The order wizard from « Nouvelle commande » to « Valider la commande », as the web app sends it:
// each acknowledged step is written down (written.ts) for the end checks.

const addresses = new Map<string, string>();
const stl = demoImpression();

export const newOrder = async () => {
  const session = pick(sessions);
  if (!session) return;
  const token = session.access;
  let addressId = addresses.get(session.establishmentId);
  if (!addressId) {
    const list = await call('GET /api/delivery-addresses', '/api/delivery-addresses', { token });
    if (!ok(list)) return;
    addressId = parse<{ items: { id: string }[] }>(list).items[0]?.id;
    if (!addressId) return;
    addresses.set(session.establishmentId, addressId);
  }
  const created = await call('POST /api/rpc/create_draft_order', '/api/rpc/create_draft_order', {
    token,
    json: {},
  });
  if (outcome(created) !== 'acknowledged') return;
  const { id } = parse<{ id: string }>(created);
  const files = Math.random() < 0.6;
  const shippingMethod = Math.random() < 0.8 ? 'standard' : 'express';
  const order: Written = {
    establishmentId: session.establishmentId,
    status: 'draft',
    possible: new Set(['draft']),
    stl: [],
    comments: [],
    shippingMethod,
    by: session,
  };
  written.set(id, order);
  const save = async (updates: Record<string, unknown>) => {
    const answer = await call('POST /api/update-order', '/api/update-order', {
      token,
      json: { orderId: id, updates },
    });
    return outcome(answer) === 'acknowledged';
  };
  const details = classic();
  const transfer_method = files ? 'files' : pick(['physical', 'octocloud']);
  const prices = async () => {
    const answer = await call('POST /api/calculate-order-prices', '/api/calculate-order-prices', {
      token,
      json: { order: { id, details, transfer_method }, shippingMethod },
    });
    return ok(answer) ? parse<{ totalTTC: number }>(answer).totalTTC : undefined;
  };
  if (
    !(await save({
      patient_first_name: 'Camille',
      patient_last_name: `Busy ${id.slice(0, 6)}`,
      patient_gender: 'female',
    }))
  )
    return;
  if (
    !(await save({
      details,
      shipping_method: shippingMethod,
      shipping_address: addressId,
      transfer_method,
    }))
  )
    return;
  await prices();
  if (files) {
    const upload = await call('POST /api/orders/:id/stl-files', `/api/orders/${id}/stl-files`, {
      token,
      body: stl,
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('oreille-gauche.stl'),
      },
    });
    if (outcome(upload) !== 'acknowledged') return;
    order.stl.push(parse<{ path: string }>(upload).path);
  }
  const total = await prices();
  if (total === undefined) return;
  const validation = await call('POST /api/update-order {registered}', '/api/update-order', {
    token,
    json: { orderId: id, updates: { status: 'registered' }, expectedTotalTTC: total },
  });
  const result = outcome(validation);
  if (result === 'unanswered') {
    order.possible.add('registered');
  }
  if (result !== 'acknowledged') return;
  order.status = 'registered';
  order.possible = new Set(['registered']);
  validated.push(id);
  registered.push(id);
  validatedAt.set(id, Date.now());
};
