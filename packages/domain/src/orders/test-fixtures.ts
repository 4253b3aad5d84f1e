// Test data only (imported by the *.test.ts files), never by application code.
import type { ClassicDetails, ProtectiveDetails, RemoteDetails } from './details-schema';
import type { ClassicEar, ProtectiveEar, RemoteEar } from './ear-schemas';

// Complete ears and details for the tests: each test changes one thing and looks at the result.

export const COMPLETE_CLASSIC_EAR = {
  shape: 'skeleton',
  material: 'silicone',
  color: 'clear',
  tube: 'standard',
  options: 'none',
  vent: 'parallel',
  ventDimension: 1.2,
  finish: 'varnished',
  cord: 'no-cord',
} as const satisfies ClassicEar;

export const COMPLETE_REMOTE_EAR = {
  shape: 'canal',
  material: 'acrylic',
  color: 'clear',
  speaker: 'signia-m-3.0',
  options: 'half-shoulder',
  vent: 'none',
  length: 'long',
  finish: 'unvarnished',
  waxGuard: 'signia-nanocare',
} as const satisfies RemoteEar;

export const classic = (overrides: Partial<ClassicDetails> = {}): ClassicDetails => ({
  type: 'classic',
  left: { ...COMPLETE_CLASSIC_EAR },
  ...overrides,
});

export const remote = (overrides: Partial<RemoteDetails> = {}): RemoteDetails => ({
  type: 'remote',
  brand: 'signia',
  right: { ...COMPLETE_REMOTE_EAR },
  ...overrides,
});

export const protective = (
  domain: 'noise' | 'sleep' | 'water',
  ear: ProtectiveEar,
  overrides: Partial<ProtectiveDetails> = {},
): ProtectiveDetails => ({
  type: 'protective',
  domain,
  ...(domain === 'sleep' ? {} : { productType: 'no-case' as const }),
  left: ear,
  right: ear,
  ...overrides,
});
