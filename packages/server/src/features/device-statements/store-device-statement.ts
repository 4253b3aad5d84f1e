import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { deviceStatementFileName } from '@conque/domain/orders/device-statement';
import { and, eq, isNull } from 'drizzle-orm';
import { deviceStatements } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { createDeviceStatementDocument, drawDeviceStatement } from '../../pdf/device-statement';

export type DeviceStatementRow = typeof deviceStatements.$inferSelect;

const BUCKET = 'order_pdfs';

/**
 * Decision 144: renders a statement from the content its row froze at shipment and stores it under a
 * new key of bucket order_pdfs, then records the key unless another writer (the job or a download)
 * has recorded one since, in which case that one stands and this file goes. Answers the stored key.
 */
export const storeDeviceStatement = async (deps: Deps, statement: DeviceStatementRow): Promise<string> => {
  if (statement.fileKey) return statement.fileKey;
  const { content } = statement;
  const name = deviceStatementFileName(statement.orderNumber, statement.ear);
  const key = `declarations/${statement.orderNumber}/${deps.now().getTime()}${randomBytes(3).toString('hex')}-${name}`;
  const doc = createDeviceStatementDocument(content);
  const stored = deps.storage.put(BUCKET, key, doc as unknown as Readable, {
    contentType: 'application/pdf',
  });
  try {
    drawDeviceStatement(doc, content, statement.declaredAt);
    doc.end();
  } catch (error) {
    doc.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  await stored;
  const [recorded] = await deps.db
    .update(deviceStatements)
    .set({ fileKey: key })
    .where(and(eq(deviceStatements.id, statement.id), isNull(deviceStatements.fileKey)))
    .returning({ fileKey: deviceStatements.fileKey });
  if (recorded) return key;
  await deps.storage.remove(BUCKET, key);
  const [current] = await deps.db
    .select({ fileKey: deviceStatements.fileKey })
    .from(deviceStatements)
    .where(eq(deviceStatements.id, statement.id));
  if (!current?.fileKey) throw new Error(`device statement ${statement.id}: no file recorded`);
  return current.fileKey;
};

/** A stored statement read whole (a page of PDF, a few kilobytes). */
export const readDeviceStatement = async (deps: Deps, key: string): Promise<Uint8Array> =>
  new Uint8Array(await new Response((await deps.storage.get(BUCKET, key)).stream).arrayBuffer());
