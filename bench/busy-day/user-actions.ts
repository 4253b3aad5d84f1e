import { call, ok, parse, record } from './calls';
import { pick } from './pick';
import { accounts, preparators, sessions, signInAs, type Tokens } from './sessions';
import type { ActionName } from './workload';
import { madeOrder, outcome } from './written';

// The clinics' actions of workload.ts but the order wizard (new-order.ts): signing in, refreshing,
// the lists, an order's page, comments and the order form's PDF.

export const USER_ACTIONS = {
  'sign-in': async () => {
    const account = pick(accounts);
    if (!account) return;
    const session = await signInAs(account);
    if (!session) return;
    await call('GET /api/profile', '/api/profile', { token: session.access });
    // The pool keeps a few hundred signed-in people; a new one takes a random place past that.
    if (sessions.length < 400) sessions.push(session);
    else sessions[Math.floor(Math.random() * sessions.length)] = session;
  },
  refresh: async () => {
    const session = pick(sessions.filter((s) => !s.refreshing));
    if (!session) return;
    session.refreshing = true;
    const answer = await call(
      'POST /auth/v1/token?grant_type=refresh_token',
      '/auth/v1/token?grant_type=refresh_token',
      {
        json: { refresh_token: session.refresh },
      },
    );
    if (ok(answer)) {
      const tokens = parse<Tokens>(answer);
      session.access = tokens.access_token;
      session.refresh = tokens.refresh_token;
    }
    session.refreshing = false;
  },
  'open-list': async () => {
    const session = pick(sessions);
    if (!session) return;
    const roll = Math.random();
    const query =
      roll < 0.2
        ? `?search=${encodeURIComponent(pick(['martin', 'dupont', 'silicone', '2026']) ?? '')}`
        : roll < 0.4
          ? '?status=shipped'
          : roll < 0.5
            ? '?page=2'
            : '';
    await Promise.all([
      call(`GET /api/orders${query ? `?${query.slice(1).split('=')[0]}` : ''}`, `/api/orders${query}`, {
        token: session.access,
      }),
      call('GET /api/orders/draft-count', '/api/orders/draft-count', { token: session.access }),
    ]);
  },
  'open-order': async () => {
    // Half the time an order made today, by its maker; else one of the list's first page.
    const made = Math.random() < 0.5 ? madeOrder() : undefined;
    const session = made?.order.by ?? pick(sessions);
    if (!session) return;
    let orderId = made?.id;
    if (!orderId) {
      const list = await call('GET /api/orders', '/api/orders', { token: session.access });
      if (!ok(list)) return;
      orderId = parse<{ items: { id: string }[] }>(list).items[0]?.id;
      if (!orderId) return;
    }
    await Promise.all([
      call('GET /api/orders/:id', `/api/orders/${orderId}`, { token: session.access }),
      call('GET /api/orders/:id/comments', `/api/orders/${orderId}/comments`, { token: session.access }),
      call('GET /api/orders/:id/history', `/api/orders/${orderId}/history`, { token: session.access }),
    ]);
  },
  comment: async () => {
    const made = madeOrder();
    const preparator = pick(preparators);
    if (!made || !preparator) return;
    const { id: orderId, order } = made;
    // One in two from the lab (the préparateur asks), the other from the clinic that made it.
    const token = Math.random() < 0.5 ? preparator.access : order.by.access;
    const answer = await call('POST /api/orders/:id/comments', `/api/orders/${orderId}/comments`, {
      token,
      json: { content: `Pouvez-vous confirmer la teinte ? (${Date.now()})` },
    });
    if (outcome(answer) === 'acknowledged') order.comments.push(parse<{ id: string }>(answer).id);
  },
  'download-pdf': async () => {
    // The PDF is made by a job after the validation: an order validated 30 s ago or more has it.
    const made = madeOrder(30_000);
    if (!made) return;
    const { id: orderId, order } = made;
    const answer = await call('POST /api/orders/:id/pdf-url', `/api/orders/${orderId}/pdf-url`, {
      token: order.by.access,
      method: 'POST',
    });
    if (!ok(answer)) return;
    const started = performance.now();
    const pdf = await fetch(parse<{ signedUrl: string }>(answer).signedUrl).then(
      async (response) => ({ status: response.status, body: response.ok ? '' : await response.text() }),
      (error: unknown) => ({ status: 0, body: String(error) }),
    );
    record('GET <signed PDF link> (S3)', pdf.status, performance.now() - started, pdf.body);
  },
} satisfies Partial<Record<ActionName, () => Promise<void>>>;
