import { parisTime } from '@conque/domain/shared/paris-time';
import type { XmlDocument } from 'libxml2-wasm';
import { CDAR_NAMESPACES, type CdarCheck, withValidCdar } from '../../xml/cdar-schema';

// What Conque reads of a lifecycle message (CDAR D22B, XP Z12-012's structure; decision 147), once it
// is valid against its schema: the document it is about (its number, MDT-87 IssuerAssignedID), the
// status (MDT-105 ProcessConditionCode, 200 to 213), its date (MDG-31, the acknowledgement's
// IssueDateTime) and the first reason given (MDT-113 ReasonCode, MDT-114 Reason).

export type CdarStatus = {
  documentNumber: string;
  statusCode: number;
  statusAt: Date;
  reasonCode: string | null;
  reason: string | null;
};

const ACK = '/rsm:CrossDomainAcknowledgementAndResponse/rsm:AcknowledgementDocument';
const DOC = `${ACK}/ram:ReferenceReferencedDocument`;

const text = (doc: XmlDocument, xpath: string): string => {
  const value = doc.eval(`normalize-space(${xpath})`, CDAR_NAMESPACES);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A DateTimeString of format 204 (CCYYMMDDHHMMSS) or 102 (CCYYMMDD), a Paris wall-clock time; none
 * unless it is a real date and time. Date would roll 20261399999999 (month 13, day 99, 99:99:99) over
 * to April 2027, so the date is built on UTC's calendar, where no clock change skips an hour, and
 * refused unless it reads back as written: no month 13, no 31 April or 29 February 2027, no 24:00,
 * no minute or second 60.
 */
export const cdarDateTime = (value: string): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const written = match.slice(1).map((part) => Number(part ?? '0'));
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = written;
  const calendar = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const readBack = [
    calendar.getUTCFullYear(),
    calendar.getUTCMonth() + 1,
    calendar.getUTCDate(),
    calendar.getUTCHours(),
    calendar.getUTCMinutes(),
    calendar.getUTCSeconds(),
  ];
  if (readBack.some((part, index) => part !== written[index])) return undefined;
  const at = parisTime(year, month, day, hour, minute);
  return new Date(at.getTime() + second * 1000);
};

/**
 * How far after its receipt a status may be dated (decision 147: the latest status by its date is
 * the current one, so a status from the future would stay current whatever came after it). A day
 * covers clocks that disagree and a PA writing the time of another zone than Paris; more is not
 * believed.
 */
export const MAX_STATUS_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The status a CDAR gives, once valid against D22B; or what is wrong with it, which decision 147
 * records as an anomaly. `receivedAt` is when the message came in (by default, now): a status dated
 * more than MAX_STATUS_AHEAD_MS after it is not believed.
 */
export const readCdarStatus = (
  file: Uint8Array,
  { receivedAt = new Date() }: { receivedAt?: Date } = {},
): CdarCheck<CdarStatus> => {
  const read = withValidCdar(file, (doc) => ({
    documentNumber: text(doc, `${DOC}[1]/ram:IssuerAssignedID`),
    statusCode: text(doc, `${DOC}[1]/ram:ProcessConditionCode`),
    statusAt: text(doc, `${ACK}[1]/ram:IssueDateTime/udt:DateTimeString`),
    reasonCode: text(doc, `${DOC}[1]/ram:SpecifiedDocumentStatus[1]/ram:ReasonCode`),
    reason: text(doc, `${DOC}[1]/ram:SpecifiedDocumentStatus[1]/ram:Reason`),
  }));
  if (!read.ok) return read;
  const { documentNumber, statusCode, statusAt, reasonCode, reason } = read.value;
  if (documentNumber === '') return { ok: false, problem: 'numéro de document absent (IssuerAssignedID)' };
  if (!/^2(0\d|1[0-3])$/.test(statusCode))
    return {
      ok: false,
      problem: `code de statut hors de 200 à 213 (ProcessConditionCode « ${statusCode} »)`,
    };
  const at = cdarDateTime(statusAt);
  if (!at) return { ok: false, problem: `date du statut illisible (IssueDateTime « ${statusAt} »)` };
  if (at.getTime() - receivedAt.getTime() > MAX_STATUS_AHEAD_MS)
    return {
      ok: false,
      problem: `date du statut postérieure de plus d’un jour à sa réception (IssueDateTime « ${statusAt} »)`,
    };
  return {
    ok: true,
    value: {
      documentNumber,
      statusCode: Number(statusCode),
      statusAt: at,
      reasonCode: reasonCode || null,
      reason: reason || null,
    },
  };
};
