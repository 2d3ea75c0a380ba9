import { type Config, s3SettingsFrom } from '../../config.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The configured backend: an S3 bucket when S3_BUCKET is set, otherwise local disk under
 * `${DATA_DIR}/uploads`. Built once per app by the composition root, so routes, services and the sweep
 * share one instance. The AWS SDK is loaded only for S3: a local-disk server never pays for it at start-up.
 */
export async function createStorage(config: Pick<Config, 'DATA_DIR'> & Partial<Config>): Promise<Storage> {
  const s3 = s3SettingsFrom(config);
  if (s3) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(s3, config.S3_TIMEOUT_MS);
  }
  return new LocalDiskStorage(config.DATA_DIR);
}
