import type { DirectoryLineJson } from '@conque/domain/einvoicing/directory-types';

// Annex B's directory lines, as POST /v1/directory-line/search answers them, read defensively: a
// line without an addressing identifier is no address; a field of the wrong type is left out.

type Raw = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const obj = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});

const lineOf = (raw: Raw): DirectoryLineJson | undefined => {
  const addressing = str(raw.addressingIdentifier);
  const siren = str(raw.siren);
  if (!addressing || !siren) return undefined;
  const routing = obj(raw.routingCode);
  const platform = obj(raw.platform);
  const type = platform.platformType;
  const status = platform.platformStatus;
  return {
    addressing_identifier: addressing,
    siren,
    siret: str(raw.siret),
    routing_identifier: str(routing.routingIdentifier),
    routing_code_name: str(routing.routingCodeName),
    platform_type: type === 'WK' || type === 'DFH' ? type : null,
    platform_status: status === 'Enabled' || status === 'Disabled' ? status : null,
  };
};

/** The answer's lines, or undefined when the body is not annex B's search answer. */
export const parseDirectoryLines = (text: string): DirectoryLineJson[] | undefined => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const results = obj(body).results;
  if (!Array.isArray(results)) return undefined;
  return results.map((raw) => lineOf(obj(raw))).filter((line) => line !== undefined);
};

// The most precise line applies (decision 145): the establishment's SIRET without a routing code,
// then its SIRET with one, then the company's (SIREN only); an enabled platform before a disabled one.
const rank = (line: DirectoryLineJson): number =>
  (line.siret === null ? 20 : line.routing_identifier === null ? 0 : 10) +
  (line.platform_status === 'Disabled' ? 5 : 0);

/**
 * The lines that address the establishment `siret` among those of its SIREN, the one that applies
 * first: its own SIRET's and the SIREN-level ones, never another establishment's.
 */
export const linesForEstablishment = (lines: DirectoryLineJson[], siret: string): DirectoryLineJson[] =>
  lines
    .filter((line) => line.siren === siret.slice(0, 9) && (line.siret === null || line.siret === siret))
    .sort((a, b) => rank(a) - rank(b) || a.addressing_identifier.localeCompare(b.addressing_identifier));
