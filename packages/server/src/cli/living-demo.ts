import { Readable } from 'node:stream';
import { previousParisMonth } from '@conque/domain/invoices/invoice-month';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { Actor } from '@conque/domain/permissions/can';
import type { Role } from '@conque/domain/permissions/roles';
import { siretWithKey } from '@conque/domain/shared/siret';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deliveryAddresses, establishments, invoices, jobs, outbox } from '../db/schema/index';
import { IMPRESSION_REMINDER_JOB } from '../features/impression-requests/impression-reminder-job';
import { requestNewImpression } from '../features/impression-requests/request-new-impression';
import { generateMonthlyInvoices } from '../features/invoices/generate-monthly-invoices';
import { updateInvoicePaymentStatus } from '../features/invoices/update-invoice-payment-status';
import { addOrderComment } from '../features/order-comments/add-order-comment';
import { changeOrderStatus } from '../features/order-status/change-order-status';
import { createDraftOrder } from '../features/orders/create-draft-order';
import { updateOrder } from '../features/orders/update-order';
import { requestRemake } from '../features/remakes/request-remake';
import { uploadStlFile } from '../features/stl-files/upload-stl-file';
import type { Deps } from '../kernel/deps';
import { createStorage } from '../storage/create-storage';
import { runRegisteredJobs } from '../wiring/run-registered-jobs';
import { demoImpression } from './demo-impression';
import { insertConfirmedAccount } from './insert-confirmed-account';

// `seed-demo` fills a fresh database with a lab's last three months, made through
// the product's own use cases (numbers, prices, snapshots, history as the product makes them), a
// clock moved back day by day. The demo's mails are not sent: their outbox rows are removed.

const DAY_MS = 86_400_000;

type Person = Actor & { name: string };
export type DemoEstablishment = { id: string; people: Person[] };

const OTHER_ESTABLISHMENTS = [
  {
    name: 'Audition Confluence',
    siren: '912345678',
    billingStreetAddress: '8 cours Charlemagne',
    billingPostalCode: '69002',
    billingCity: 'Lyon',
    people: [
      { email: 'manager.confluence@conque.demo', role: 'manager', firstName: 'Hélène', lastName: 'Garnier' },
      { email: 'audio.confluence@conque.demo', role: 'user', firstName: 'Karim', lastName: 'Benali' },
    ],
  },
  {
    name: 'Centre Auditif des Alpes',
    siren: '923456781',
    billingStreetAddress: '15 avenue Alsace-Lorraine',
    billingPostalCode: '38000',
    billingCity: 'Grenoble',
    people: [
      { email: 'manager.alpes@conque.demo', role: 'manager', firstName: 'Camille', lastName: 'Roux' },
      { email: 'audio.alpes@conque.demo', role: 'user', firstName: 'Thomas', lastName: 'Girard' },
    ],
  },
] as const;

const FIRST_NAMES = [
  'Lucie',
  'Paul',
  'Jeanne',
  'Marcel',
  'Odile',
  'Henri',
  'Nadia',
  'Louis',
  'Yvette',
  'André',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Mercier',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Morel',
];

const CLASSIC_EAR = {
  shape: 'skeleton',
  material: 'silicone',
  color: 'clear',
  tube: 'standard',
  options: 'none',
  vent: 'parallel',
  ventDimension: 1.2,
  finish: 'varnished',
  cord: 'no-cord',
} as const;
const REMOTE_EAR = {
  shape: 'canal',
  material: 'acrylic',
  color: 'clear',
  speaker: 'signia-m-3.0',
  options: 'half-shoulder',
  vent: 'none',
  length: 'long',
  finish: 'unvarnished',
  waxGuard: 'signia-nanocare',
} as const;

const detailsFor = (i: number): OrderDetails => {
  if (i % 3 === 0)
    return { type: 'classic', left: { ...CLASSIC_EAR }, ...(i % 2 ? { right: { ...CLASSIC_EAR } } : {}) };
  if (i % 3 === 1) return { type: 'remote', brand: 'signia', right: { ...REMOTE_EAR } };
  const domain = (['noise', 'sleep', 'water'] as const)[i % 3 === 2 ? (i >> 1) % 3 : 0] ?? 'sleep';
  const ear =
    domain === 'noise'
      ? { color: 'translucent', filters: ['no-filter'] }
      : domain === 'water'
        ? { color: 'blue', options: ['with-cord'] }
        : { color: 'translucent' };
  return {
    type: 'protective',
    domain,
    ...(domain === 'sleep' ? {} : { productType: 'no-case' as const }),
    left: ear,
    right: ear,
  } as OrderDetails;
};

/**
 * The one order whose impression is damaged on purpose: Audition Démo's, a Natus
 * transfer, « En cours » at the lab; its comment tells the visitor why the scan check warns.
 */
const DAMAGED_SCAN_ORDER = 51;
const DAMAGED_SCAN_COMMENT =
  'Démo : ce scan est volontairement incomplet (fond du conduit manquant) pour montrer le contrôle des empreintes.';

/** Where an order of the plan ends, by its age in days. */
const finalStatus = (i: number, age: number, pickup: boolean): OrderStatus => {
  if (i % 13 === 5) return 'cancelled';
  if (age > 10) return pickup ? 'ready_pickup' : 'shipped';
  if (age > 4) return 'in_progress';
  return 'registered';
};

const addEstablishments = async (db: Db, hash: string, now: Date): Promise<DemoEstablishment[]> => {
  const made: DemoEstablishment[] = [];
  for (const entry of OTHER_ESTABLISHMENTS) {
    const [row] = await db
      .insert(establishments)
      .values({
        name: entry.name,
        siret: siretWithKey(`${entry.siren}0001`),
        billingStreetAddress: entry.billingStreetAddress,
        billingPostalCode: entry.billingPostalCode,
        billingCity: entry.billingCity,
      })
      .returning();
    if (!row) throw new Error('establishment not inserted');
    const people: Person[] = [];
    for (const person of entry.people) {
      const id = await db.transaction((tx) =>
        insertConfirmedAccount(
          tx,
          {
            ...person,
            role: person.role as Role,
            encryptedPassword: hash,
            establishmentId: row.id,
            isOwner: person.role === 'manager',
          },
          now,
        ),
      );
      people.push({
        id,
        role: person.role as Role,
        establishmentId: row.id,
        name: `${person.firstName} ${person.lastName}`,
      });
    }
    made.push({ id: row.id, people });
  }
  return made;
};

const withAddress = async (db: Db, establishmentId: string, city: string) => {
  const [address] = await db
    .insert(deliveryAddresses)
    .values({
      establishmentId,
      name: 'Cabinet principal',
      streetAddress: '3 rue du Centre',
      postalCode: '69002',
      city,
      isDefault: true,
    })
    .returning();
  return address?.id ?? null;
};

export type LivingDemoSummary = {
  /** « Audition Confluence : manager.confluence@conque.demo (Manager), … » */
  establishments: string[];
  orders: number;
  byStatus: Record<string, number>;
  invoices: number;
  paid: number;
  grouped: number;
  comments: number;
  impressions: number;
  remakes: number;
};

type ShippedDemoOrder = { id: string; creator: Person; shippedAt: Date; details: OrderDetails };

// A few remakes of shipped orders, a week after their shipping, with every reason.
const REMAKE_PLAN = [
  { reason: 'poor_fit', comment: '', status: 'shipped' },
  { reason: 'discomfort', comment: '', status: 'in_progress' },
  { reason: 'breakage', comment: '', status: 'registered' },
  { reason: 'loss', comment: '', status: 'registered' },
  { reason: 'other', comment: "Le patient a changé d'appareil.", status: 'registered' },
] as const;

const addRemakes = async (
  deps: Deps,
  preparator: Person,
  shipped: ShippedDemoOrder[],
  setClock: (at: Date) => void,
): Promise<{ statuses: OrderStatus[]; impressions: number }> => {
  const due = shipped.filter((order) => order.shippedAt.getTime() + 9 * DAY_MS < Date.now());
  const statuses: OrderStatus[] = [];
  let impressions = 0;
  for (const [k, plan] of REMAKE_PLAN.entries()) {
    const original = due[(k * 5 + 1) % due.length];
    if (!original || due.length < REMAKE_PLAN.length) break;
    const ear = original.details.left ? 'left' : 'right';
    const askedAt = new Date(original.shippedAt.getTime() + 7 * DAY_MS);
    setClock(askedAt);
    const { id, copied } = await requestRemake(deps, original.creator, original.id, {
      ears: [ear],
      reason: plan.reason,
      comment: plan.comment,
    });
    await updateOrder(deps, original.creator, { orderId: id, updates: { status: 'registered' } });
    if (plan.status !== 'registered') {
      setClock(new Date(askedAt.getTime() + DAY_MS));
      await changeOrderStatus(deps, preparator, id, { status: 'in_progress' });
    }
    if (plan.status === 'shipped') {
      setClock(new Date(askedAt.getTime() + 2 * DAY_MS));
      await changeOrderStatus(deps, preparator, id, { status: 'shipped', trackingNumber: '6A987654321' });
    }
    statuses.push(plan.status);
    impressions += copied;
  }
  return { statuses, impressions };
};

/**
 * Three establishments, about sixty orders over the last 90 days in every status and of the three
 * types (impressions, tracking numbers, grouped shipments, comments both ways, history, remakes), last
 * month's invoices with their PDFs, some paid. `demo` is « Audition Démo » with its four accounts.
 */
export const seedLivingDemo = async (
  config: Config,
  db: Db,
  input: { demo: DemoEstablishment; preparator: Person; passwordHash: string },
): Promise<LivingDemoSummary> => {
  const realNow = new Date();
  let clock = realNow;
  const deps: Deps = { db, config, now: () => clock, storage: await createStorage(config, () => clock) };
  const others = await addEstablishments(db, input.passwordHash, realNow);
  const all = [input.demo, ...others];
  const addresses = new Map<string, string | null>();
  for (const establishment of all)
    addresses.set(establishment.id, await withAddress(db, establishment.id, 'Lyon'));
  const impression = demoImpression();
  // One scan, for contrast, is damaged on purpose (its bottom left out): its order's comment says so,
  // and its page shows the scan check's warning, as a lab would see an incomplete impression.
  const damagedImpression = demoImpression({ open: true });
  const lastShipped = new Map<string, string>();
  const summary: LivingDemoSummary = {
    establishments: OTHER_ESTABLISHMENTS.map(
      (entry) => `${entry.name} : ${entry.people.map((person) => person.email).join(', ')}`,
    ),
    orders: 0,
    byStatus: {},
    invoices: 0,
    paid: 0,
    grouped: 0,
    comments: 0,
    impressions: 0,
    remakes: 0,
  };
  const shipped: ShippedDemoOrder[] = [];

  for (let i = 0; i < 60; i++) {
    const establishment = all[i % all.length] as DemoEstablishment;
    const creators = establishment.people.filter(
      (person) => person.role === 'manager' || person.role === 'user',
    );
    const creator = creators[i % creators.length] as Person;
    const age = 88 - Math.floor(i * 1.6);
    const createdAt = new Date(realNow.getTime() - age * DAY_MS - ((i * 37) % 300) * 60_000);
    clock = createdAt;
    const shippingMethod = i % 5 === 0 ? 'express' : i % 7 === 3 ? 'pickup' : 'standard';
    const transferMethod =
      i % 4 === 0 ? 'files' : i % 4 === 1 ? 'physical' : i % 4 === 2 ? 'octocloud' : 'natus';
    const { id } = await createDraftOrder(deps, creator, {
      patient_first_name: FIRST_NAMES[i % FIRST_NAMES.length] as string,
      patient_last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length] as string,
      patient_gender: i % 2 ? 'female' : 'male',
      patient_hearing_loss: (['mild', 'moderate', 'severe', 'N/C'] as const)[i % 4] ?? 'N/C',
      details: detailsFor(i),
      shipping_method: shippingMethod,
      shipping_address: shippingMethod === 'pickup' ? null : (addresses.get(establishment.id) ?? null),
      transfer_method: transferMethod,
      comment: i === DAMAGED_SCAN_ORDER ? DAMAGED_SCAN_COMMENT : '',
    });
    let uploaded: string | undefined;
    if (transferMethod === 'files' || transferMethod === 'natus') {
      const scan = i === DAMAGED_SCAN_ORDER ? damagedImpression : impression;
      ({ path: uploaded } = await uploadStlFile(deps, creator, {
        orderId: id,
        name: `empreinte_${i % 2 ? 'gauche' : 'droite'}.stl`,
        declaredSize: scan.length,
        body: Readable.toWeb(Readable.from([scan])) as ReadableStream<Uint8Array>,
      }));
      summary.impressions += 1;
    }
    summary.orders += 1;
    // The last few stay drafts, as a clinician leaves them between two patients.
    if (i >= 56) {
      summary.byStatus.draft = (summary.byStatus.draft ?? 0) + 1;
      continue;
    }
    await updateOrder(deps, creator, { orderId: id, updates: { status: 'registered' } });
    const status = finalStatus(i, age, shippingMethod === 'pickup');
    if (i % 5 === 1) {
      clock = new Date(createdAt.getTime() + 3 * 3600_000);
      await addOrderComment(deps, creator, id, {
        content: 'Patient sensible du conduit, merci de soigner la finition.',
      });
      clock = new Date(createdAt.getTime() + 20 * 3600_000);
      await addOrderComment(deps, input.preparator, id, { content: 'Bien noté, nous polirons avec soin.' });
      summary.comments += 2;
    }
    if (status !== 'registered') {
      clock = new Date(createdAt.getTime() + 2 * DAY_MS);
      await changeOrderStatus(deps, input.preparator, id, {
        status: status === 'cancelled' ? 'cancelled' : 'in_progress',
      });
    }
    if (status === 'shipped' || status === 'ready_pickup') {
      clock = new Date(createdAt.getTime() + 6 * DAY_MS);
      const leader =
        status === 'shipped' && shippingMethod === 'standard' && i % 6 === 2
          ? lastShipped.get(establishment.id)
          : undefined;
      await changeOrderStatus(deps, input.preparator, id, {
        status,
        ...(status === 'shipped'
          ? {
              trackingNumber: `6A${String(100000000 + i * 7919).slice(0, 9)}`,
              ...(leader ? { groupWith: leader } : {}),
            }
          : {}),
      });
      shipped.push({ id, creator, shippedAt: clock, details: detailsFor(i) });
      if (leader) summary.grouped += 1;
      if (status === 'shipped' && shippingMethod === 'standard' && !leader)
        lastShipped.set(establishment.id, id);
    }
    // The damaged scan: the lab asked yesterday for a new impression of that ear,
    // and the order waits for the clinic, in its people's bell, as a lab's day leaves one.
    if (i === DAMAGED_SCAN_ORDER && uploaded) {
      clock = new Date(realNow.getTime() - DAY_MS);
      const details = detailsFor(i);
      await requestNewImpression(deps, input.preparator, id, {
        ears: [details.left ? 'left' : 'right'],
        reason: 'incomplete',
        details: [],
        files: [uploaded],
        comment: 'Le fond du conduit manque sur le scan : merci de nous en envoyer un nouveau.',
      });
      summary.byStatus.awaiting_impression = (summary.byStatus.awaiting_impression ?? 0) + 1;
      continue;
    }
    summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
  }

  const remade = await addRemakes(deps, input.preparator, shipped, (at) => {
    clock = at;
  });
  // A remake is an order, its impressions copies of the original's.
  summary.remakes = remade.statuses.length;
  summary.orders += remade.statuses.length;
  summary.impressions += remade.impressions;
  for (const status of remade.statuses) summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;

  // Last month's invoices, issued at the start of this month, half of them paid since.
  clock = realNow;
  const month = previousParisMonth(realNow);
  await generateMonthlyInvoices(deps, { month, actor: { id: input.preparator.id } });
  const issued = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.month, month));
  summary.invoices = issued.length;
  for (const [index, invoice] of issued.entries()) {
    if (index % 2) continue;
    await updateInvoicePaymentStatus(deps, input.preparator, {
      invoice_id: invoice.id,
      new_paid_status: 'paid',
    });
    summary.paid += 1;
  }

  // The demo's mails go nowhere: made-up people must not be written to by a real SMTP server, nor
  // reminded later of the new impression asked.
  await db.delete(jobs).where(inArray(jobs.kind, ['send-mail', IMPRESSION_REMINDER_JOB]));
  await db.delete(outbox);
  // The order forms and invoices are made now, as the server's worker would (the jobs were queued
  // at the database's own time, later than the clock's start).
  clock = new Date();
  for (let round = 0; round < 10; round++) {
    const ran = await runRegisteredJobs(deps, { log: () => {} });
    if (ran.done + ran.retried === 0) break;
  }
  return summary;
};
