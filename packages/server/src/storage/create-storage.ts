import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * docs/design.md §1: S3 when configured (S3_BUCKET), else the directory DATA_DIR/files. The S3 driver and
 * its SDK (about 13 MB of memory) are loaded only when S3 is configured (decision 55).
 */
export const createStorage = async (config: Config, now: () => Date): Promise<Storage> => {
  if (!config.s3)
    return createLocalStorage({ root: join(config.dataDir, 'files'), secret: config.jwtSecret, now });
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({ ...config.s3, now });
};
