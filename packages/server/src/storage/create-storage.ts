import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** DESIGN §1: S3 when configured (S3_BUCKET), else the directory DATA_DIR/files. */
export const createStorage = (config: Config, now: () => Date): Storage =>
  config.s3
    ? createS3Storage({ ...config.s3, now })
    : createLocalStorage({ root: join(config.dataDir, 'files'), secret: config.jwtSecret, now });
