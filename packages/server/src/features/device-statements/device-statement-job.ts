import { eq } from 'drizzle-orm';
import { deviceStatements } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { storeDeviceStatement } from './store-device-statement';

/** Decision 144: stores the PDF of a statement declared at shipment; retried while storage is down. */
export const storeDeviceStatementJob: JobHandler = async (job, deps) => {
  const statementId = job.payload.statementId;
  if (typeof statementId !== 'string') throw new PermanentJobError('statementId manquant dans la tâche');
  const [statement] = await deps.db
    .select()
    .from(deviceStatements)
    .where(eq(deviceStatements.id, statementId));
  if (!statement) throw new PermanentJobError(`déclaration ${statementId} introuvable`);
  await storeDeviceStatement(deps, statement);
};
