import type { DirectoryLineJson } from '@conque/domain/einvoicing/directory-types';
import { describe, expect, it } from 'vitest';
import { linesForEstablishment, parseDirectoryLines } from '../../../src/features/einvoicing/directory-lines';

// Decision 145: which of a SIREN's directory lines address an establishment, and which applies.

const SIRET = '12345678900011';
const line = (overrides: Partial<DirectoryLineJson>): DirectoryLineJson => ({
  addressing_identifier: '123456789',
  siren: '123456789',
  siret: null,
  routing_identifier: null,
  routing_code_name: null,
  platform_type: 'WK',
  platform_status: 'Enabled',
  ...overrides,
});

describe('directory lines', () => {
  it('the SIRET’s line before its routing codes’, before the SIREN’s; never a sibling’s; enabled first', () => {
    const company = line({ addressing_identifier: '123456789' });
    const routed = line({
      addressing_identifier: '123456789_R',
      siret: SIRET,
      routing_identifier: 'SERVICE',
    });
    const own = line({ addressing_identifier: '123456789_OWN', siret: SIRET });
    const disabled = line({
      addressing_identifier: '123456789_A',
      siret: SIRET,
      platform_status: 'Disabled',
    });
    const sibling = line({ addressing_identifier: '123456789_SIB', siret: '12345678900029' });
    const other = line({ addressing_identifier: '987654321', siren: '987654321' });
    expect(
      linesForEstablishment([company, routed, other, sibling, disabled, own], SIRET).map(
        (l) => l.addressing_identifier,
      ),
    ).toEqual(['123456789_OWN', '123456789_A', '123456789_R', '123456789']);
    expect(linesForEstablishment([sibling, other], SIRET)).toEqual([]);
  });

  it('reads annex B’s answer, leaving out a line without an address; not an answer: undefined', () => {
    const text = JSON.stringify({
      results: [
        {
          addressingIdentifier: '123456789_X',
          siren: '123456789',
          siret: SIRET,
          routingCode: { routingIdentifier: 'R1', routingCodeName: 'Compta' },
          platform: { platformType: 'DFH', platformStatus: 'Enabled' },
        },
        { siren: '123456789' },
        { addressingIdentifier: 'Y', siren: '123456789', platform: { platformType: 'ZZ' } },
      ],
    });
    expect(parseDirectoryLines(text)).toEqual([
      line({
        addressing_identifier: '123456789_X',
        siret: SIRET,
        routing_identifier: 'R1',
        routing_code_name: 'Compta',
        platform_type: 'DFH',
      }),
      line({ addressing_identifier: 'Y', platform_type: null, platform_status: null }),
    ]);
    expect(parseDirectoryLines('<html>Erreur</html>')).toBeUndefined();
    expect(parseDirectoryLines('{"results":"non"}')).toBeUndefined();
  });
});
