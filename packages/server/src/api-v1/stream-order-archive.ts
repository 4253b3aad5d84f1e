import type { ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import type { Actor } from '@conque/domain/permissions/can';
import { recordPatientDataRead } from '../features/access-log/record-patient-data-read';
import { orderStatementFiles } from '../features/device-statements/order-statement-files';
import { assertCan, loadOrder, type OrderRow } from '../features/orders/order-access';
import type { Deps } from '../kernel/deps';
import { zipArchive } from '../zip/write-zip';
import { archiveOrderForm } from './archive-order-form';

/** The job ticket: what the lab's software needs to make the ear tips, in a stable, versioned shape. */
const jobTicket = (
  order: OrderRow,
  files: { name: string; archive_path: string }[],
  pdf: string | null,
  declarations: string[],
) => ({
  ticket_version: 1,
  order_id: order.id,
  order_number: order.orderNumber,
  status: order.status,
  establishment: order.establishmentSnapshot,
  patient: {
    first_name: order.patientFirstName,
    last_name: order.patientLastName,
    gender: order.patientGender,
    hearing_loss: order.patientHearingLoss,
  },
  configuration: order.details,
  shipping_method: order.shippingMethod,
  comment: order.comment,
  promised_ship_on: order.promisedShipOn,
  validated_at: order.validatedAt?.toISOString() ?? null,
  impressions: files,
  order_form: pdf,
  // Decision 144: the statements for custom-made devices, one per ear, once the order has shipped.
  declarations,
});

// Names inside the archive: the stored base name, made unique (two ears may share a file name).
const archiveNames = (order: OrderRow) => {
  const taken = new Set<string>();
  return order.stlFiles.map((file) => {
    const base = file.name.replace(/[\\/]/g, '_');
    let name = `empreintes/${base}`;
    for (let n = 2; taken.has(name); n++) name = `empreintes/${n}-${base}`;
    taken.add(name);
    return { file, name };
  });
};

/**
 * Decision 128: one ZIP of the order's impressions, its order form (PDF) and a
 * JSON job ticket, streamed: each file is opened from storage (local or S3) only when the archive
 * reaches it, and its bytes flow to the client as they come, stored without compression (STL
 * files gain little from it and the CPU would cap the rate). Reading them is recorded in the access
 * log, file by file, as the screens' downloads are.
 */
export const streamOrderArchive = async (
  deps: Deps,
  caller: { actor: Actor; scopes: readonly ApiKeyScope[] },
  orderId: string,
  from: { address?: string; method?: string },
) => {
  const order = assertCan(caller.actor, 'orders.view', await loadOrder(deps.db, orderId));
  const entries = archiveNames(order);
  // Read whole, or made now when its job has not run yet (decision 136), before the first byte.
  const pdf = await archiveOrderForm(deps, order);
  const pdfName = pdf ? `bon-de-commande-${order.orderNumber ?? order.id}.pdf` : null;
  const declarations = await orderStatementFiles(deps, order.id);
  // A HEAD reads nothing of the patient's: only a download is recorded.
  const downloaded = from.method !== 'HEAD';
  for (const { file } of downloaded ? entries : [])
    await recordPatientDataRead(deps.db, {
      orderId,
      actor: caller.actor,
      kind: 'stl',
      fileName: file.name,
      address: from.address,
    });
  if (pdf && downloaded)
    await recordPatientDataRead(deps.db, {
      orderId,
      actor: caller.actor,
      kind: 'pdf',
      address: from.address,
    });

  const ticket = jobTicket(
    order,
    entries.map(({ file, name }) => ({ name: file.name, archive_path: name })),
    pdfName,
    declarations.map(({ name }) => name),
  );
  return {
    fileName: `commande-${order.orderNumber ?? order.id}.zip`,
    archive: zipArchive(
      [
        // Opened when the archive reaches the entry, never before (a file held open waits for nothing).
        ...entries.map(({ file, name }, index) => ({
          name,
          size: file.size,
          open: async () => {
            const object = await deps.storage.get('stl_files', file.path);
            if (object.size !== file.size) {
              await object.stream.cancel();
              throw new Error(
                `order ${order.id}, impression ${index + 1}: ${object.size} bytes stored, ${file.size} recorded`,
              );
            }
            return object.stream;
          },
        })),
        ...(pdf && pdfName ? [{ name: pdfName, bytes: pdf }] : []),
        ...declarations,
        { name: 'fiche-de-fabrication.json', bytes: Buffer.from(`${JSON.stringify(ticket, null, 2)}\n`) },
      ],
      deps.now(),
    ),
  };
};
