import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import {
  earSummary,
  generalOptionsSummary,
  type SummaryLine,
  tipTypeSummary,
} from '@conque/domain/orders/details-summary';
import type { DeviceStatementContent } from '@conque/domain/orders/device-statement';
import { patientInitials } from '@conque/domain/orders/patient-initials';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';

const MATERIAL = 'Matériau';
/** A protective tip's order names no material (the catalogue has none for it): the statement says so. */
const MATERIAL_NOT_ORDERED: SummaryLine = { title: MATERIAL, value: 'Non précisé dans la commande' };

/**
 * The prescriber the wizard recorded on the order; an order without one (validated before the
 * wizard asked, or left blank) names its creator with the number of their profile (decision 144).
 */
const prescriberOf = async (db: Executor, row: OrderRow): Promise<DeviceStatementContent['prescriber']> => {
  if (row.prescriberName.trim()) return { name: row.prescriberName.trim(), number: row.prescriberNumber };
  const [creator] = await db
    .select({ first: profiles.firstName, last: profiles.lastName, number: profiles.prescriberNumber })
    .from(profiles)
    .where(eq(profiles.id, row.createdBy));
  const name = [creator?.first, creator?.last].filter((part) => part?.trim()).join(' ');
  return { name, number: row.prescriberNumber ?? creator?.number ?? null };
};

/** The ears the order makes, left first. */
export const orderedEars = (row: OrderRow): EarSide[] =>
  row.details ? (['left', 'right'] as const).filter((side) => row.details?.[side] !== undefined) : [];

/**
 * Each ear's statement as the order stands now: the maker from the configuration, the device from
 * the order's details, the patient by initials only (patient-initials.ts, never the names).
 */
export const statementContents = async (
  db: Executor,
  config: Config,
  row: OrderRow & { orderNumber: string },
  shippedAt: Date,
  madeAfterShipment: boolean,
): Promise<DeviceStatementContent[]> => {
  const { details } = row;
  if (!details) return [];
  const prescriber = await prescriberOf(db, row);
  const snapshot = row.establishmentSnapshot;
  const establishment = snapshot
    ? {
        name: snapshot.name,
        address: `${snapshot.billing_street_address}, ${snapshot.billing_postal_code} ${snapshot.billing_city}`,
      }
    : { name: '', address: '' };
  const { name, address, siret, manufacturingSites } = config.organisation;
  return orderedEars(row).map((ear) => {
    const lines: SummaryLine[] = earSummary(details, ear) ?? [];
    const material = lines.filter((line) => line.title === MATERIAL);
    return {
      manufacturer: { name, address, siret },
      manufacturingSites,
      orderNumber: row.orderNumber,
      ear,
      identification: [...tipTypeSummary(details), ...(material.length ? material : [MATERIAL_NOT_ORDERED])],
      lotNumber: row.lotNumber.trim() || null,
      patientReference: patientInitials(row.patientFirstName, row.patientLastName) || '—',
      prescriber,
      establishment,
      characteristics: [...generalOptionsSummary(details), ...lines],
      unmetRequirements: row.unmetRequirements.trim(),
      shippedAt: shippedAt.toISOString(),
      madeAfterShipment,
    };
  });
};
