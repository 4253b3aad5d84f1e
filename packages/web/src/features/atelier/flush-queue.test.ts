import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDeviceData } from '@/lib/device-data';
import { storeSession } from '@/testing/auth-session';
import { recordRequests, server } from '@/testing/msw-server';
import { flushQueue } from './flush-queue';
import { enqueue, readQueue } from './offline-queue';

// Decision 142: the offline queue, kept in localStorage, sent in order under each action's key.

const advance = (order: string, from: string, to: string) =>
  enqueue({
    kind: 'advance',
    order_id: order,
    order_number: `2026-0000${order.slice(-1)}`,
    from_step: from,
    to_step: to,
    to_label: to,
  });

const CONFLICT =
  "La commande a changé entre-temps : elle est maintenant à l'étape « Finition ». Rien n'a été modifié.";

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

describe('the offline queue', () => {
  it('keeps each action in order under a key of its own, and sign-out forgets them', async () => {
    const first = advance('o-1', 'modelisation', 'impression');
    const second = advance('o-1', 'impression', 'finition');
    enqueue({ kind: 'scan', order_number: '2026-00007' });
    expect(readQueue().map((action) => action.key)).toEqual([first.key, second.key, readQueue()[2]?.key]);
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.key).not.toBe(second.key);
    localStorage.setItem('conque-auth-other', 'kept');
    await forgetDeviceData();
    expect(readQueue()).toEqual([]);
    expect(localStorage.getItem('conque-auth-other')).toBe('kept');
  });

  it('sends the steps in order, each with its Idempotency-Key, and empties the queue', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('/api/orders/:id/production-step', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ status: 'in_progress', production: {} });
      }),
    );
    const requests = recordRequests();
    const first = advance('o-1', 'modelisation', 'impression');
    const second = advance('o-1', 'impression', 'finition');
    enqueue({ kind: 'scan', order_number: '2026-00007' });
    const results = await flushQueue();
    expect(results.map((result) => result.kind)).toEqual(['applied', 'applied', 'scanned']);
    expect(keys).toEqual([first.key, second.key]);
    expect(requests.map((request) => request.body)).toEqual([
      { from_step: 'modelisation', to_step: 'impression' },
      { from_step: 'impression', to_step: 'finition' },
    ]);
    expect(readQueue()).toEqual([]);
  });

  it('keeps everything from the first action the network refuses, and sends it at the next flush', async () => {
    let online = false;
    server.use(
      http.post('/api/orders/:id/production-step', () =>
        online ? HttpResponse.json({ status: 'in_progress', production: {} }) : HttpResponse.error(),
      ),
    );
    advance('o-1', 'modelisation', 'impression');
    advance('o-1', 'impression', 'finition');
    expect(await flushQueue()).toEqual([]);
    expect(readQueue()).toHaveLength(2);
    online = true;
    expect((await flushQueue()).map((result) => result.kind)).toEqual(['applied', 'applied']);
    expect(readQueue()).toHaveLength(0);
  });

  it('on a conflict, shows the server’s message and drops that order’s later steps, not the others’', async () => {
    server.use(
      http.post('/api/orders/:id/production-step', ({ params }) =>
        params.id === 'o-1'
          ? HttpResponse.json(
              {
                error: { code: 'production_step_changed', message: CONFLICT, field: 'from_step' },
                production: {},
              },
              { status: 409 },
            )
          : HttpResponse.json({ status: 'in_progress', production: {} }),
      ),
    );
    const requests = recordRequests();
    const refused = advance('o-1', 'modelisation', 'impression');
    advance('o-1', 'impression', 'finition');
    advance('o-2', 'modelisation', 'impression');
    const results = await flushQueue();
    expect(results).toEqual([
      { kind: 'conflict', key: refused.key, order_id: 'o-1', order_number: '2026-00001', message: CONFLICT },
      expect.objectContaining({ kind: 'applied', order_id: 'o-2' }),
    ]);
    expect(requests.map((request) => request.path)).toEqual([
      '/api/orders/o-1/production-step',
      '/api/orders/o-2/production-step',
    ]);
    expect(readQueue()).toEqual([]);
  });

  it('sends the quality control with its results, and runs one flush at a time', async () => {
    let calls = 0;
    server.use(
      http.post('/api/orders/:id/quality-control', async () => {
        calls++;
        return HttpResponse.json({ status: 'in_progress', production: {} });
      }),
    );
    const requests = recordRequests();
    enqueue({
      kind: 'quality_control',
      order_id: 'o-3',
      order_number: '2026-00003',
      from_step: 'controle_qualite',
      results: { event: true, tube: true },
    });
    const [one, two] = await Promise.all([flushQueue(), flushQueue()]);
    // Told once: the second call waited and answers nothing.
    expect(one?.map((result) => result.kind)).toEqual(['applied']);
    expect(two).toEqual([]);
    expect(calls).toBe(1);
    expect(requests[0]?.body).toEqual({
      from_step: 'controle_qualite',
      results: { event: true, tube: true },
    });
  });
});
