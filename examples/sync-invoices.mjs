// Conque API example (decision 138): keeps a local copy of the invoices up to date, asking only for
// those changed since its last run (new, paid, their PDF ready, credited by a credit note).
//
//   CONQUE_URL=http://localhost:3000 CONQUE_API_KEY=cq_live_… node examples/sync-invoices.mjs [file]
//
// Plain Node 20 (fetch), no dependency. The key needs the right `invoices:read`. The file
// (factures.json by default) holds the invoices by id and where the next run starts.
import { readFile, rename, writeFile } from 'node:fs/promises';

const base = `${(process.env.CONQUE_URL ?? 'http://localhost:3000').replace(/\/$/, '')}/api/v1`;
const key = process.env.CONQUE_API_KEY;
const file = process.argv[2] ?? 'factures.json';
if (!key) {
  console.error('CONQUE_API_KEY manque : créez une clé sur la page « Clés d’API » de Conque.');
  process.exit(1);
}
const headers = { authorization: `Bearer ${key}` };

// A change is dated when its transaction starts and seen once it commits: a run starts a few minutes
// before the last change it read, so that one committed late is not missed. What comes again is
// recognised by its id.
const OVERLAP_MS = 5 * 60 * 1000;

/** Every error of the API has one shape: { error: { code, message, field? } }, the message in French. */
const failed = async (response) => {
  const body = await response.json().catch(() => ({}));
  return new Error(
    `${response.status} ${body.error?.code ?? ''} : ${body.error?.message ?? response.statusText}`,
  );
};

/** The invoices changed since `since` (all of them without), oldest change first, page after page. */
async function* invoicesChangedSince(since) {
  let cursor = null;
  do {
    const query = new URLSearchParams({
      limit: '100',
      ...(since ? { updated_since: since } : {}),
      ...(cursor ? { cursor } : {}),
    });
    const response = await fetch(`${base}/invoices?${query}`, { headers });
    if (!response.ok) throw await failed(response);
    const page = await response.json();
    yield* page.items;
    cursor = page.next_cursor;
  } while (cursor);
}

const state = await readFile(file, 'utf8').then(JSON.parse, (error) => {
  if (error.code === 'ENOENT') return { last_change: null, invoices: {} };
  throw error;
});
const since = state.last_change && new Date(Date.parse(state.last_change) - OVERLAP_MS).toISOString();
const euros = (cents) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
let read = 0;
let changed = 0;
for await (const invoice of invoicesChangedSince(since)) {
  read += 1;
  const known = state.invoices[invoice.id];
  if (JSON.stringify(known) !== JSON.stringify(invoice)) {
    const paid = invoice.paid_status === 'paid' ? 'payée' : 'en attente';
    console.log(
      `${invoice.number}\t${known ? 'modifiée' : 'nouvelle'}\t${paid}\t${euros(invoice.total_ttc)}`,
    );
    changed += 1;
  }
  state.invoices[invoice.id] = invoice;
  // Oldest change first: the last invoice read is the latest change.
  state.last_change = invoice.updated_at;
}
// Written whole, then renamed: a run stopped midway leaves the previous file as it was.
await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
await rename(`${file}.tmp`, file);
console.log(
  `${read} facture(s) lue(s), ${changed} nouvelle(s) ou modifiée(s) ; ${Object.keys(state.invoices).length} dans ${file}`,
);
