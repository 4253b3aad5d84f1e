import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

// The lifecycle messages (CDAR, UN/CEFACT D22B) checked against their XSD before anything believes
// them (decision 147), with libxml2 compiled to WebAssembly (libxml2-wasm): the validator xmllint
// uses, in the process, with no native build and no child process. The schema is compiled once per
// process; its imports are read from memory under a virtual folder of their own.

/** Beside this module in the sources (src/xml/cdar-d22b), beside the bundle in the build. */
const XSD_DIR = join(import.meta.dirname, 'cdar-d22b');
const VIRTUAL_DIR = '/conque-cdar-d22b/';
const MAIN_XSD = 'CrossDomainAcknowledgementAndResponse_100pD22B.xsd';

let validator: XsdValidator | undefined;

const compiledValidator = (): XsdValidator => {
  if (validator) return validator;
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(XSD_DIR).filter((file) => file.endsWith('.xsd')))
    files[`${VIRTUAL_DIR}${name}`] = readFileSync(join(XSD_DIR, name));
  xmlRegisterInputProvider(new XmlBufferInputProvider(files));
  const main = files[`${VIRTUAL_DIR}${MAIN_XSD}`];
  if (!main) throw new Error(`schéma CDAR introuvable : ${MAIN_XSD}`);
  const schema = XmlDocument.fromBuffer(main, { url: `${VIRTUAL_DIR}${MAIN_XSD}` });
  validator = XsdValidator.fromDoc(schema);
  schema.dispose();
  return validator;
};

export const CDAR_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

export type CdarCheck<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Parses and validates a CDAR, then hands the valid document to `read` (it is disposed after). The
 * problem, when there is one, is libxml2's first message with its line: what the lab is shown.
 */
export const withValidCdar = <T>(file: Uint8Array, read: (doc: XmlDocument) => T): CdarCheck<T> => {
  const xsd = compiledValidator();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromBuffer(file);
  } catch (error) {
    return { ok: false, problem: `XML illisible : ${firstLine(error)}` };
  }
  try {
    xsd.validate(doc);
    return { ok: true, value: read(doc) };
  } catch (error) {
    if (error instanceof XmlValidateError) {
      const [detail] = error.details;
      const where = detail ? ` (ligne ${detail.line})` : '';
      return { ok: false, problem: `non conforme au schéma CDAR D22B${where} : ${firstLine(error)}` };
    }
    throw error;
  } finally {
    doc.dispose();
  }
};

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? '';
