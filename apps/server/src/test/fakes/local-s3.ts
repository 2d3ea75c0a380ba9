import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../../config.ts';

export type LocalS3 = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point a server process at this store. */
  env: Record<string, string>;
  /** The same settings as configuration overrides, for an app built in the test's process. */
  config: Partial<Config>;
  /** Stops the server and deletes its files. */
  close(): Promise<void>;
};

/** s3rver accepts these keys only, and checks every request's signature with them. */
const S3RVER_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, storing in a fresh temporary
 * folder, with one empty bucket. It refuses an unknown access key (not a wrong secret) and ignores
 * conditional writes.
 */
export async function startLocalS3(options: { bucket?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'cordee-test';
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'cordee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    env,
    config: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: true,
    },
    close: async () => {
      const closed = server.close();
      // Keep-alive connections of the SDK's clients (and a download nobody finished) would hold close().
      server.httpServer?.closeAllConnections();
      await closed;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
