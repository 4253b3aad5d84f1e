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

/** A DateTimeString of format 204 (CCYYMMDDHHMMSS) or 102 (CCYYMMDD), a Paris wall-clock time. */
export const cdarDateTime = (value: string): Date | undefined => {
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const at = parisTime(Number(year), Number(month), Number(day), Number(hour), Number(minute));
  return new Date(at.getTime() + Number(second) * 1000);
};

export const readCdarStatus = (file: Uint8Array): CdarCheck<CdarStatus> => {
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
