// Conque API example: lists the orders ready for the lab (status « Enregistrée »)
// and downloads each one's archive (impressions, order form, job ticket) into a folder.
//
//   CONQUE_URL=http://localhost:3000 CONQUE_API_KEY=cq_live_… node examples/download-ready-orders.mjs [folder]
//
// Plain Node 20 (fetch, streams), no dependency. The key needs the rights `orders:read` and `files:read`.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const base = `${(process.env.CONQUE_URL ?? 'http://localhost:3000').replace(/\/$/, '')}/api/v1`;
const key = process.env.CONQUE_API_KEY;
const folder = process.argv[2] ?? 'archives';
if (!key) {
  console.error('CONQUE_API_KEY manque : créez une clé sur la page « Clés d’API » de Conque.');
  process.exit(1);
}
const headers = { authorization: `Bearer ${key}` };

/** Every error of the API has one shape: { error: { code, message, field? } }, the message in French. */
const failed = async (response) => {
  const body = await response.json().catch(() => ({}));
  return new Error(
    `${response.status} ${body.error?.code ?? ''} : ${body.error?.message ?? response.statusText}`,
  );
};

/** The orders of one status, page after page (the cursor keeps the walk stable). */
async function* ordersWithStatus(status) {
  let cursor = null;
  do {
    const query = new URLSearchParams({ status, limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${base}/orders?${query}`, { headers });
    if (!response.ok) throw await failed(response);
    const page = await response.json();
    yield* page.items;
    cursor = page.next_cursor;
  } while (cursor);
}

await mkdir(folder, { recursive: true });
let count = 0;
for await (const order of ordersWithStatus('registered')) {
  const response = await fetch(`${base}/orders/${order.id}/archive`, { headers });
  if (!response.ok) throw await failed(response);
  const file = join(folder, `${order.order_number ?? order.id}.zip`);
  // Streamed to disk: an archive of large impressions is never held in memory.
  await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
  console.log(`${order.order_number}\t${order.patient_last_name}\t${file}`);
  count += 1;
}
console.log(`${count} commande(s) prête(s) téléchargée(s) dans ${folder}`);
