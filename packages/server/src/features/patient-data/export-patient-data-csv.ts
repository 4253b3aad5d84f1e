import { labelOf } from '@conque/domain/catalogue/catalogue-types';
import { EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import { GENDERS, HEARING_LOSSES } from '@conque/domain/catalogue/patient';
import { shippingMethodOf } from '@conque/domain/catalogue/shipping-methods';
import { earSummary, generalOptionsSummary, tipTypeSummary } from '@conque/domain/orders/details-summary';
import { ORDER_STATUS_LABELS } from '@conque/domain/orders/statuses';
import type { Actor } from '@conque/domain/permissions/can';
import { CSV_BOM, csvRow, csvText } from '@conque/domain/shared/csv-format';
import { formatParis, formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { csvHeaders } from '../../csv/csv-stream';
import type { Deps } from '../../kernel/deps';
import type { OrderRow } from '../orders/order-access';
import { loadPatientOrders } from './patient-orders';

const HEADER = [
  'Numéro de commande',
  'Statut',
  'Créée le',
  'Validée le',
  'Expédiée le',
  'Prénom',
  'Nom',
  'Genre',
  'Perte auditive',
  'Configuration',
  'Livraison',
  'Fichiers STL',
  'Commentaire',
];

const configuration = (row: OrderRow): string => {
  const details = row.details;
  if (!details) return '';
  const lines = [...tipTypeSummary(details), ...generalOptionsSummary(details)].map(
    (line) => `${line.title} : ${line.value}`,
  );
  for (const side of EAR_SIDES) {
    const ear = earSummary(details, side);
    if (ear)
      lines.push(
        `Oreille ${side === 'left' ? 'gauche' : 'droite'} : ${ear.map((l) => `${l.title} ${l.value}`).join(', ')}`,
      );
  }
  return lines.join(' · ');
};

const date = (at: Date | null) => (at ? formatParisShortDateTime(at) : '');

/**
 * "A patient's data export": every order of the patient in the establishment, with
 * what it holds of the patient (names, gender, hearing loss, configuration, comment) and the names
 * of its impression files, as a CSV file for Excel in French. A patient has a few orders: the file
 * is made whole.
 */
export const exportPatientDataCsv = async (deps: Deps, actor: Actor, orderId: string) => {
  const { anchor, orders } = await loadPatientOrders(deps.db, actor, orderId);
  const rows = orders.map((row) =>
    csvRow(
      [
        row.orderNumber ?? 'Brouillon',
        ORDER_STATUS_LABELS[row.status],
        date(row.createdAt),
        date(row.validatedAt),
        date(row.shippedAt),
        row.patientFirstName,
        row.patientLastName,
        row.patientGender ? labelOf(GENDERS, row.patientGender) : '',
        labelOf(HEARING_LOSSES, row.patientHearingLoss),
        configuration(row),
        shippingMethodOf(row.shippingMethod)?.name ?? '',
        row.stlFiles.map((file) => file.name).join(', '),
        row.comment,
      ].map(csvText),
    ),
  );
  const name = `${anchor.patientLastName}-${anchor.patientFirstName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .slice(0, 60);
  return {
    body: CSV_BOM + csvRow(HEADER.map(csvText)) + rows.join(''),
    headers: csvHeaders(`patient-${name}-${formatParis(deps.now(), 'yyyy-MM-dd')}.csv`),
  };
};
