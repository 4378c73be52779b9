import path from 'node:path';
import type { Env } from '../env.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage };

/** S3 when S3_* is set (so two server instances share the files), else `DATA_DIR/media`. */
export function createStorage(env: Env): Storage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  }
  return diskStorage(path.join(env.DATA_DIR, 'media'));
}
